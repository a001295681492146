import { listenOnPoolOf } from '@alive/db';
import { SessionCache } from './session-cache.ts';

/** The channel the session triggers announce on (libs/db/prisma/migrations/*_session_change_notifications). */
export const SESSION_CHANGES_CHANNEL = 'alive_session_changes';

/** More than the signed-in people one process serves within a TTL; an entry is a few hundred bytes. */
const MAX_ENTRIES = 50_000;

const caches = new WeakMap<object, SessionCache>();

/**
 * The session cache of the database behind `db`, one per client and process, listening for session
 * changes on a connection of its own (closed with the client). Undefined when the client has no pg pool
 * (PGlite, the kit's fakes): there nothing announces changes, so nothing may be cached.
 */
export function sessionCacheOf(db: object, ttlMs: number): SessionCache | undefined {
  if (ttlMs <= 0) return undefined;
  const existing = caches.get(db);
  if (existing) return existing;
  const cache = new SessionCache({ ttlMs, maxEntries: MAX_ENTRIES });
  const listener = listenOnPoolOf(db, {
    channel: SESSION_CHANGES_CHANNEL,
    onNotification: (payload) => cache.applyNotification(payload),
    onState: (state) => cache.setListening(state === 'listening'),
  });
  if (!listener) return undefined;
  caches.set(db, cache);
  return cache;
}

/** Drops a session this process just ended, without waiting for the announcement to come back. */
export function forgetCachedSession(db: object, sessionId: string): void {
  caches.get(db)?.forgetSession(sessionId);
}
