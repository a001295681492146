import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { loadAfreshWithNewWorker, workerUpdateWaiting } from '../offline/service-worker-registration.ts';
import { releasesAreStale } from './release-drift.ts';

/**
 * After a remote this page runs was rolled back or promoted, the next in-app navigation loads the new
 * path as a full page, so it gets the versions every new page gets (docs/deploy.md, "Canary releases").
 * The same goes for a new version of the service worker waiting to take over (docs/architecture.md,
 * "Offline"): it takes over then, never in the middle of a screen.
 */
export function useFullLoadAfterReleaseChange(reload: () => void = () => loadAfreshWithNewWorker()): void {
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
