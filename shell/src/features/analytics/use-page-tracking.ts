import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from './track-page-view.ts';
import { getSessionId, getVisitorId } from './visitor-ids.ts';

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
    void trackPageView({
      visitorId: getVisitorId(),
      sessionId: getSessionId(),
      page: location.pathname,
      referrer: document.referrer,
      userAgent: navigator.userAgent,
    });
  }, [location.key, location.pathname, location.search]);
}
