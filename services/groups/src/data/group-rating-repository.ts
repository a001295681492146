import type { PrismaClient } from '@alive/db';
import type { GroupRecommendationVotes } from '@alive/contracts';

/** `group_recommendation_ratings` (written by groups only, docs/data-ownership.md). */
export function createGroupRatingRepository(prisma: PrismaClient) {
  return {
    /** The votes on each of `itemIds` in the group, with `userId`'s own; items nobody rated are absent. */
    async votes(groupId: string, itemIds: readonly string[], userId: string): Promise<Map<string, GroupRecommendationVotes>> {
      const rows = await prisma.groupRecommendationRating.findMany({
        where: { groupId, itemId: { in: [...itemIds] } },
        select: { itemId: true, userId: true, rating: true },
      });
      const votes = new Map<string, GroupRecommendationVotes>();
      for (const row of rows) {
        const item = votes.get(row.itemId) ?? { up: 0, down: 0, mine: null };
        if (row.rating > 0) item.up += 1;
        else item.down += 1;
        if (row.userId === userId) item.mine = row.rating > 0 ? 'up' : 'down';
        votes.set(row.itemId, item);
      }
      return votes;
    },

    /** Sets or takes back (`null`) the member's thumb on the item. */
    async rate(groupId: string, userId: string, itemId: string, rating: 1 | -1 | null): Promise<void> {
      if (rating === null) {
        await prisma.groupRecommendationRating.deleteMany({ where: { groupId, userId, itemId } });
        return;
      }
      await prisma.groupRecommendationRating.upsert({
        where: { groupId_userId_itemId: { groupId, userId, itemId } },
        create: { groupId, userId, itemId, rating },
        update: { rating },
      });
    },

    /** Whether the catalogue has an item with this id (its slug). */
    async itemExists(itemId: string): Promise<boolean> {
      return (await prisma.recommendationItem.findUnique({ where: { slug: itemId }, select: { id: true } })) !== null;
    },
  };
}
export type GroupRatingRepository = ReturnType<typeof createGroupRatingRepository>;
