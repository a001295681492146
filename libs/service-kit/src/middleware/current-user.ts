import type { Middleware } from 'koa';
import { queryRows } from '@alive/db';
import type { SessionUser } from '../koa-context.ts';
import { isSessionId, SESSION_DELETE, SESSION_USER_QUERY, type SessionDatabase, type SessionLifetimes } from '../session-records.ts';

/** The slice of Prisma the kit needs; any PrismaClient from @alive/db satisfies it. */
export type UserLookup = SessionDatabase;

export { SESSION_USER_QUERY };

/** What a session cookie said about who was signed in, in this format (`sid`) or older ones. */
const SIGNED_IN_FIELDS = ['sid', 'userId', 'signedInAt'] as const;

/** The session's own data, without koa-session's bookkeeping (`isNew`, `_expire`, ...). */
const sessionData = (session: object) => Object.keys(session).filter((key) => key !== 'isNew' && !key.startsWith('_'));

/**
 * Loads `ctx.state.user` through the session record named by the cookie's `sid` (one statement, see
 * SESSION_USER_QUERY). A cookie whose record is missing, past its absolute lifetime or idle too long,
 * or a cookie of the old `{ userId }` shape, is treated as signed out: an ended record is deleted and
 * the cookie cleared. The cookie alone is never trusted.
 */
export function currentUser(opts: { prisma: UserLookup; lifetimes: SessionLifetimes }): Middleware {
  const { sessionAbsoluteLifetimeMs, sessionIdleTimeoutMs } = opts.lifetimes;
  return async function currentUserMiddleware(ctx, next) {
    const session = ctx.session;
    const sid = session?.sid;
    let ended = false;
    if (isSessionId(sid)) {
      // Every signed-in request runs it: straight on the pg pool when there is one (queryRows).
      const [user] = await queryRows<SessionUser>(opts.prisma, SESSION_USER_QUERY, [sid, sessionAbsoluteLifetimeMs, sessionIdleTimeoutMs]);
      if (user) ctx.state.user = user;
      else {
        ended = true;
        // Only reached for ended sessions (rare); keeps expired rows from outliving their cookies.
        await opts.prisma.$queryRawUnsafe(SESSION_DELETE, sid);
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
