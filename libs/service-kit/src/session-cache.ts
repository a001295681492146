import type { SessionUser } from './koa-context.ts';

/**
 * Who each live session belongs to, kept in memory for a few seconds so a signed-in request does not
 * ask Postgres every time (docs/architecture.md "Sessions"; two of the choice loop's five statements
 * were the session lookup, docs/performance.md).
 *
 * Correct revocation is the point. The database announces every change that could end a session or
 * change its user (a trigger per table, channel `alive_session_changes`); `forget*` drops what it names.
 * The cache serves nothing unless its listener is in place (`setListening`): while the connection is down
 * a notification could be missed, so every request asks Postgres, and reconnecting starts from empty.
 * A lookup that was in flight while anything was forgotten is not kept (`generation`): its answer may
 * predate the change. An entry also never outlives the session's own absolute lifetime or idle timeout,
 * nor `ttlMs`, so `last_seen_at` is still touched by a real lookup at least that often.
 */

export interface CachedSession {
  user: SessionUser;
  /** Epoch ms after which the entry must not be used. */
  usableUntil: number;
}

export interface SessionRecordTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private listening = false;
  private forgotten = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      /** Bounds memory: past it the oldest entries go first. */
      maxEntries: number;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The user of a live cached session, or undefined (not cached, expired, or not listening). */
  get(sessionId: string): SessionUser | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.usableUntil <= this.now()) {
      this.remove(sessionId, entry.user.id);
      return undefined;
    }
    return entry.user;
  }

  /** Taken before a lookup and given back to `remember`: what was forgotten since makes the answer stale. */
  generation(): number {
    return this.forgotten;
  }

  /** Keeps a lookup's answer, unless something was forgotten while it was in flight. */
  remember(sessionId: string, user: SessionUser, times: SessionRecordTimes, lifetimes: { absoluteMs: number; idleMs: number }, generation: number): void {
    if (!this.listening || generation !== this.forgotten || this.options.ttlMs <= 0) return;
    const now = this.now();
    const usableUntil = Math.min(now + this.options.ttlMs, times.createdAt.getTime() + lifetimes.absoluteMs, times.lastSeenAt.getTime() + lifetimes.idleMs);
    if (usableUntil <= now) return;
    const previous = this.entries.get(sessionId);
    if (previous) this.remove(sessionId, previous.user.id);
    while (this.entries.size >= this.options.maxEntries) {
      const [oldestId, oldest] = this.entries.entries().next().value as [string, CachedSession];
      this.remove(oldestId, oldest.user.id);
    }
    // One object serves many requests: frozen, so no request can change what the next one sees.
    this.entries.set(sessionId, { user: Object.freeze(user), usableUntil });
    const sessions = this.sessionsOfUser.get(user.id) ?? new Set<string>();
    sessions.add(sessionId);
    this.sessionsOfUser.set(user.id, sessions);
  }

  forgetSession(sessionId: string): void {
    this.forgotten += 1;
    const entry = this.entries.get(sessionId);
    if (entry) this.remove(sessionId, entry.user.id);
  }

  forgetUser(userId: string): void {
    this.forgotten += 1;
    for (const sessionId of this.sessionsOfUser.get(userId) ?? []) this.entries.delete(sessionId);
    this.sessionsOfUser.delete(userId);
  }

  forgetAll(): void {
    this.forgotten += 1;
    this.entries.clear();
    this.sessionsOfUser.clear();
  }

  /** A payload of the `alive_session_changes` channel: `s:<session id>`, `u:<user id>` or `*`. */
  applyNotification(payload: string): void {
    if (payload.startsWith('s:')) this.forgetSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.forgetUser(payload.slice(2));
    else this.forgetAll(); // `*`, or anything not understood: forgetting too much is always safe
  }

  /** Whether notifications are arriving; either way the cache starts from empty. */
  setListening(listening: boolean): void {
    this.forgetAll();
    this.listening = listening;
  }

  private remove(sessionId: string, userId: string): void {
    this.entries.delete(sessionId);
    const sessions = this.sessionsOfUser.get(userId);
    sessions?.delete(sessionId);
    if (sessions && sessions.size === 0) this.sessionsOfUser.delete(userId);
  }
}
