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

    /** Stores a newly generated list; returns when it was generated (database clock). */
    async store(groupId: string, category: string, payload: Prisma.InputJsonValue): Promise<Date> {
      const rows = await prisma.$queryRaw<{ generatedAt: Date }[]>`
        INSERT INTO group_recommendation_caches (group_id, category, payload, generated_at)
        VALUES (${groupId}::uuid, ${category}, ${JSON.stringify(payload)}::jsonb, now())
        ON CONFLICT (group_id, category) DO UPDATE SET payload = EXCLUDED.payload, generated_at = EXCLUDED.generated_at
        RETURNING generated_at AS "generatedAt"`;
      return rows[0]!.generatedAt;
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
