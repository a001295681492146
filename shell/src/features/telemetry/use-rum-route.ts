import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { reportRoute } from './rum-route.ts';

/** Tells the field telemetry which screen is shown, so its vitals and errors carry that screen's route. */
export function useRumRoute(): void {
  const { pathname } = useLocation();
  useEffect(() => reportRoute(pathname), [pathname]);
}
