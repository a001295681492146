import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { dropScreenFragment } from './screen-fragment.ts';

/** Drops the document's screen fragment once the page has gone to another address (screen-fragment.ts). */
export function useDropScreenFragmentOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) dropScreenFragment();
  }, [pathname]);
}
