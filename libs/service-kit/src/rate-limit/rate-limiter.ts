import type { RateLimitTable } from '@alive/db';
import createError, { type HttpError } from 'http-errors';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterPostgresStore, type RateLimitDatabase } from './postgres-store.ts';

export interface RateLimitSetting {
  /** How many points (requests, failed attempts) a key may use per window. */
  points: number;
  /** Length of the fixed window, from the key's first point. */
  durationSeconds: number;
}

export interface CreateRateLimiterOptions extends RateLimitSetting {
  /** Names the limiter; its rows are keyed `<name>:<key>`, so limiters never share counts. */
  name: string;
  /**
   * The service's Prisma client and its own counters table (`<service>_rate_limits`, which only that
   * service writes, docs/data-ownership.md): counts live there, shared by every replica. Without them
   * the limiter counts in this process's memory (only for a process that has no database, e.g. a
   * standalone local identity provider).
   */
  database?: { client: RateLimitDatabase; table: RateLimitTable };
  /** The 429 message; gets the wait, e.g. "in 2 minutes". */
  message?: (wait: string) => string;
  /** Where a failed sweep of old rows is reported. */
  onSweepError?: (error: unknown) => void;
}

/** Where a key stands in its current window. */
export interface RateLimitState {
  consumedPoints: number;
  remainingPoints: number;
  /** Until the window ends (ms). */
  msBeforeNext: number;
}

export interface RateLimiter extends RateLimitSetting {
  readonly name: string;
  /**
   * Counts `points` (default 1) for `key`. Over the limit it throws a 429 HttpError with `Retry-After`
   * (seconds) and a `{ message }` body through the error handler; the caller then does nothing else.
   */
  consume(key: string, points?: number): Promise<RateLimitState>;
  /** Gives points back, e.g. when a counted attempt turned out to succeed. */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets the key's window (e.g. the account signed in). */
  reset(key: string): Promise<void>;
  /** The key's current window without counting; null when it has none. */
  peek(key: string): Promise<RateLimitState | null>;
  /** Puts the key over its limit for `seconds` from now (a delay after repeated failures). */
  block(key: string, seconds: number): Promise<void>;
}

/** A 429 error as the limiters throw it; `retryAfterSeconds` is also in the `Retry-After` header. */
export type TooManyRequestsError = HttpError<429> & { retryAfterSeconds: number };

/** A wait of whole seconds in words: `1 second`, `40 seconds`, `2 minutes`. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const defaultMessage = (wait: string) => `Too many requests; please try again in ${wait}.`;

export function tooManyRequests(msBeforeNext: number, message: (wait: string) => string = defaultMessage): TooManyRequestsError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return createError(429, message(describeWait(retryAfterSeconds)), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
    retryAfterSeconds,
  }) as TooManyRequestsError;
}

export function isTooManyRequests(error: unknown): error is TooManyRequestsError {
  return createError.isHttpError(error) && error.status === 429 && typeof (error as { retryAfterSeconds?: unknown }).retryAfterSeconds === 'number';
}

function stateOf(res: RateLimiterRes): RateLimitState {
  return { consumedPoints: res.consumedPoints, remainingPoints: res.remainingPoints, msBeforeNext: res.msBeforeNext };
}

/**
 * A fixed-window limiter (rate-limiter-flexible) whose counts live in its service's `<service>_rate_limits` table:
 * one atomic statement per consume, so replicas share a key's count and concurrent requests are each
 * counted once. Once a key is over, this replica refuses it from memory until its window ends, so a
 * flood costs no database work; if the database fails, counting falls back to memory rather than
 * failing the request. See docs/architecture.md ("Rate limits").
 */
export function createRateLimiter(options: CreateRateLimiterOptions): RateLimiter {
  const { name, points, durationSeconds } = options;
  if (!Number.isInteger(points) || points < 1) throw new Error(`rate limiter ${name}: points must be a positive whole number`);
  if (!(durationSeconds > 0)) throw new Error(`rate limiter ${name}: durationSeconds must be positive`);
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
  const store: RateLimiterAbstract = options.database
    ? new RateLimiterPostgresStore({
        database: options.database.client,
        table: options.database.table,
        keyPrefix: name,
        points,
        durationSeconds,
        inMemoryBlockOnConsumed: points + 1,
        insuranceLimiter: memory,
        onSweepError: options.onSweepError,
      })
    : memory;

  return {
    name,
    points,
    durationSeconds,
    async consume(key, count = 1) {
      try {
        return stateOf(await store.consume(key, count));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext, options.message);
        throw rejection;
      }
    },
    async reward(key, count = 1) {
      await store.reward(key, count);
    },
    async reset(key) {
      await store.delete(key);
    },
    async peek(key) {
      const res = await store.get(key);
      return res ? stateOf(res) : null;
    },
    async block(key, seconds) {
      await store.block(key, seconds);
    },
  };
}
