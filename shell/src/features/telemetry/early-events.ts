import { onRemoteEvent, type RemoteEvent } from '@alive/ui';
import { shownPath } from './rum-route.ts';

/** What happened on the page before the telemetry's own code loaded, with the path shown then. */
export interface EarlyEvent {
  event: RemoteEvent | ErrorEvent | PromiseRejectionEvent;
  path: string;
}

export interface EarlyEvents {
  /** `performance.now()` when recording started: the page's start, for the telemetry's timeouts. */
  since: number;
  /** Stops recording and hands over what was recorded, oldest first. */
  take: () => EarlyEvent[];
}

/** More than the reporter would send (start-telemetry.ts), so none it needs is lost; the rest is not kept. */
const MAX_EARLY_EVENTS = 50;

/**
 * Field telemetry loads once the page is idle (bootstrap.tsx), so the remote loads and errors of the
 * page's first seconds are kept here until it does: the first screen's load and an error at start-up
 * are still reported (docs/architecture.md, "Field telemetry").
 */
export function recordEarlyEvents(): EarlyEvents {
  const events: EarlyEvent[] = [];
  const keep = (event: EarlyEvent['event']) => {
    if (events.length < MAX_EARLY_EVENTS) events.push({ event, path: shownPath() });
  };
  const stopRemote = onRemoteEvent(keep);
  window.addEventListener('error', keep);
  window.addEventListener('unhandledrejection', keep);
  return {
    since: performance.now(),
    take: () => {
      stopRemote();
      window.removeEventListener('error', keep);
      window.removeEventListener('unhandledrejection', keep);
      return events.splice(0);
    },
  };
}
