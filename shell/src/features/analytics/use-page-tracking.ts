import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdle } from '../../app/when-idle.ts';

// The call (with the admin service's endpoint table and the visitor ids) loads once the page is idle:
// recording a visit never holds up the page's start-up JavaScript or its first screen
// (docs/architecture.md, "First paint").
const loadTracker = () => import(/* webpackChunkName: "page-tracking" */ './track-page-view.ts');

/**
 * Records a page view on first load and on every route change (docs/product/platform.md, Page tracking), signed in or not.
 * Keyed by the router location, so a re-render (or StrictMode's double effect) never double-counts.
 */
export function usePageTracking(): void {
  const location = useLocation();
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    const key = `${location.key}|${location.pathname}${location.search}`;
    if (lastTracked.current === key) return;
    lastTracked.current = key;
    const visit = { page: location.pathname, referrer: document.referrer, userAgent: navigator.userAgent };
    // Tracking never disturbs the user: a chunk that cannot load is only logged, like a failed call.
    whenIdle(() =>
      loadTracker().then(
        ({ trackPageView, getVisitorId, getSessionId }) => trackPageView({ visitorId: getVisitorId(), sessionId: getSessionId(), ...visit }),
        (error: unknown) => console.warn('[analytics] page view not recorded', error),
      ),
    );
  }, [location.key, location.pathname, location.search]);
}
