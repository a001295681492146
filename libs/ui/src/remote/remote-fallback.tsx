import styled from 'styled-components';
import { Button } from '../components/button.tsx';
import { colors, fontSizes, fontWeights, radii, space } from '../theme/tokens.ts';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[6]};
  border: 1px solid ${colors.border};
  border-left: 4px solid ${colors.warningSolid};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const Title = styled.h2`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

const Text = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export interface RemoteFallbackProps {
  /** Human name of what failed, e.g. "Profile". */
  label: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** The contained card shown in place of a remote that could not load or crashed. */
export function RemoteFallback({ label, onRetry, retrying = false }: RemoteFallbackProps) {
  return (
    <Root role="alert" data-testid="remote-fallback">
      <Title>This section is unavailable right now</Title>
      <Text>
        {label} could not be loaded. The rest of the site keeps working; try again in a moment.
      </Text>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Root>
  );
}
