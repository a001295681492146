import type { Middleware } from 'koa';
import { queryRows } from '@alive/db';
import type { SessionUser } from '../koa-context.ts';
import { isSessionId, SESSION_DELETE_ENDED, SESSION_USER_QUERY, type SessionDatabase, type SessionLifetimes } from '../session-records.ts';
import { sessionCacheOf } from '../session-cache-registry.ts';
import type { SessionCache } from '../session-cache.ts';

/** The slice of Prisma the kit needs; any PrismaClient from @alive/db satisfies it. */
export type UserLookup = SessionDatabase;

export { SESSION_USER_QUERY };

/** A row of SESSION_USER_QUERY: the user, and the session's times the cache needs. */
type SessionUserRow = SessionUser & { sessionCreatedAt?: Date; sessionLastSeenAt?: Date };

/** What a session cookie said about who was signed in, in this format (`sid`) or older ones. */
const SIGNED_IN_FIELDS = ['sid', 'userId', 'signedInAt'] as const;

/** The session's own data, without koa-session's bookkeeping (`isNew`, `_expire`, ...). */
const sessionData = (session: object) => Object.keys(session).filter((key) => key !== 'isNew' && !key.startsWith('_'));

/**
 * Loads `ctx.state.user` through the session record named by the cookie's `sid` (one statement, see
 * SESSION_USER_QUERY). A cookie whose record is missing, past its absolute lifetime or idle too long,
 * or a cookie of the old `{ userId }` shape, is treated as signed out: an ended record is deleted and
 * the cookie cleared. The cookie alone is never trusted. With `sessionCacheMs`, answers are kept that long
 * at most and dropped the moment the database announces a change (session-cache.ts).
 */
export function currentUser(opts: { prisma: UserLookup; lifetimes: SessionLifetimes & { sessionCacheMs?: number } }): Middleware {
  const { sessionAbsoluteLifetimeMs, sessionIdleTimeoutMs, sessionCacheMs = 0 } = opts.lifetimes;
  const lifetimes = { absoluteMs: sessionAbsoluteLifetimeMs, idleMs: sessionIdleTimeoutMs };
  // Made on the first signed-in request, so an app that never sees one opens no listening connection.
  let cache: SessionCache | undefined | null = null;

  async function lookUp(sid: string): Promise<SessionUser | undefined> {
    if (cache === null) cache = sessionCacheOf(opts.prisma, sessionCacheMs);
    const cached = cache?.get(sid);
    if (cached) return cached;
    const generation = cache?.generation() ?? 0;
    // Straight on the pg pool when there is one (queryRows).
    const [row] = await queryRows<SessionUserRow>(opts.prisma, SESSION_USER_QUERY, [sid, sessionAbsoluteLifetimeMs, sessionIdleTimeoutMs]);
    if (!row) return undefined;
    const { sessionCreatedAt, sessionLastSeenAt, ...user } = row;
    if (cache && sessionCreatedAt && sessionLastSeenAt) {
      cache.remember(sid, user, { createdAt: sessionCreatedAt, lastSeenAt: sessionLastSeenAt }, lifetimes, generation);
    }
    return user;
  }

  return async function currentUserMiddleware(ctx, next) {
    const session = ctx.session;
    const sid = session?.sid;
    let ended = false;
    if (isSessionId(sid)) {
      const user = await lookUp(sid);
      if (user) ctx.state.user = user;
      else {
        ended = true;
        // Only reached for ended sessions (rare); keeps expired rows from outliving their cookies.
        await opts.prisma.$queryRawUnsafe(SESSION_DELETE_ENDED, sid, sessionAbsoluteLifetimeMs, sessionIdleTimeoutMs);
      }
    } else if (session && SIGNED_IN_FIELDS.some((field) => field in session)) {
      ended = true; // a cookie from before server-side sessions (`{ userId }`) or with a malformed sid
    }
    if (!ended || !session) return next();

    // Forget who was signed in but keep the session usable for this request: signing in again may
    // start right here (grant keeps its state in the session).
    for (const field of SIGNED_IN_FIELDS) delete (session as unknown as Record<string, unknown>)[field];
    try {
      await next();
    } finally {
      // Nothing else went into the session: remove the cookie rather than rewrite it empty.
      if (ctx.session && sessionData(ctx.session).length === 0) ctx.session = null;
    }
  };
}
