import type { SessionUser } from '../koa-context.ts';
import type { DatabasePing } from '../health.ts';
import type { UserLookup } from '../middleware/current-user.ts';

/** In-memory stand-in for the two Prisma calls the kit makes, for tests that need no database. */
export function createFakePrisma(users: SessionUser[] = []) {
  const byId = new Map(users.map((user) => [user.id, user]));
  const state = { databaseUp: true, lookups: 0 };
  const prisma: UserLookup & DatabasePing = {
    user: {
      async findUnique({ where }) {
        state.lookups += 1;
        return byId.get(where.id) ?? null;
      },
    },
    async $queryRawUnsafe() {
      if (!state.databaseUp) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      return [{ '?column?': 1 }];
    },
  };
  return { prisma, state };
}
