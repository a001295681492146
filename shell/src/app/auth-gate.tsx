import { useCurrentUser } from '@alive/api-client';
import type { ReactNode } from 'react';
import { ContentPlaceholder } from '../features/first-paint/content-placeholder.tsx';
import { useFirstPaint } from '../features/first-paint/first-paint-context.tsx';
import { LandingSlot } from '../features/landing/landing-slot.tsx';

/**
 * docs/product/platform.md, Auth gate: while authentication loads a spinner shows on every path; signed out, every path
 * shows the landing page; signed in, the route table decides. While the page hydrates, what its
 * prerendered document shows (docs/architecture.md, "First paint").
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useCurrentUser();
  const { kind, asPrerendered } = useFirstPaint();
  if (asPrerendered) return kind === 'landing' ? <LandingSlot /> : <ContentPlaceholder />;
  if (isLoading) return <ContentPlaceholder />;
  if (!isAuthenticated) return <LandingSlot />;
  return <>{children}</>;
}
