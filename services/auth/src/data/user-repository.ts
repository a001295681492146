import type { SessionUser } from '@alive/service-kit';
import type { SignedInProfile } from '../domain/identity-claims.ts';

/** The slice of Prisma the auth service writes through (any PrismaClient satisfies it). */
export interface UserStore {
  user: {
    upsert(args: {
      where: { id: string };
      create: SignedInProfile;
      update: Omit<SignedInProfile, 'id'>;
      select: { [K in keyof SessionUser]: true };
    }): Promise<SessionUser>;
  };
}

const SELECT = { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true, isAdmin: true } as const;

export function createUserRepository(prisma: UserStore) {
  return {
    /** Creates the user at first sign-in (User.id = OpenID sub) and refreshes profile + isAdmin afterwards. */
    upsertFromSignIn(profile: SignedInProfile): Promise<SessionUser> {
      const { id, ...fields } = profile;
      return prisma.user.upsert({ where: { id }, create: profile, update: fields, select: SELECT });
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
