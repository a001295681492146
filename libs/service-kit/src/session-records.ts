import { randomBytes } from 'node:crypto';
import { PREPARED_STATEMENT_MARKER } from '@alive/db';
import { forgetCachedSession } from './session-cache-registry.ts';

/**
 * Server-side session records (table `sessions`, docs/architecture.md "Sessions"). The signed cookie
 * carries only the record's id; the record decides whether the session still lives, so logout, the
 * absolute lifetime and the idle timeout end a session everywhere, whatever copies of the cookie exist.
 */

/** The slice of Prisma the kit needs; any PrismaClient from @alive/db satisfies it. */
export interface SessionDatabase {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
}

/** How long a session lives at most, and how long it may sit unused. */
export interface SessionLifetimes {
  sessionAbsoluteLifetimeMs: number;
  sessionIdleTimeoutMs: number;
}

/**
 * `last_seen_at` is written at most once per this interval per session: the idle timeout is measured in
 * days, so minute precision is plenty, and a write per request would turn every read into a write
 * (docs/decisions.md "Server-side sessions").
 */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

/** 256 random bits, base64url: unguessable, so the id itself is the bearer secret behind the signature. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Plausible session id (what newSessionId makes); anything else is not looked up. */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value);
}

// One raw, parameterised statement: this runs on every signed-in request, and a model query costs
// about 170 µs more CPU per call than a raw one (measured with tools/bench/choice-loop.mjs); it is
// prepared once per connection (libs/db/src/prepared-statements.ts) and sent straight through pg
// (queryRows, docs/performance.md "Where the service's CPU goes"). It finds the live session ($1 id;
// $2 absolute lifetime and $3 idle timeout in ms), refreshes last_seen_at only when it is older than
// the touch interval (so almost every request only reads), and returns the session's user with the
// session's times (how long the session cache may keep the answer, session-cache.ts). Only auth writes
// `sessions`, so the statement is the function `alive_session_user` (migration
// 20261128111732_one_writer_per_table), which runs as auth's role; every other service may only call it
// (docs/data-ownership.md). tools/bench/choice-loop.pgbench.sql mirrors it.
export const SESSION_USER_QUERY = `${PREPARED_STATEMENT_MARKER}
SELECT id, email, "firstName", "lastName", "profileImageUrl", "isAdmin", "sessionCreatedAt", "sessionLastSeenAt"
  FROM alive_session_user($1, $2::float8, $3::float8, ${SESSION_TOUCH_INTERVAL_SECONDS * 1000})`;

export const SESSION_INSERT = 'INSERT INTO sessions (id, user_id) VALUES ($1, $2) RETURNING id';

export const SESSION_DELETE = 'DELETE FROM sessions WHERE id = $1 RETURNING id';

/**
 * Deletes the session $1 if it has ended ($2, $3 as in SESSION_USER_QUERY): what every service does with
 * the record of a cookie it signs out. Through auth's function, like the lookup (docs/data-ownership.md).
 */
export const SESSION_DELETE_ENDED = 'SELECT alive_delete_ended_session($1, $2::float8, $3::float8) AS deleted';

/** A user's sessions that can no longer be used ($2, $3 as in SESSION_USER_QUERY); swept at each sign-in. */
export const SESSION_DELETE_ENDED_FOR_USER = `DELETE FROM sessions WHERE user_id = $1
  AND (created_at <= now() - $2::float8 * interval '1 millisecond'
       OR last_seen_at <= now() - $3::float8 * interval '1 millisecond') RETURNING id`;

/** Starts a session for a signed-in user and returns its id (what the cookie carries). */
export async function createSessionRecord(db: SessionDatabase, userId: string, sessionId: string = newSessionId()): Promise<string> {
  await db.$queryRawUnsafe(SESSION_INSERT, sessionId, userId);
  return sessionId;
}

/** Ends a session everywhere (logout). True when there was one. */
export async function deleteSessionRecord(db: SessionDatabase, sessionId: string): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<unknown[]>(SESSION_DELETE, sessionId);
  // Every process hears of it from the database (session-cache.ts); this one need not wait for that.
  forgetCachedSession(db, sessionId);
  return rows.length > 0;
}

/** Removes the user's expired and idle sessions, so rows do not pile up for people who never log out. */
export async function deleteEndedSessionsOf(db: SessionDatabase, userId: string, lifetimes: SessionLifetimes): Promise<number> {
  const rows = await db.$queryRawUnsafe<unknown[]>(
    SESSION_DELETE_ENDED_FOR_USER,
    userId,
    lifetimes.sessionAbsoluteLifetimeMs,
    lifetimes.sessionIdleTimeoutMs,
  );
  return rows.length;
}
