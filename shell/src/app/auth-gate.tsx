import { useCurrentUser } from '@alive/api-client';
import { startTransition, useEffect, useReducer, type ReactNode } from 'react';
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
 * prerendered document shows (docs/architecture.md, "First paint"). The three keep their places, so the
 * placeholder the document was hydrated with stays the same element while the screen
 * comes in beside it and it retires (content-placeholder.tsx).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useCurrentUser();
  const { kind, asPrerendered } = useFirstPaint();
  const screenLoading = useInitialScreenLoading();
  const landing = asPrerendered ? kind === 'landing' : !isLoading && !isAuthenticated;
  const screen = !asPrerendered && !isLoading && isAuthenticated && !screenLoading;
  // Three places, each kept whether filled or not, so React matches each by its place.
  return (
    <>
      {landing && <LandingSlot />}
      {!landing && <ContentPlaceholder retiring={screen} />}
      {screen && children}
    </>
  );
}
