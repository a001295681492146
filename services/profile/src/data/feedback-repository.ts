import type { PrismaClient } from '@alive/db';
import type { FeedbackAction } from '@alive/domain';

export interface FeedbackRow {
  action: FeedbackAction;
  category: string | null;
  tags: unknown;
  createdAt: Date;
}

export interface FeedbackActionCount {
  userId: string;
  action: FeedbackAction;
  count: number;
}

/** Recommendation feedback (written by the recommendations service), read for learning insights. */
export function createFeedbackRepository(prisma: PrismaClient) {
  return {
    async feedbackOf(userId: string): Promise<FeedbackRow[]> {
      return prisma.recommendationFeedback.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { action: true, category: true, tags: true, createdAt: true },
      });
    },

    /** Feedback counts per user and action, for the system view. */
    async actionCountsByUser(): Promise<FeedbackActionCount[]> {
      const groups = await prisma.recommendationFeedback.groupBy({
        by: ['userId', 'action'],
        _count: { _all: true },
      });
      return groups.map((g) => ({ userId: g.userId, action: g.action, count: g._count._all }));
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
