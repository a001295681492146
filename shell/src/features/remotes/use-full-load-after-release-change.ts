import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { releasesAreStale } from './release-drift.ts';

/**
 * After a remote this page runs was rolled back or promoted, the next in-app navigation loads the new
 * path as a full page, so it gets the versions every new page gets (docs/deploy.md, "Canary releases").
 */
export function useFullLoadAfterReleaseChange(reload: () => void = () => window.location.reload()): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (releasesAreStale()) reload();
  }, [pathname, reload]);
}
