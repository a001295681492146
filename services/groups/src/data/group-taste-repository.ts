import type { PrismaClient } from '@alive/db';
import { feedbackTagNames, readTagWeights, toCatalogueItem, type CatalogueItem, type FeedbackSignal, type PersonTaste } from '@alive/domain';

/**
 * What the engine needs for a group: every member's taste (preference scores and dimension evidence
 * written by choices, feedback written by recommendations; docs/data-ownership.md) in three batched
 * statements whatever the group's size, and the active catalogue of one category.
 */
export function createGroupTasteRepository(prisma: PrismaClient) {
  return {
    /** One PersonTaste per user id, in the order given. */
    async tastes(userIds: readonly string[]): Promise<PersonTaste[]> {
      const ids = [...userIds];
      const [preferences, dimensions, feedback] = await Promise.all([
        prisma.userPreference.findMany({ where: { userId: { in: ids } }, select: { userId: true, tagName: true, score: true } }),
        prisma.dimensionEvidence.findMany({
          where: { userId: { in: ids } },
          orderBy: { dimension: 'asc' },
          select: { userId: true, dimension: true, positiveWeight: true, negativeWeight: true, choiceCount: true },
        }),
        prisma.recommendationFeedback.findMany({
          where: { userId: { in: ids } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { userId: true, recommendationId: true, action: true, tags: true },
        }),
      ]);
      // Feedback written without its tags takes them from the catalogue item it was given on.
      const untagged = [...new Set(feedback.filter((f) => feedbackTagNames(f.tags) === null).map((f) => f.recommendationId))];
      const itemTags = new Map(
        untagged.length === 0
          ? []
          : (await prisma.recommendationItem.findMany({ where: { slug: { in: untagged } }, select: { slug: true, tags: true } })).map((row) => [
              row.slug,
              Object.keys(readTagWeights(row.tags)),
            ]),
      );
      return ids.map((userId) => ({
        preferences: Object.fromEntries(preferences.filter((p) => p.userId === userId).map((p) => [p.tagName, Number(p.score)])),
        dimensions: dimensions
          .filter((d) => d.userId === userId)
          .map(({ dimension, positiveWeight, negativeWeight, choiceCount }) => ({ dimension, positiveWeight, negativeWeight, choiceCount })),
        feedback: feedback
          .filter((f) => f.userId === userId)
          .map(
            (f): FeedbackSignal => ({
              recommendationId: f.recommendationId,
              action: f.action,
              tags: feedbackTagNames(f.tags) ?? itemTags.get(f.recommendationId) ?? [],
            }),
          ),
      }));
    },

    /** The active catalogue items of one category, in slug order (the engine orders them itself). */
    async catalogue(category: string): Promise<CatalogueItem[]> {
      const rows = await prisma.recommendationItem.findMany({ where: { category, isActive: true }, orderBy: { slug: 'asc' } });
      return rows.map(toCatalogueItem);
    },
  };
}

export type GroupTasteRepository = ReturnType<typeof createGroupTasteRepository>;
