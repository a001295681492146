import type { Middleware } from 'koa';
import type { SessionUser } from '../koa-context.ts';
import { isSessionId, SESSION_DELETE, SESSION_USER_QUERY, type SessionDatabase, type SessionLifetimes } from '../session-records.ts';

/** The slice of Prisma the kit needs; any PrismaClient from @alive/db satisfies it. */
export type UserLookup = SessionDatabase;

export { SESSION_USER_QUERY };

/**
 * Loads `ctx.state.user` through the session record named by the cookie's `sid` (one statement, see
 * SESSION_USER_QUERY). A cookie whose record is missing, past its absolute lifetime or idle too long,
 * or a cookie of the old `{ userId }` shape, is treated as signed out: the cookie is cleared and an
 * ended record is deleted. The cookie alone is never trusted.
 */
export function currentUser(opts: { prisma: UserLookup; lifetimes: SessionLifetimes }): Middleware {
  const { sessionAbsoluteLifetimeMs, sessionIdleTimeoutMs } = opts.lifetimes;
  return async function currentUserMiddleware(ctx, next) {
    const session = ctx.session;
    const sid = session?.sid;
    if (isSessionId(sid)) {
      const [user] = await opts.prisma.$queryRawUnsafe<SessionUser[]>(SESSION_USER_QUERY, sid, sessionAbsoluteLifetimeMs, sessionIdleTimeoutMs);
      if (user) ctx.state.user = user;
      else {
        ctx.session = null;
        // Only reached for ended sessions (rare); keeps expired rows from outliving their cookies.
        await opts.prisma.$queryRawUnsafe(SESSION_DELETE, sid);
      }
    } else if (session && (sid !== undefined || 'userId' in session)) {
      // A cookie from before server-side sessions (`{ userId }`) or with a malformed sid.
      ctx.session = null;
    }
    await next();
  };
}
