import createError from 'http-errors';
import type { Middleware, Next, ParameterizedContext } from 'koa';
import type { SessionUser } from '../koa-context.ts';

/** State after requireUser: the user is present. */
export interface AuthenticatedState {
  user: SessionUser;
}

/** 401 `{ message: "Unauthorized" }` unless someone is signed in. */
export const requireUser: Middleware = async function requireUser(ctx, next: Next) {
  if (!ctx.state.user) throw createError(401, 'Unauthorized');
  await next();
};

/** 401 when signed out, 403 when signed in without admin rights. isAdmin comes from the database only. */
export const requireAdmin: Middleware = async function requireAdmin(ctx, next: Next) {
  if (!ctx.state.user) throw createError(401, 'Unauthorized');
  if (!ctx.state.user.isAdmin) throw createError(403, 'Forbidden: admin only');
  await next();
};

/** Narrowing helper for handlers mounted behind requireUser. */
export function signedInUser(ctx: ParameterizedContext): SessionUser {
  const user = ctx.state.user as SessionUser | undefined;
  if (!user) throw createError(401, 'Unauthorized');
  return user;
}
