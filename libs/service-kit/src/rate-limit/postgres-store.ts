import type { RateLimitTable } from '@alive/db';
import { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';

/** The part of a PrismaClient the limiter uses; works on Postgres and on PGlite through the driver adapter. */
export interface RateLimitDatabase {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
}

interface CounterRow {
  points: number;
  ms_before_next: number;
}

/**
 * The statements on one service's counters table (`<service>_rate_limits`: each service writes only its
 * own, docs/data-ownership.md). The table name comes from the RateLimitTable type, never from input.
 */
function statementsOn(table: RateLimitTable) {
  if (!/^[a-z]+_rate_limits$/.test(table)) throw new Error(`not a rate-limit table: ${table}`);
  return {
    /**
     * One statement per consume: a new key starts a window, a key inside its window is incremented, an
     * expired key starts a new window in place. The window is measured on the database's clock, so replicas
     * with drifting clocks still agree (docs/decisions.md, "Rate limits").
     */
    consume: `
INSERT INTO ${table} (key, points, expires_at)
VALUES ($1, $2::int, now() + $3::float8 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  points = CASE WHEN ${table}.expires_at <= now() THEN EXCLUDED.points ELSE ${table}.points + EXCLUDED.points END,
  expires_at = CASE WHEN ${table}.expires_at <= now() THEN EXCLUDED.expires_at ELSE ${table}.expires_at END
RETURNING points, GREATEST(0, EXTRACT(EPOCH FROM (expires_at - now())) * 1000)::float8 AS ms_before_next`,
    /** `block`/`set`: overwrite points and window. */
    force: `
INSERT INTO ${table} (key, points, expires_at)
VALUES ($1, $2::int, now() + $3::float8 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET points = EXCLUDED.points, expires_at = EXCLUDED.expires_at
RETURNING points, GREATEST(0, EXTRACT(EPOCH FROM (expires_at - now())) * 1000)::float8 AS ms_before_next`,
    get: `
SELECT points, GREATEST(0, EXTRACT(EPOCH FROM (expires_at - now())) * 1000)::float8 AS ms_before_next
FROM ${table} WHERE key = $1 AND expires_at > now()`,
    /** Bounded so one sweep is always a short statement on the `expires_at` index. */
    sweep: `
DELETE FROM ${table} WHERE key IN (
  SELECT key FROM ${table} WHERE expires_at < now() - interval '1 minute' LIMIT 1000
)`,
    delete: `DELETE FROM ${table} WHERE key = $1`,
  };
}

/** A window that never ends (rate-limiter-flexible's duration 0) is stored as a far-away expiry. */
const FOREVER_MS = 100 * 365 * 24 * 60 * 60 * 1000;

export interface PostgresStoreOptions {
  database: RateLimitDatabase;
  /** The service's own counters table. */
  table: RateLimitTable;
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** Consumes on this replica that are refused without asking the database, until the window ends. */
  inMemoryBlockOnConsumed?: number;
  /** Used when the database fails, so a database hiccup degrades to per-replica counting. */
  insuranceLimiter?: ConstructorParameters<typeof RateLimiterStoreAbstract>[0]['insuranceLimiter'];
  /** How often (at most) a consume also deletes long-expired rows. Default 5 minutes. */
  sweepIntervalMs?: number;
  /** Where a failed sweep is reported (it never fails a request). */
  onSweepError?: (error: unknown) => void;
}

/**
 * rate-limiter-flexible's store contract on the service's `<service>_rate_limits` table, through the
 * service's own Prisma client (raw SQL), so it works on Postgres and on the embedded PGlite alike.
 */
export class RateLimiterPostgresStore extends RateLimiterStoreAbstract {
  private readonly database: RateLimitDatabase;
  private readonly sql: ReturnType<typeof statementsOn>;
  private readonly sweepIntervalMs: number;
  private readonly onSweepError: (error: unknown) => void;
  private lastSweepAt = 0;

  constructor(options: PostgresStoreOptions) {
    super({
      storeClient: options.database,
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.durationSeconds,
      inMemoryBlockOnConsumed: options.inMemoryBlockOnConsumed,
      insuranceLimiter: options.insuranceLimiter,
    });
    this.database = options.database;
    this.sql = statementsOn(options.table);
    this.sweepIntervalMs = options.sweepIntervalMs ?? 5 * 60_000;
    this.onSweepError = options.onSweepError ?? (() => undefined);
  }

  /** Deletes rows whose window ended more than a minute ago (at most 1000 per call); returns how many. */
  async sweepExpired(): Promise<number> {
    return this.database.$executeRawUnsafe(this.sql.sweep);
  }

  private maybeSweep(): void {
    const now = Date.now();
    if (now - this.lastSweepAt < this.sweepIntervalMs) return;
    this.lastSweepAt = now;
    this.sweepExpired().then(undefined, this.onSweepError);
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, row: CounterRow): RateLimiterRes {
    const consumed = Number(row.points);
    return new RateLimiterRes(
      Math.max(this.points - consumed, 0),
      Math.ceil(Number(row.ms_before_next)),
      consumed,
      consumed === changedPoints,
    );
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<CounterRow> {
    const duration = msDuration > 0 ? msDuration : FOREVER_MS;
    const rows = await this.database.$queryRawUnsafe<CounterRow[]>(forceExpire ? this.sql.force : this.sql.consume, rlKey, points, duration);
    this.maybeSweep();
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    return row;
  }

  async _get(rlKey: string): Promise<CounterRow | null> {
    const rows = await this.database.$queryRawUnsafe<CounterRow[]>(this.sql.get, rlKey);
    return rows[0] ?? null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    return (await this.database.$executeRawUnsafe(this.sql.delete, rlKey)) > 0;
  }
}
