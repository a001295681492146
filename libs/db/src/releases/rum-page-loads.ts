/**
 * Field telemetry per page load (table rum_page_loads): one row per page-load token and remote version,
 * so the canary judge counts page loads by distinct valid token, however often a token reports, and caps
 * what one visitor or one client address contributes (docs/deploy.md, "Only real page loads report").
 * Its window starts at the exact instant of the release change (`issued_at >= since`), so a new share or
 * a re-raise is judged on page loads served after it, never on an older minute's counts.
 */
import { VITAL_BUCKETS_MS, type ReleaseCounts } from '@alive/domain';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** What a page load reported of one remote version (the edge's ingest). */
export interface PageLoadFact {
  loaded?: boolean;
  failed?: boolean;
  errored?: boolean;
  lcp?: number;
  inp?: number;
}

export interface RumPageLoadRow {
  remote: string;
  version: string;
  page: string;
  issuedAt: Date;
  visitor: string;
  address: string;
  bucket: number;
  signedIn: boolean;
  loaded: boolean;
  failed: boolean;
  errored: boolean;
  lcpMs: number | null;
  inpMs: number | null;
}

/** Adds one flush of page loads in one statement; a page load already stored only gains facts. */
export async function addRumPageLoads(prisma: Db, rows: readonly RumPageLoadRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    (row) =>
      Prisma.sql`(${row.remote}, ${row.version}, ${row.page}, ${row.issuedAt}::timestamptz, ${row.visitor}, ${row.address}, ${row.bucket}::int, ${row.signedIn}, ${row.loaded}, ${row.failed}, ${row.errored}, ${row.lcpMs}::int, ${row.inpMs}::int)`,
  );
  await prisma.$executeRaw`
    INSERT INTO rum_page_loads (remote, version, page, issued_at, visitor, address, bucket, signed_in, loaded, failed, errored, lcp_ms, inp_ms)
    VALUES ${Prisma.join(values)}
    ON CONFLICT (remote, version, page) DO UPDATE SET
      loaded = rum_page_loads.loaded OR EXCLUDED.loaded,
      failed = rum_page_loads.failed OR EXCLUDED.failed,
      errored = rum_page_loads.errored OR EXCLUDED.errored,
      lcp_ms = coalesce(EXCLUDED.lcp_ms, rum_page_loads.lcp_ms),
      inp_ms = coalesce(EXCLUDED.inp_ms, rum_page_loads.inp_ms)`;
}

export interface JudgedCountsQuery {
  remote: string;
  versions: readonly string[];
  /** The judging window's start: page loads issued before it are not counted. */
  since: Date;
  /** Its end (exclusive), when it is not now. */
  until?: Date;
  /** Most page loads one visitor (cookie) counts for, per version. */
  perVisitor: number;
  /** Most page loads one client address counts for, per version. */
  perAddress: number;
}

interface TotalsRow {
  version: string;
  loads: number;
  failed: number;
  errored: number;
}

interface BucketRow {
  version: string;
  vital: 'lcp' | 'inp';
  bucket: number;
  samples: number;
}

/**
 * The counts the judge reads, per version: page loads (distinct tokens that reported a load) since the
 * window's start, each visitor's and each address's first `perVisitor`/`perAddress` only.
 */
export async function readJudgedCounts(prisma: Db, query: JudgedCountsQuery): Promise<Map<string, ReleaseCounts>> {
  const capped = Prisma.sql`
    SELECT version, failed, errored, lcp_ms, inp_ms FROM (
      SELECT version, failed, errored, lcp_ms, inp_ms,
        row_number() OVER (PARTITION BY version, visitor ORDER BY issued_at, page) AS nth_of_visitor,
        row_number() OVER (PARTITION BY version, address ORDER BY issued_at, page) AS nth_of_address
      FROM rum_page_loads
      WHERE remote = ${query.remote} AND version = ANY(${[...query.versions]}::text[]) AND issued_at >= ${query.since}::timestamptz
        AND (${query.until ?? null}::timestamptz IS NULL OR issued_at < ${query.until ?? null}::timestamptz) AND loaded
    ) AS windowed
    WHERE nth_of_visitor <= ${query.perVisitor} AND nth_of_address <= ${query.perAddress}`;
  // A sample of ms lands in the first bucket whose bound is >= ms (libs/domain vitalBucketIndex);
  // width_bucket counts the bounds <= its operand, so whole milliseconds ask it about ms - 1.
  const bounds = [...VITAL_BUCKETS_MS];
  const [totals, buckets] = await Promise.all([
    prisma.$queryRaw<TotalsRow[]>`
      SELECT version, count(*)::int AS loads, (count(*) FILTER (WHERE failed))::int AS failed, (count(*) FILTER (WHERE errored))::int AS errored
      FROM (${capped}) AS c GROUP BY version`,
    prisma.$queryRaw<BucketRow[]>`
      SELECT version, 'lcp' AS vital, width_bucket(lcp_ms - 1, ${bounds}::int[]) AS bucket, count(*)::int AS samples
      FROM (${capped}) AS c WHERE lcp_ms IS NOT NULL GROUP BY version, 3
      UNION ALL
      SELECT version, 'inp' AS vital, width_bucket(inp_ms - 1, ${bounds}::int[]) AS bucket, count(*)::int AS samples
      FROM (${capped}) AS c WHERE inp_ms IS NOT NULL GROUP BY version, 3`,
  ]);
  const result = new Map<string, ReleaseCounts>();
  const histogram = () => new Array<number>(VITAL_BUCKETS_MS.length + 1).fill(0);
  for (const row of totals) result.set(row.version, { loads: row.loads, failedLoads: row.failed, erroredLoads: row.errored, lcp: histogram(), inp: histogram() });
  for (const row of buckets) {
    const counts = result.get(row.version);
    if (counts) (counts[row.vital] as number[])[row.bucket] = row.samples;
  }
  return result;
}

/** Forgets page loads issued before `before` (no judging window reaches back that far). */
export async function pruneRumPageLoads(prisma: Db, before: Date): Promise<number> {
  return prisma.$executeRaw`DELETE FROM rum_page_loads WHERE issued_at < ${before}`;
}
