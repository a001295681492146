import type { PrismaClient } from '@alive/db';
import { isAliveEvidenceTag } from '@alive/domain';

/** Choice pairs (written by choices, admin and the seed; read here, docs/data-ownership.md). */
export function createChoicePairRepository(prisma: PrismaClient) {
  return {
    /** Every preference tag on an option of an active shared pair, sorted: the vocabulary exploration is measured against. */
    async vocabulary(): Promise<string[]> {
      const rows = await prisma.$queryRaw<{ tag: string }[]>`
        SELECT DISTINCT tag FROM (
          SELECT jsonb_object_keys(option1_tags) AS tag FROM choice_pairs
          WHERE is_active AND owner_user_id IS NULL AND jsonb_typeof(option1_tags) = 'object'
          UNION
          SELECT jsonb_object_keys(option2_tags) AS tag FROM choice_pairs
          WHERE is_active AND owner_user_id IS NULL AND jsonb_typeof(option2_tags) = 'object'
        ) AS tags`;
      return rows
        .map((row) => row.tag)
        .filter((tag) => !isAliveEvidenceTag(tag))
        .sort();
    },

    /** Option texts of every pair the person can be asked (shared ones and their own), so smart pairs never repeat one. */
    async pairTextsFor(userId: string): Promise<{ option1: string; option2: string }[]> {
      return prisma.choicePair.findMany({
        where: { OR: [{ ownerUserId: null }, { ownerUserId: userId }] },
        select: { option1: true, option2: true },
      });
    },
  };
}

export type ChoicePairRepository = ReturnType<typeof createChoicePairRepository>;
