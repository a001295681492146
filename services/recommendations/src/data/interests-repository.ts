import type { PrismaClient } from '@alive/db';

/**
 * The categories a person picked in the home screen's first-run step (`user_interests`, written by
 * the choices service; docs/data-ownership.md): starter lists put them first.
 */
export function createInterestsRepository(prisma: PrismaClient) {
  return {
    async interestsOf(userId: string): Promise<string[]> {
      const row = await prisma.userInterests.findUnique({ where: { userId }, select: { categories: true } });
      return row?.categories ?? [];
    },
  };
}

export type InterestsRepository = ReturnType<typeof createInterestsRepository>;
