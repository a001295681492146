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

/** The person's standing feedback on one item (myList): which kinds they gave, and when last. */
export interface ItemFeedback {
  recommendationId: string;
  actions: Set<FeedbackAction>;
  updatedAt: Date;
}

/** Liking and disliking one item exclude each other: the newer takes the older back. */
const OPPOSITE: Partial<Record<FeedbackAction, FeedbackAction>> = { liked: 'disliked', disliked: 'liked' };

export function createFeedbackRepository(prisma: PrismaClient) {
  return {
    /** Every item the person has feedback on, newest first, with the kinds given. */
    async itemsOf(userId: string): Promise<ItemFeedback[]> {
      const rows = await prisma.recommendationFeedback.findMany({
        where: { userId },
        select: { recommendationId: true, action: true, createdAt: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      const items = new Map<string, ItemFeedback>();
      for (const row of rows) {
        const item = items.get(row.recommendationId) ?? { recommendationId: row.recommendationId, actions: new Set(), updatedAt: row.createdAt };
        item.actions.add(row.action);
        items.set(row.recommendationId, item);
      }
      return [...items.values()];
    },

    /** The kinds of feedback the person stands by on one item. */
    async actionsOn(userId: string, recommendationId: string): Promise<Set<FeedbackAction>> {
      const rows = await prisma.recommendationFeedback.findMany({ where: { userId, recommendationId }, select: { action: true } });
      return new Set(rows.map((row) => row.action));
    },

    /** Takes back every piece of feedback of this kind on the item; how many rows went. */
    async retract(userId: string, recommendationId: string, action: FeedbackAction): Promise<number> {
      return (await prisma.recommendationFeedback.deleteMany({ where: { userId, recommendationId, action } })).count;
    },

    async record(feedback: NewFeedback): Promise<StoredFeedback> {
      const opposite = OPPOSITE[feedback.action];
      const create = prisma.recommendationFeedback.create({
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
      if (!opposite) return create;
      const [, stored] = await prisma.$transaction([
        prisma.recommendationFeedback.deleteMany({ where: { userId: feedback.userId, recommendationId: feedback.recommendationId, action: opposite } }),
        create,
      ]);
      return stored;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
