import styled, { keyframes } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '@alive/ui';
import { SparkleIcon } from './icons.tsx';

const popIn = keyframes`
  from { opacity: 0; transform: scale(0.92); }
  to { opacity: 1; transform: scale(1); }
`;

/** Covers the pair card only; z-index 1 counts inside the card's own stacking context (choice-loop.tsx). */
const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: grid;
  place-items: center;
  border-radius: ${radii.lg};
  background: rgba(255, 255, 255, 0.82);
  backdrop-filter: blur(3px);
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[5]} ${space[8]};
  border-radius: ${radii.xl};
  background: ${colors.brand};
  color: ${colors.textInverse};
  box-shadow: 0 16px 40px rgba(91, 75, 219, 0.35);
  animation: ${popIn} 180ms ease-out;
`;

const Title = styled.p`
  font-size: ${fontSizes['2xl']};
  font-weight: ${fontWeights.extrabold};
`;

const Sub = styled.p`
  font-size: ${fontSizes.sm};
  opacity: 0.9;
`;

/** Shown for 1 s over the pair after a successful choice (docs/product/choices.md, Screen). */
export function GreatChoiceOverlay() {
  return (
    <Backdrop role="status" aria-live="polite" data-testid="great-choice-overlay">
      <Message>
        <SparkleIcon size={36} />
        <Title>Great Choice!</Title>
        <Sub>Your profile just got sharper.</Sub>
      </Message>
    </Backdrop>
  );
}
