import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { workerUpdateWaiting } from '../offline/worker-state.ts';
import { releasesAreStale } from './release-staleness.ts';

// The service worker's code loads once the page is idle (bootstrap.tsx); a page that gets here with a
// release changed or a worker waiting has it already, and one that cannot load it still loads afresh.
const loadAfresh = () =>
  void import(/* webpackChunkName: "after-start" */ '../offline/service-worker-registration.ts').then(
    ({ loadAfreshWithNewWorker }) => loadAfreshWithNewWorker(),
    () => window.location.reload(),
  );

/**
 * After a remote this page runs was rolled back or promoted, the next in-app navigation loads the new
 * path as a full page, so it gets the versions every new page gets (docs/deploy.md, "Canary releases").
 * The same goes for a new version of the service worker waiting to take over (docs/architecture.md,
 * "Offline"): it takes over then, never in the middle of a screen.
 */
export function useFullLoadAfterReleaseChange(reload: () => void = loadAfresh): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (releasesAreStale() || workerUpdateWaiting()) reload();
  }, [pathname, reload]);
}
