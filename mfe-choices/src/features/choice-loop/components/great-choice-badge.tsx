import styled, { keyframes } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '@alive/ui';
import { GREAT_CHOICE_SHOWN_MS } from '@alive/domain';
import { useGreatChoiceShown, type GreatChoiceOverlay } from '../hooks/use-great-choice-overlay.ts';
import { SparkleIcon } from './icons.tsx';

/** In, stay, out: the whole life of the badge, so it leaves as gently as it came. */
const celebrate = keyframes`
  0% { opacity: 0; transform: translate(-50%, -50%) scale(0.9); }
  18% { opacity: 1; transform: translate(-50%, -50%) scale(1); }
  75% { opacity: 1; transform: translate(-50%, -50%) scale(1); }
  100% { opacity: 0; transform: translate(-50%, -50%) scale(1); }
`;

/**
 * A pill centred on the pair card's top edge: it sits over the card's border and the space above it,
 * never over the options, and lets every click through (docs/product/choices.md, Decision — the
 * celebration never sets the pace). z-index 1 counts inside the card's own stacking context
 * (choice-loop.tsx), so the sticky site header stays above it.
 */
const Pill = styled.div`
  position: absolute;
  top: 0;
  left: 50%;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  padding: 4px ${space[3]};
  border-radius: ${radii.pill};
  background: ${colors.brand};
  color: ${colors.textInverse};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  white-space: nowrap;
  box-shadow: 0 6px 16px rgba(91, 75, 219, 0.3);
  pointer-events: none;
  transform: translate(-50%, -50%);
  animation: ${celebrate} ${GREAT_CHOICE_SHOWN_MS}ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  &[hidden] {
    display: none;
  }
`;

/**
 * "Great Choice!" for a moment after each choice (docs/product/choices.md, Choice flow). The pill is
 * always in the page, hidden between choices: its rules are then in the page's styles from the start,
 * and showing it adds no rule to a style sheet, which would make the browser restyle the whole page in
 * the tap's frame. A live region that is there before it speaks is also announced more reliably.
 */
export function GreatChoiceBadge({ overlay }: { overlay: GreatChoiceOverlay }) {
  const shown = useGreatChoiceShown(overlay);
  return (
    <Pill key={shown} role="status" aria-live="polite" hidden={shown === 0} data-testid={shown ? 'great-choice' : undefined}>
      {shown ? (
        <>
          <SparkleIcon size={16} />
          Great Choice!
        </>
      ) : null}
    </Pill>
  );
}
