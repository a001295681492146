/**
 * Field telemetry counted per minute, remote and version in this edge's memory, and added to Postgres
 * every few seconds (rum_minutes), where the counts of every edge replica meet and the canary judge reads
 * them (docs/deploy.md, "Canary releases"). Nothing is written per beacon: a flush is one statement.
 */
import { addRumMinutes, type PrismaClient, type RumMinuteCounts } from '@alive/db';
import { emptyVitalHistogram } from '@alive/domain';

export interface RumCounts {
  loads: number;
  failedLoads: number;
  erroredLoads: number;
  errors: number;
  lcp: number[];
  inp: number[];
}

export interface RumAggregator {
  /** The counts of a remote's version in the current minute, to add to. */
  counts(remote: string, version: string, now?: number): RumCounts;
  /** Adds what was counted since the last flush to Postgres; on failure the counts are kept for the next one. */
  flush(): Promise<void>;
  /** Minutes waiting to be flushed (bounded: see `maxPending`). */
  pending(): number;
  start(): void;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

export interface RumAggregatorOptions {
  prisma: PrismaClient;
  flushMs?: number;
  /** Most distinct (remote, version, minute) entries kept while the database is unreachable. */
  maxPending?: number;
  logger?: { warn(details: object, message: string): void };
}

const MINUTE_MS = 60_000;

const emptyCounts = (): RumCounts => ({ loads: 0, failedLoads: 0, erroredLoads: 0, errors: 0, lcp: emptyVitalHistogram(), inp: emptyVitalHistogram() });

function merge(into: RumCounts, from: RumCounts): void {
  into.loads += from.loads;
  into.failedLoads += from.failedLoads;
  into.erroredLoads += from.erroredLoads;
  into.errors += from.errors;
  from.lcp.forEach((count, index) => (into.lcp[index] = (into.lcp[index] ?? 0) + count));
  from.inp.forEach((count, index) => (into.inp[index] = (into.inp[index] ?? 0) + count));
}

export function createRumAggregator(options: RumAggregatorOptions): RumAggregator {
  const maxPending = options.maxPending ?? 10_000;
  let current = new Map<string, { remote: string; version: string; minute: number; counts: RumCounts }>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | null = null;
  // Entries beyond maxPending go here instead, so a long database outage cannot grow memory without bound.
  const overflow = emptyCounts();

  async function flushNow(): Promise<void> {
    if (current.size === 0) return;
    const batch = current;
    current = new Map();
    const rows: RumMinuteCounts[] = [...batch.values()].map(({ remote, version, minute, counts }) => ({
      remote,
      version,
      minute: new Date(minute),
      ...counts,
    }));
    try {
      await addRumMinutes(options.prisma, rows);
    } catch (error) {
      options.logger?.warn({ err: error, entries: rows.length }, 'field telemetry not stored yet: kept for the next flush');
      for (const [entryKey, entry] of batch) {
        const kept = current.get(entryKey);
        if (kept) merge(kept.counts, entry.counts);
        else current.set(entryKey, entry);
      }
    }
  }

  return {
    counts(remote, version, now = Date.now()) {
      const minute = now - (now % MINUTE_MS);
      const entryKey = `${remote}\u0000${version}\u0000${minute}`;
      let entry = current.get(entryKey);
      if (!entry) {
        if (current.size >= maxPending) return overflow;
        entry = { remote, version, minute, counts: emptyCounts() };
        current.set(entryKey, entry);
      }
      return entry.counts;
    },
    flush() {
      flushing ??= flushNow().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    pending: () => current.size,
    start() {
      timer = setInterval(() => void this.flush(), options.flushMs ?? 5000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await flushing;
      await this.flush();
    },
  };
}
