import { useCurrentUser } from '@alive/api-client';
import { Fragment, startTransition, useEffect, useReducer, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentPlaceholder } from '../features/first-paint/content-placeholder.tsx';
import { useFirstPaint } from '../features/first-paint/first-paint-context.tsx';
import { LandingSlot } from '../features/landing/landing-slot.tsx';
import { initialScreenLoading } from '../features/first-paint/preload-route-screen.ts';

/**
 * True while the page load's own screen is still loading at the current path (preloadRouteScreen). The
 * gate keeps its placeholder, the very element the document was hydrated with, until then; the screen
 * then takes its place in one commit, as a transition.
 */
function useInitialScreenLoading(): boolean {
  const loading = initialScreenLoading(useLocation().pathname);
  const [, settled] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    void loading?.then(() => startTransition(settled));
  }, [loading]);
  return loading !== null;
}

/**
 * docs/product/platform.md, Auth gate: while authentication loads a spinner shows on every path; signed out, every path
 * shows the landing page; signed in, the route table decides. While the page hydrates, what its
 * prerendered document shows (docs/architecture.md, "First paint"). The three keep their places in one
 * list, so the placeholder the document was hydrated with stays the same element while the screen
 * comes in beside it and it retires (content-placeholder.tsx).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useCurrentUser();
  const { kind, asPrerendered } = useFirstPaint();
  const screenLoading = useInitialScreenLoading();
  let shown: 'landing' | 'placeholder' | 'screen';
  if (asPrerendered) shown = kind === 'landing' ? 'landing' : 'placeholder';
  else if (isLoading) shown = 'placeholder';
  else if (!isAuthenticated) shown = 'landing';
  else if (screenLoading) shown = 'placeholder';
  else shown = 'screen';
  return (
    <>
      {shown === 'landing' ? <LandingSlot key="landing" /> : null}
      {shown !== 'landing' ? <ContentPlaceholder key="placeholder" retiring={shown === 'screen'} /> : null}
      {shown === 'screen' ? <Fragment key="screen">{children}</Fragment> : null}
    </>
  );
}
