/**
 * Sends field telemetry in batches (docs/architecture.md, "Field telemetry"): when 20 events are
 * queued, 5 s after the first one, and when the page is hidden or left. `navigator.sendBeacon` first,
 * `fetch` with `keepalive` when it is missing or refuses. Telemetry never disturbs the page: nothing
 * here throws, awaits on the page's path, or logs a failed ingest as an error.
 */
import type { RumEvent } from '@alive/contracts';
import { RUM_MAX_BODY_BYTES, RUM_MAX_EVENTS, RUM_PATH } from '@alive/contracts/constants';

export const FLUSH_AT_EVENTS = 20;
export const FLUSH_AFTER_MS = 5000;

export interface RumTransport {
  sendBeacon?: (url: string, body: Blob) => boolean;
  fetch?: typeof fetch;
}

export interface RumReporter {
  report(event: RumEvent): void;
  /** Sends what is queued now (page hide, tests). */
  flush(): void;
}

function send(body: string, transport: RumTransport): void {
  try {
    if (transport.sendBeacon?.(RUM_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  try {
    void transport
      .fetch?.(RUM_PATH, { method: 'POST', keepalive: true, body, credentials: 'same-origin', headers: { 'content-type': 'application/json' } })
      .catch(() => undefined);
  } catch {
    // Telemetry is best effort.
  }
}

/** Batches of at most RUM_MAX_EVENTS events and RUM_MAX_BODY_BYTES bytes; an event too large alone is dropped. */
export function batchBodies(token: string, events: readonly RumEvent[]): string[] {
  const bodies: string[] = [];
  let batch: RumEvent[] = [];
  const body = (items: RumEvent[]) => JSON.stringify({ token, events: items });
  for (const event of events) {
    const next = [...batch, event];
    if (next.length > RUM_MAX_EVENTS || body(next).length > RUM_MAX_BODY_BYTES) {
      if (batch.length > 0) bodies.push(body(batch));
      batch = body([event]).length > RUM_MAX_BODY_BYTES ? [] : [event];
    } else {
      batch = next;
    }
  }
  if (batch.length > 0) bodies.push(body(batch));
  return bodies;
}

/** `token`: the page load's signed token from `/remotes.json`, without which the edge counts nothing (docs/deploy.md, "Only real page loads report"). */
export function createRumReporter(options: { token: string; transport: RumTransport; schedule?: (run: () => void, ms: number) => unknown }): RumReporter {
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  let queue: RumEvent[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    for (const body of batchBodies(options.token, events)) send(body, options.transport);
  }

  return {
    report(event) {
      queue.push(event);
      if (queue.length >= FLUSH_AT_EVENTS) flush();
      else if (!scheduled) {
        scheduled = true;
        schedule(flush, FLUSH_AFTER_MS);
      }
    },
    flush,
  };
}
