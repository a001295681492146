import { randomUUID } from 'node:crypto';
import type { Prisma } from '@alive/db';
import { enqueueEvent, USER_SIGNED_UP_V1 } from '@alive/events';
import type { SessionUser } from '@alive/service-kit';

/** The user row a sign-in writes (User.id = OpenID sub). */
export interface SignedInUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

type UserWrites = Pick<Prisma.TransactionClient, 'user' | '$executeRaw'>;

/** The slice of Prisma the auth service writes through (any PrismaClient satisfies it). */
export interface UserStore {
  $transaction<T>(work: (tx: UserWrites) => Promise<T>): Promise<T>;
}

const SELECT = { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true, isAdmin: true } as const;

export function createUserRepository(prisma: UserStore, deps: { now?: () => Date; onSignedUp?: () => void } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Creates the user at first sign-in (User.id = OpenID sub) and refreshes profile + isAdmin afterwards.
     * A creation also writes `user.signed_up` to the outbox in the same transaction, so the services can
     * prepare for the newcomer (docs/product/recommendations.md, Freshness). Two first sign-ins at the
     * same moment may both write one; consumers treat a second as nothing new.
     */
    async upsertFromSignIn(profile: SignedInUser): Promise<SessionUser> {
      const { id, ...fields } = profile;
      const { user, signedUp } = await prisma.$transaction(async (tx) => {
        const existed = (await tx.user.findUnique({ where: { id }, select: { id: true } })) !== null;
        const upserted = await tx.user.upsert({ where: { id }, create: profile, update: fields, select: SELECT });
        if (!existed) {
          const eventId = randomUUID();
          await enqueueEvent(tx, USER_SIGNED_UP_V1, { eventId, userId: id, occurredAt: now().toISOString() }, eventId);
        }
        return { user: upserted, signedUp: !existed };
      });
      // Committed: the relay publishes the event now instead of at its next poll.
      if (signedUp) deps.onSignedUp?.();
      return user;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
