import type { PrismaClient } from '@alive/db';

/** The user's preference tag scores, strongest first. */
export function findUserPreferences(prisma: PrismaClient, userId: string) {
  return prisma.userPreference.findMany({
    where: { userId },
    orderBy: [{ score: 'desc' }, { tagName: 'asc' }],
    select: { id: true, tagName: true, score: true, choiceCount: true },
  });
}
