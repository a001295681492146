import { Prisma, queryRows, type OutboxTable, type PrismaClient } from '@alive/db';
import type { EventBus } from './event-bus.ts';
import { silentLogger, type EventsLogger } from './events-logger.ts';
import { outboxIdentifier } from './outbox.ts';

export interface OutboxRelayOptions {
  prisma: PrismaClient;
  bus: EventBus;
  /**
   * The service's own outbox (EventType.outbox of the events it publishes): a relay claims, marks and
   * prunes only its publisher's rows, the one service that may write them (docs/data-ownership.md).
   * Default `outbox_events`, choices' outbox.
   */
  outbox?: OutboxTable;
  /** Rows claimed per transaction. */
  batchSize?: number;
  /** Poll interval when idle; `wake()` short-cuts it after a commit. */
  intervalMs?: number;
  /**
   * After a wake(), wait this long before claiming, so the commits of a busy moment go out in one
   * batch (one claim transaction) instead of one transaction each. Bounds the added event latency.
   */
  coalesceMs?: number;
  /** Upper bound of the backoff while publishing fails (bus down). */
  maxBackoffMs?: number;
  /** Sent rows older than this are deleted (the bus and consumers keep their own history). */
  retainSentMs?: number;
  logger?: EventsLogger;
  /** The relay's clock for its waits; tests pass their own to see and release them without sleeping. */
  timers?: RelayTimers;
  /**
   * Runs each row's publish inside a span (the service kit's `outboxPublishSpans`), which sends its own
   * traceparent with the message; without it the row's traceparent is sent as stored
   * (docs/architecture.md, "Traces").
   */
  tracePublish?: TracePublish;
}

/** One row to publish, as `tracePublish` sees it. */
export interface PublishedRow {
  id: string;
  subject: string;
  /** The traceparent of the request that wrote the row, if it had one. */
  traceparent: string | undefined;
}

/** Wraps one row's publish; `publish` sends the message with the traceparent it is given. */
export type TracePublish = (row: PublishedRow, publish: (traceparent: string | undefined) => Promise<void>) => Promise<void>;

const untraced: TracePublish = (row, publish) => publish(row.traceparent);

export interface RelayTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: RelayTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface RelayBatchResult {
  claimed: number;
  sent: number;
  failed: number;
}

export interface OutboxRelay {
  /** Claims and publishes one batch now (also what the background loop runs). */
  relayOnce(): Promise<RelayBatchResult>;
  /** Ask the loop to run soon (after a commit) instead of waiting for the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  subject: string;
  payload: unknown;
  traceparent: string | null;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Whether any row waits (index <outbox> (status, created_at)); a row committed just after is the next run's. */
const pendingExistsQuery = (outbox: OutboxTable) => `SELECT EXISTS (SELECT 1 FROM ${outboxIdentifier(outbox).sql} WHERE status = 'pending') AS any`;

/**
 * Publishes pending outbox rows to the bus and marks them sent.
 *
 * Safe with several replicas: each batch is claimed with `FOR UPDATE SKIP LOCKED` inside one
 * transaction, so two relays never hold the same row; a row is marked sent in that same transaction
 * only after the bus acknowledged it. A crash between the bus ack and the commit leaves the row
 * pending and it is published again with the same message id — deduplicated by JetStream within its
 * window and, beyond it, by the consumers' processed-event ledger. Failed publishes record
 * `attempts`/`last_error` and the loop backs off exponentially until the bus is back.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { prisma, bus } = options;
  const outbox = options.outbox ?? 'outbox_events';
  const table = outboxIdentifier(outbox);
  const PENDING_EXISTS_QUERY = pendingExistsQuery(outbox);
  const batchSize = options.batchSize ?? 100;
  const intervalMs = options.intervalMs ?? 500;
  const timers = options.timers ?? realTimers;
  const coalesceMs = options.coalesceMs ?? 20;
  const maxBackoffMs = options.maxBackoffMs ?? 15_000;
  const retainSentMs = options.retainSentMs ?? 7 * 24 * 60 * 60 * 1000;
  const logger = options.logger ?? silentLogger;
  const tracePublish = options.tracePublish ?? untraced;

  let stopped = false;
  let consecutiveFailures = 0;
  let wakeRequested = false;
  let lastPruneAt = 0;

  async function relayOnce(): Promise<RelayBatchResult> {
    // Most runs of an idle service find nothing: one index probe on the pg pool instead of a claim
    // transaction through Prisma (three round trips) is most of an idle process's CPU saved.
    const [pending] = await queryRows<{ any: boolean }>(prisma, PENDING_EXISTS_QUERY, []);
    if (!pending?.any) return { claimed: 0, sent: 0, failed: 0 };
    return prisma.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<ClaimedRow[]>`
          SELECT id::text AS id, subject, payload, traceparent
          FROM ${table}
          WHERE status = 'pending'
          ORDER BY created_at
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED`;
        if (rows.length === 0) return { claimed: 0, sent: 0, failed: 0 };

        const outcomes = await Promise.allSettled(
          rows.map((row) =>
            tracePublish({ id: row.id, subject: row.subject, traceparent: row.traceparent ?? undefined }, (traceparent) =>
              bus.publish(row.subject, row.payload, { msgId: row.id, ...(traceparent ? { traceparent } : {}) }),
            ),
          ),
        );
        const sentIds: string[] = [];
        const failures: { id: string; error: string }[] = [];
        outcomes.forEach((outcome, i) => {
          const id = rows[i]!.id;
          if (outcome.status === 'fulfilled') sentIds.push(id);
          else failures.push({ id, error: String(outcome.reason).slice(0, 500) });
        });

        if (sentIds.length > 0) {
          await tx.$executeRaw`
            UPDATE ${table} SET status = 'sent', sent_at = ${new Date()}, attempts = attempts + 1
             WHERE id IN (${Prisma.join(sentIds.map((id) => Prisma.sql`${id}::uuid`))})`;
        }
        for (const failure of failures) {
          await tx.$executeRaw`UPDATE ${table} SET attempts = attempts + 1, last_error = ${failure.error} WHERE id = ${failure.id}::uuid`;
        }
        return { claimed: rows.length, sent: sentIds.length, failed: failures.length };
      },
      // Publishing happens while the rows are locked; allow for a few bus timeouts.
      { timeout: 60_000, maxWait: 10_000 },
    );
  }

  async function pruneSentRows(): Promise<void> {
    if (Date.now() - lastPruneAt < PRUNE_EVERY_MS) return;
    lastPruneAt = Date.now();
    const cutoff = new Date(Date.now() - retainSentMs);
    const count = await prisma.$executeRaw`DELETE FROM ${table} WHERE status = 'sent' AND sent_at < ${cutoff}`;
    if (count > 0) logger.info({ count }, 'pruned sent outbox rows');
  }

  let pendingWait: { done: () => void; wakeable: boolean } | undefined;

  /** Waits `ms`; a wake() ends a wakeable wait early. While backing off, commits must not cause a hot retry loop. */
  function waitForNextRun(ms: number, wakeable: boolean): Promise<void> {
    // A commit arrived during the last run: go again after the coalescing window, not the poll interval.
    const delay = wakeable && wakeRequested ? Math.min(ms, coalesceMs) : ms;
    if (stopped || delay <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = timers.setTimeout(done, delay);
      function done(): void {
        timers.clearTimeout(timer);
        pendingWait = undefined;
        resolve();
      }
      pendingWait = { done, wakeable };
    });
  }

  const loop = (async () => {
    while (!stopped) {
      wakeRequested = false; // this run sees every commit made before it starts
      let batch: RelayBatchResult | undefined;
      try {
        batch = await relayOnce();
        consecutiveFailures = batch.failed > 0 ? consecutiveFailures + 1 : 0;
        if (batch.failed > 0) {
          logger.warn({ failed: batch.failed, sent: batch.sent, consecutiveFailures }, 'outbox publish failed, backing off');
        }
        await pruneSentRows();
      } catch (err) {
        consecutiveFailures += 1;
        if (!stopped) logger.error({ err: String(err), consecutiveFailures }, 'outbox relay batch failed');
      }
      if (stopped) break;
      if (consecutiveFailures > 0) {
        await waitForNextRun(Math.min(maxBackoffMs, intervalMs * 2 ** consecutiveFailures), false);
      } else {
        await waitForNextRun(batch?.claimed === batchSize ? 0 : intervalMs, true);
      }
    }
  })();

  return {
    relayOnce,
    wake() {
      if (wakeRequested) return;
      wakeRequested = true;
      const wait = pendingWait;
      if (!wait?.wakeable) return;
      if (coalesceMs <= 0) wait.done();
      else timers.setTimeout(() => pendingWait === wait && wait.done(), coalesceMs);
    },
    async stop() {
      stopped = true;
      pendingWait?.done();
      await loop;
    },
  };
}
