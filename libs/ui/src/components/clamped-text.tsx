import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import styled, { css } from 'styled-components';
import { breakpoints, colors, fontSizes, fontWeights, shadows } from '../theme/tokens.ts';

const Clamp = styled.div<{ $lines: number; $clamped: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;
  ${(p) =>
    p.$clamped &&
    css`
      @media (max-width: ${breakpoints.sm - 1}px) {
        & > :first-child {
          display: -webkit-box;
          -webkit-box-orient: vertical;
          -webkit-line-clamp: ${p.$lines};
          line-clamp: ${p.$lines};
          overflow: hidden;
        }
      }
    `}
`;

/**
 * A text-sized toggle, at least 24 px tall so a thumb can hit it (WCAG 2.5.8). "Show more" sits over
 * the end of the last line shown, on the card's own colour: it appears once the text has been laid out
 * and measured, and where it sits nothing moves (no layout shift).
 */
const Toggle = styled.button<{ $over: boolean }>`
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.brand};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  line-height: inherit;
  cursor: pointer;
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: none; box-shadow: ${shadows.focus}; border-radius: 4px; }
  ${(p) =>
    p.$over &&
    css`
      position: absolute;
      right: 0;
      bottom: -2px;
      display: inline-flex;
      align-items: center;
      padding-left: 2.5em;
      background: linear-gradient(to right, transparent, ${colors.surface} 2em);
    `}
`;

/**
 * Imported as `@alive/ui/clamped-text`, not from the shared `@alive/ui` entry: only the recommendation
 * cards use it, and the shared set every page loads has a budget (libs/rspack-config/src/size-budgets.ts).
 *
 * A card's running text, cut to `lines` lines on a phone with "Show more" to read the rest, so a long
 * description cannot push the card's buttons off the first screen (docs/product/recommendations.md,
 * Hub). Wider screens show it whole. The toggle appears only when the cut hides something; the text
 * element is the one child, whole in the DOM, so a screen reader reads all of it either way.
 */
export function ClampedText({ lines, children }: { lines: number; children: ReactElement<{ id?: string }> }) {
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const text = box.current?.firstElementChild;
    if (!text || expanded || typeof ResizeObserver === 'undefined') return;
    // Read after layout, in the observer's own callback: no forced layout while the list renders.
    const observer = new ResizeObserver(() => setCut(text.scrollHeight > text.clientHeight + 1));
    observer.observe(text);
    return () => observer.disconnect();
  }, [expanded]);

  return (
    <Clamp ref={box} $lines={lines} $clamped={!expanded}>
      {cloneElement(children, { id })}
      {cut || expanded ? (
        <Toggle type="button" $over={!expanded} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Show less' : 'Show more'}
        </Toggle>
      ) : null}
    </Clamp>
  );
}
