/**
 * Field telemetry counted in this process's memory and added to Postgres every few seconds, where the
 * counts of every replica meet (docs/deploy.md, "Canary releases"): per minute, remote and version for
 * the Releases screen (rum_minutes), and per page load for the canary judge (rum_page_loads), which
 * counts distinct page-load tokens. Nothing is written per beacon: a flush is two statements.
 */
import { addRumMinutes, addRumPageLoads, type PageLoadFact, type PrismaClient, type RumMinuteCounts, type RumPageLoadRow } from '@alive/db';
import { emptyVitalHistogram } from '@alive/domain';
import type { PageLoadClaims } from '@alive/service-kit';

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
  /** Adds what a page load (its token's claims) reported of a remote's version. */
  pageLoad(claims: PageLoadClaims, remote: string, version: string, fact: PageLoadFact): void;
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

function definedFacts(fact: PageLoadFact): Partial<RumPageLoadRow> {
  return {
    ...(fact.loaded ? { loaded: true } : {}),
    ...(fact.failed ? { failed: true } : {}),
    ...(fact.errored ? { errored: true } : {}),
    ...(fact.lcp !== undefined ? { lcpMs: Math.round(fact.lcp) } : {}),
    ...(fact.inp !== undefined ? { inpMs: Math.round(fact.inp) } : {}),
  };
}

/** A page load's facts only grow: loaded, failed and errored stay true once seen; the latest vital wins (INP grows). */
function mergePageLoad(into: RumPageLoadRow, fact: PageLoadFact | RumPageLoadRow): void {
  const facts = 'page' in fact ? { loaded: fact.loaded, failed: fact.failed, errored: fact.errored, lcp: fact.lcpMs ?? undefined, inp: fact.inpMs ?? undefined } : fact;
  Object.assign(into, definedFacts(facts));
}

export function createRumAggregator(options: RumAggregatorOptions): RumAggregator {
  const maxPending = options.maxPending ?? 10_000;
  let current = new Map<string, { remote: string; version: string; minute: number; counts: RumCounts }>();
  let pageLoads = new Map<string, RumPageLoadRow>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | null = null;
  // Entries beyond maxPending go here instead, so a long database outage cannot grow memory without bound.
  const overflow = emptyCounts();

  async function flushPageLoads(): Promise<void> {
    if (pageLoads.size === 0) return;
    const batch = pageLoads;
    pageLoads = new Map();
    try {
      await addRumPageLoads(options.prisma, [...batch.values()]);
    } catch (error) {
      options.logger?.warn({ err: error, pageLoads: batch.size }, 'page loads not stored yet: kept for the next flush');
      for (const [entryKey, entry] of batch) {
        const kept = pageLoads.get(entryKey);
        if (kept) mergePageLoad(kept, entry);
        else if (pageLoads.size < maxPending) pageLoads.set(entryKey, entry);
      }
    }
  }

  async function flushNow(): Promise<void> {
    await flushPageLoads();
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
    pageLoad(claims, remote, version, fact) {
      const entryKey = `${remote}\u0000${version}\u0000${claims.page}`;
      const entry = pageLoads.get(entryKey);
      if (entry) return mergePageLoad(entry, fact);
      // Past the bound (a long database outage) new page loads are not kept: the judge then has less
      // evidence, never false evidence.
      if (pageLoads.size >= maxPending) return;
      pageLoads.set(entryKey, {
        remote,
        version,
        page: claims.page,
        issuedAt: new Date(claims.issuedAt),
        visitor: claims.visitor,
        address: claims.address,
        bucket: claims.bucket,
        signedIn: claims.signedIn,
        loaded: false,
        failed: false,
        errored: false,
        lcpMs: null,
        inpMs: null,
        ...definedFacts(fact),
      });
    },
    flush() {
      flushing ??= flushNow().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    pending: () => current.size + pageLoads.size,
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
