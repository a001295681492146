import styled, { keyframes } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '@alive/ui';
import { GREAT_CHOICE_SHOWN_MS } from '@alive/domain';
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
`;

/** "Great Choice!" for a moment after each choice (docs/product/choices.md, Choice flow). */
export function GreatChoiceBadge() {
  return (
    <Pill role="status" aria-live="polite" data-testid="great-choice">
      <SparkleIcon size={16} />
      Great Choice!
    </Pill>
  );
}
