import type { SessionUser } from '../koa-context.ts';
import type { DatabasePing } from '../health.ts';
import type { UserLookup } from '../middleware/current-user.ts';
import { SESSION_DELETE, SESSION_DELETE_ENDED, SESSION_INSERT, SESSION_USER_QUERY } from '../session-records.ts';

/**
 * In-memory stand-in for the statements the kit runs (ping, session insert/lookup/delete), for tests
 * that need no database. Sessions never expire here; lifetimes are tested against Postgres.
 */
export function createFakePrisma(users: SessionUser[] = []) {
  const byId = new Map(users.map((user) => [user.id, user]));
  const sessions = new Map<string, string>();
  const state = { databaseUp: true, lookups: 0 };
  const prisma: UserLookup & DatabasePing = {
    async $queryRawUnsafe<T>(query: string, ...values: unknown[]): Promise<T> {
      if (!state.databaseUp) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      const [first, second] = values.map(String);
      if (query === SESSION_INSERT) {
        sessions.set(first!, second!);
        return [{ id: first }] as T;
      }
      if (query === SESSION_DELETE) return (sessions.delete(first!) ? [{ id: first }] : []) as T;
      // Sessions never end here: a signed-out cookie's record is missing, so there is nothing to delete.
      if (query === SESSION_DELETE_ENDED) return [{ deleted: 0 }] as T;
      if (query === SESSION_USER_QUERY) {
        state.lookups += 1;
        const userId = sessions.get(first!);
        const user = userId === undefined ? undefined : byId.get(userId);
        return (user ? [user] : []) as T;
      }
      return [{ '?column?': 1 }] as T;
    },
  };
  return { prisma, state };
}
