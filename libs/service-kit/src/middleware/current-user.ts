import type { Middleware } from 'koa';
import type { SessionUser } from '../koa-context.ts';

/** The slice of Prisma the kit needs; any PrismaClient from @alive/db satisfies it. */
export interface UserLookup {
  user: {
    findUnique(args: {
      where: { id: string };
      select: { [K in keyof SessionUser]: true };
    }): Promise<SessionUser | null>;
  };
}

const SESSION_USER_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  isAdmin: true,
} as const;

/**
 * Loads `ctx.state.user` from `ctx.session.userId`. A session naming a user that no longer exists is
 * treated as signed out (and dropped), never trusted on its own.
 */
export function currentUser(opts: { prisma: UserLookup }): Middleware {
  return async function currentUserMiddleware(ctx, next) {
    const userId = ctx.session?.userId;
    if (typeof userId === 'string' && userId.length > 0) {
      const user = await opts.prisma.user.findUnique({ where: { id: userId }, select: SESSION_USER_SELECT });
      if (user) ctx.state.user = user;
      else ctx.session = null;
    }
    await next();
  };
}
