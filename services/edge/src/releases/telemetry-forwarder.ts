/**
 * Hands the telemetry this edge accepted to the release controller (services/releases; docs/deploy.md,
 * "Canary releases"), which counts it for the judge and the Releases screen. Nothing is sent per beacon:
 * batches gather in memory and leave together every `flushMs`. While the controller cannot be reached
 * they wait, bounded: past `maxQueued` the oldest are dropped and counted, so an outage costs evidence,
 * never the edge's memory.
 */
import { RUM_FORWARD_MAX_BATCHES, RUM_FORWARD_PATH, type RumEvent, type RumForward } from '@alive/contracts';
import type { Counter } from 'prom-client';

export interface TelemetryForwarder {
  /** Queues the judged events of one accepted batch, with its page-load token. */
  add(token: string, events: readonly RumEvent[]): void;
  /** Sends what is queued now (the timer's, and tests'). Concurrent calls share one send. */
  flush(): Promise<void>;
  queued(): number;
  start(): void;
  /** Stops the timer and sends what is left, once. */
  stop(): Promise<void>;
}

export interface TelemetryForwarderOptions {
  /** Base URL of the release controller (RELEASES_URL). */
  url: string;
  flushMs?: number;
  /** Most batches kept while the controller is unreachable. */
  maxQueued?: number;
  timeoutMs?: number;
  dropped: Pick<Counter, 'inc'>;
  logger?: { warn(details: object, message: string): void };
  fetchImpl?: typeof fetch;
}

export function createTelemetryForwarder(options: TelemetryForwarderOptions): TelemetryForwarder {
  const maxQueued = options.maxQueued ?? 50_000;
  const fetchImpl = options.fetchImpl ?? fetch;
  const queue: RumForward['batches'] = [];
  let sending: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let warned = false;

  function keepBounded(): void {
    const over = queue.length - maxQueued;
    if (over <= 0) return;
    queue.splice(0, over);
    options.dropped.inc(over);
  }

  async function sendNow(): Promise<void> {
    while (queue.length > 0) {
      const batches = queue.slice(0, RUM_FORWARD_MAX_BATCHES);
      try {
        const response = await fetchImpl(`${options.url}${RUM_FORWARD_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ batches } satisfies RumForward),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        // A 400 will not get better by sending again: the batches are dropped, and counted.
        if (response.status >= 500) throw new Error(`release controller answered ${response.status}`);
        if (!response.ok) options.dropped.inc(batches.length);
        await response.body?.cancel();
        queue.splice(0, batches.length);
        warned = false;
      } catch (error) {
        if (!warned) options.logger?.warn({ err: error, queued: queue.length }, 'telemetry not forwarded to the release controller yet: kept for the next try');
        warned = true;
        return;
      }
    }
  }

  return {
    add(token, events) {
      if (events.length === 0) return;
      queue.push({ token, events: [...events] });
      keepBounded();
    },
    flush() {
      sending ??= sendNow().finally(() => {
        sending = null;
      });
      return sending;
    },
    queued: () => queue.length,
    start() {
      timer = setInterval(() => void this.flush(), options.flushMs ?? 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await sending;
      await this.flush();
    },
  };
}
