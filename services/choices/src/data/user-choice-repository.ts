import type { PrismaClient } from '@alive/db';
import { RECENT_CHOICES_LIMIT } from '@alive/contracts';

/** The user's latest choices, newest first (user_choices (user_id, created_at DESC) index). */
export function findRecentChoices(prisma: PrismaClient, userId: string) {
  return prisma.userChoice.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: RECENT_CHOICES_LIMIT,
    include: {
      choicePair: {
        select: { id: true, category: true, option1: true, option2: true, option1Tags: true, option2Tags: true },
      },
    },
  });
}

export type RecentChoiceRecord = Awaited<ReturnType<typeof findRecentChoices>>[number];
