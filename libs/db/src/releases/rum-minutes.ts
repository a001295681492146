/**
 * Field telemetry per minute, remote and version (table rum_minutes): every edge replica adds the counts
 * it ingested, so a row holds the sum over all of them, and the canary judge reads one truth
 * (docs/deploy.md, "Canary releases").
 */
import { addHistograms, type ReleaseCounts } from '@alive/domain';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';

export interface RumMinuteCounts {
  remote: string;
  version: string;
  /** The minute's start. */
  minute: Date;
  loads: number;
  failedLoads: number;
  erroredLoads: number;
  errors: number;
  /** Counts per bucket of VITAL_BUCKETS_MS (libs/domain). */
  lcp: readonly number[];
  inp: readonly number[];
}

type Db = PrismaClient | Prisma.TransactionClient;

/** Adds one flush of counts, bucket arrays element-wise, in one statement. */
export async function addRumMinutes(prisma: Db, rows: readonly RumMinuteCounts[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    (row) =>
      Prisma.sql`(${row.remote}, ${row.version}, ${row.minute}::timestamptz, ${row.loads}::int, ${row.failedLoads}::int, ${row.erroredLoads}::int, ${row.errors}::int, ${[...row.lcp]}::int[], ${[...row.inp]}::int[])`,
  );
  await prisma.$executeRaw`
    INSERT INTO rum_minutes (remote, version, minute, loads, failed_loads, errored_loads, errors, lcp_buckets, inp_buckets)
    VALUES ${Prisma.join(values)}
    ON CONFLICT (remote, version, minute) DO UPDATE SET
      loads = rum_minutes.loads + EXCLUDED.loads,
      failed_loads = rum_minutes.failed_loads + EXCLUDED.failed_loads,
      errored_loads = rum_minutes.errored_loads + EXCLUDED.errored_loads,
      errors = rum_minutes.errors + EXCLUDED.errors,
      lcp_buckets = (SELECT coalesce(array_agg(coalesce(a, 0) + coalesce(b, 0) ORDER BY i), '{}')
                     FROM unnest(rum_minutes.lcp_buckets, EXCLUDED.lcp_buckets) WITH ORDINALITY AS t(a, b, i)),
      inp_buckets = (SELECT coalesce(array_agg(coalesce(a, 0) + coalesce(b, 0) ORDER BY i), '{}')
                     FROM unnest(rum_minutes.inp_buckets, EXCLUDED.inp_buckets) WITH ORDINALITY AS t(a, b, i))`;
}

interface MinuteRow {
  remote: string;
  version: string;
  minute: Date;
  loads: number;
  failed_loads: number;
  errored_loads: number;
  errors: number;
  lcp_buckets: number[] | null;
  inp_buckets: number[] | null;
}

const toCounts = (row: MinuteRow): RumMinuteCounts => ({
  remote: row.remote,
  version: row.version,
  minute: row.minute,
  loads: row.loads,
  failedLoads: row.failed_loads,
  erroredLoads: row.errored_loads,
  errors: row.errors,
  lcp: row.lcp_buckets ?? [],
  inp: row.inp_buckets ?? [],
});

/** A remote's minutes since `since` (every version), oldest first. */
export async function readRumMinutes(prisma: Db, remote: string, since: Date): Promise<RumMinuteCounts[]> {
  const rows = await prisma.$queryRaw<MinuteRow[]>`
    SELECT remote, version, minute, loads, failed_loads, errored_loads, errors, lcp_buckets, inp_buckets
    FROM rum_minutes WHERE remote = ${remote} AND minute >= date_trunc('minute', ${since}::timestamptz)
    ORDER BY minute, version`;
  return rows.map(toCounts);
}

export const emptyReleaseCounts = (): ReleaseCounts => ({ loads: 0, erroredLoads: 0, failedLoads: 0, lcp: [], inp: [] });

/** The sum of minutes, per version. */
export function sumRumMinutes(minutes: readonly RumMinuteCounts[]): Map<string, ReleaseCounts> {
  const totals = new Map<string, ReleaseCounts>();
  for (const minute of minutes) {
    const total = totals.get(minute.version) ?? emptyReleaseCounts();
    totals.set(minute.version, {
      loads: total.loads + minute.loads,
      erroredLoads: total.erroredLoads + minute.erroredLoads,
      failedLoads: total.failedLoads + minute.failedLoads,
      lcp: addHistograms(total.lcp, minute.lcp),
      inp: addHistograms(total.inp, minute.inp),
    });
  }
  return totals;
}

/** Forgets minutes older than `before` (the edge prunes what no judgement or screen reads any more). */
export async function pruneRumMinutes(prisma: Db, before: Date): Promise<number> {
  return prisma.$executeRaw`DELETE FROM rum_minutes WHERE minute < ${before}`;
}
