import type { FeedbackAction, PrismaClient } from '@alive/db';

/**
 * `recommendation_feedback` (written here, read by profile's learning insights; docs/data-ownership.md).
 * `tags` holds the item's full tag names, so feedback keeps teaching after the item changes or goes.
 */
export interface NewFeedback {
  userId: string;
  recommendationId: string;
  action: FeedbackAction;
  category: string | null;
  /** 0..1, or null when unknown. */
  confidence: number | null;
  tags: string[];
}

export interface StoredFeedback {
  id: number;
  recommendationId: string;
  action: FeedbackAction;
  category: string | null;
  createdAt: Date;
}

export function createFeedbackRepository(prisma: PrismaClient) {
  return {
    async record(feedback: NewFeedback): Promise<StoredFeedback> {
      return prisma.recommendationFeedback.create({
        data: {
          userId: feedback.userId,
          recommendationId: feedback.recommendationId,
          action: feedback.action,
          category: feedback.category,
          confidence: feedback.confidence === null ? null : Math.round(feedback.confidence * 1000) / 1000,
          tags: feedback.tags,
        },
        select: { id: true, recommendationId: true, action: true, category: true, createdAt: true },
      });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
