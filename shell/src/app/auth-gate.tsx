import { useCurrentUser } from '@alive/api-client';
import { Spinner, space } from '@alive/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LandingPage } from '../features/landing/landing-page.tsx';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space[20]} 0;
`;

/**
 * docs/product/platform.md, Auth gate: while authentication loads a spinner shows on every path; signed out, every path
 * shows the landing page; signed in, the route table decides.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useCurrentUser();
  if (isLoading) {
    return (
      <Centered>
        <Spinner size="lg" label="Loading" />
      </Centered>
    );
  }
  if (!isAuthenticated) return <LandingPage />;
  return <>{children}</>;
}
