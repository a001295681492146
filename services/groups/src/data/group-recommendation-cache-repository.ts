import type { Prisma, PrismaClient } from '@alive/db';

/**
 * `group_recommendation_caches`: one generated list per group and category (written by groups,
 * docs/data-ownership.md). A list is dropped, not flagged, when it goes out of date (membership
 * change, a member's choice), so a row that exists is current unless it is older than the stale age.
 */
export interface CachedGroupList {
  payload: unknown;
  generatedAt: Date;
}

export function createGroupRecommendationCacheRepository(prisma: PrismaClient) {
  return {
    /** The list when it was generated less than `staleAfterMs` ago (by the database clock), else null. */
    async fresh(groupId: string, category: string, staleAfterMs: number): Promise<CachedGroupList | null> {
      const rows = await prisma.$queryRaw<CachedGroupList[]>`
        SELECT payload, generated_at AS "generatedAt" FROM group_recommendation_caches
        WHERE group_id = ${groupId}::uuid AND category = ${category}
          AND generated_at > now() - (${staleAfterMs}::double precision * interval '1 millisecond')`;
      return rows[0] ?? null;
    },

    /**
     * Stores a newly generated list while the group's members are still the ones it was made for, and
     * returns when it was generated (database clock); null when they changed meanwhile (a membership
     * change drops the lists, and a list made for the old members must not come back after it).
     */
    async store(groupId: string, category: string, payload: Prisma.InputJsonValue, memberIds: readonly string[]): Promise<Date | null> {
      const members = [...memberIds].sort();
      const rows = await prisma.$queryRaw<{ generatedAt: Date }[]>`
        INSERT INTO group_recommendation_caches (group_id, category, payload, generated_at)
        SELECT ${groupId}::uuid, ${category}, ${JSON.stringify(payload)}::jsonb, now()
        WHERE (SELECT coalesce(array_agg(user_id::text ORDER BY user_id::text COLLATE "C"), '{}') FROM group_members WHERE group_id = ${groupId}::uuid)
          = ${members}::text[]
        ON CONFLICT (group_id, category) DO UPDATE SET payload = EXCLUDED.payload, generated_at = EXCLUDED.generated_at
        RETURNING generated_at AS "generatedAt"`;
      return rows[0]?.generatedAt ?? null;
    },

    /** Drops the lists of every group the person belongs to (their preferences moved); returns how many. */
    async dropListsOfMember(userId: string): Promise<number> {
      return prisma.$executeRaw`
        DELETE FROM group_recommendation_caches
        WHERE group_id IN (SELECT group_id FROM group_members WHERE user_id = ${userId})`;
    },
  };
}

export type GroupRecommendationCacheRepository = ReturnType<typeof createGroupRecommendationCacheRepository>;
