import { colors, fontSizes, fontWeights } from '@alive/ui';
import styled from 'styled-components';

export type AuthState = 'loading' | 'authenticated' | 'anonymous';

/** docs/product/platform.md, Header and navigation: the three texts of the authentication status indicator. */
export const AUTH_STATUS_TEXT: Record<AuthState, string> = {
  loading: 'Checking authentication...',
  authenticated: 'Authenticated',
  anonymous: 'Not authenticated',
};

const dotColor: Record<AuthState, string> = {
  loading: colors.warningSolid,
  authenticated: colors.successSolid,
  anonymous: colors.borderStrong,
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.medium};
  color: ${colors.textMuted};
  white-space: nowrap;
`;

const Dot = styled.span<{ $color: string; $pulse: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${(p) => p.$color};
  box-shadow: 0 0 0 3px ${(p) => `${p.$color}33`};
  ${(p) => (p.$pulse ? 'animation: alive-pulse 1s ease-in-out infinite alternate;' : '')}
  @keyframes alive-pulse { from { opacity: 0.35; } to { opacity: 1; } }
`;

export function AuthStatus({ state }: { state: AuthState }) {
  return (
    <Root role="status" aria-live="polite" data-state={state}>
      <Dot aria-hidden="true" $color={dotColor[state]} $pulse={state === 'loading'} />
      {AUTH_STATUS_TEXT[state]}
    </Root>
  );
}
