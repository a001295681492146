import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// The call (with the admin service's endpoint table and the visitor ids) is a chunk of its own, out of
// the page's start-up JavaScript (docs/architecture.md, "First paint"). It is asked for as the page is
// shown, not once the page is idle: a person who leaves within a second or two (a quick look, a second
// link) still counts, which waiting for idle time lost (admin.spec.ts saw 2 of 3 quick page loads).
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
    void loadTracker().then(
      ({ trackPageView, getVisitorId, getSessionId }) => trackPageView({ visitorId: getVisitorId(), sessionId: getSessionId(), ...visit }),
      (error: unknown) => console.warn('[analytics] page view not recorded', error),
    );
  }, [location.key, location.pathname, location.search]);
}
