import type { PrismaClient } from '@alive/db';
import { feedbackTagNames, readTagWeights, toCatalogueItem, type CatalogueItem, type FeedbackSignal, type PersonTaste, type StarterSignals } from '@alive/domain';

/**
 * What the engine needs for a group: every member's taste (preference scores and dimension evidence
 * written by choices, feedback written by recommendations; docs/data-ownership.md) in three batched
 * statements whatever the group's size, their names and first choices, and the active catalogue of
 * one category.
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

    /**
     * Each member's names and first choice, in the order given: the names the reasoning calls them by,
     * and whether their taste rests on any choice yet (the list's basis, docs/product/groups.md,
     * Starter picks). One statement; the first choice is read from the (user_id, created_at) index.
     */
    async members(userIds: readonly string[]): Promise<{ id: string; firstName: string | null; lastName: string | null; firstChoiceAt: Date | null }[]> {
      const ids = [...userIds];
      const rows = await prisma.$queryRaw<{ id: string; firstName: string | null; lastName: string | null; firstChoiceAt: Date | null }[]>`
        SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName",
          (SELECT min(c.created_at) FROM user_choices c WHERE c.user_id = u.id) AS "firstChoiceAt"
        FROM users u WHERE u.id = ANY(${ids}::text[])`;
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? { id, firstName: null, lastName: null, firstChoiceAt: null });
    },

    /**
     * What orders a group's starter picks when no member has data (docs/recommendation-engine.md,
     * Starter order): each item's popularity (people who stand by a like, a save or an "I'll try this"
     * on it, less those who disliked it) and everyone's mean score per preference tag.
     */
    async starterSignals(): Promise<StarterSignals> {
      const [popular, population] = await Promise.all([
        prisma.$queryRaw<{ id: string; net: number }[]>`
          SELECT recommendation_id AS id,
            (count(DISTINCT user_id) FILTER (WHERE action IN ('liked', 'used', 'bookmarked'))
              - count(DISTINCT user_id) FILTER (WHERE action = 'disliked'))::int AS net
          FROM recommendation_feedback GROUP BY recommendation_id`,
        prisma.$queryRaw<{ tag: string; score: number }[]>`SELECT tag_name AS tag, avg(score)::float8 AS score FROM user_preferences GROUP BY tag_name`,
      ]);
      return { popularity: new Map(popular.map((row) => [row.id, row.net])), populationScores: Object.fromEntries(population.map((row) => [row.tag, row.score])) };
    },

    /** The active catalogue items of one category, in slug order (the engine orders them itself). */
    async catalogue(category: string): Promise<CatalogueItem[]> {
      const rows = await prisma.recommendationItem.findMany({ where: { category, isActive: true }, orderBy: { slug: 'asc' } });
      return rows.map(toCatalogueItem);
    },
  };
}

export type GroupTasteRepository = ReturnType<typeof createGroupTasteRepository>;
