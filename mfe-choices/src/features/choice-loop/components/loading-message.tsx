import styled from 'styled-components';
import { colors, fontSizes, space, Spinner } from '@alive/ui';

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 220px;
  padding: ${space[8]} ${space[4]};
`;

const StackedSpinner = styled(Spinner)`
  flex-direction: column;
  gap: ${space[3]};
  & > span:last-child { color: ${colors.textMuted}; font-size: ${fontSizes.md}; }
`;

/** A spinner with one of the loading texts (docs/product/choices.md, Screen) ("Setting up your experience...", "Loading next choice..."). */
export function LoadingMessage({ text }: { text: string }) {
  return (
    <Root>
      <StackedSpinner size="lg" label={text} showLabel />
    </Root>
  );
}
