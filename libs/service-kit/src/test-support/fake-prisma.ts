import type { SessionUser } from '../koa-context.ts';
import type { DatabasePing } from '../health.ts';
import { SESSION_USER_QUERY, type UserLookup } from '../middleware/current-user.ts';

/** In-memory stand-in for the two statements the kit runs, for tests that need no database. */
export function createFakePrisma(users: SessionUser[] = []) {
  const byId = new Map(users.map((user) => [user.id, user]));
  const state = { databaseUp: true, lookups: 0 };
  const prisma: UserLookup & DatabasePing = {
    async $queryRawUnsafe<T>(query: string, ...values: unknown[]): Promise<T> {
      if (!state.databaseUp) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      if (query === SESSION_USER_QUERY) {
        state.lookups += 1;
        const user = byId.get(String(values[0]));
        return (user ? [user] : []) as T;
      }
      return [{ '?column?': 1 }] as T;
    },
  };
  return { prisma, state };
}
