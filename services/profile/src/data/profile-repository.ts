import type { PrismaClient } from '@alive/db';

/**
 * Reads behind the profile endpoints. The profile service writes nothing: dimension evidence,
 * preferences and choices belong to the choices service, feedback to recommendations
 * (docs/data-ownership.md).
 */

export interface DimensionEvidenceRow {
  dimension: string;
  positiveWeight: number;
  negativeWeight: number;
  choiceCount: number;
}

export interface PreferenceRow {
  tagName: string;
  score: number;
  choiceCount: number;
}

export interface ChoiceReplayRow {
  choicePairId: number;
  selectedOption: 'option1' | 'option2';
  createdAt: Date;
  category: string;
  option1Tags: unknown;
  option2Tags: unknown;
}

export function createProfileRepository(prisma: PrismaClient) {
  return {
    async dimensionEvidence(userId: string): Promise<DimensionEvidenceRow[]> {
      return prisma.dimensionEvidence.findMany({
        where: { userId },
        select: { dimension: true, positiveWeight: true, negativeWeight: true, choiceCount: true },
      });
    },

    async choiceCount(userId: string): Promise<number> {
      return prisma.userChoice.count({ where: { userId } });
    },

    async preferences(userId: string): Promise<PreferenceRow[]> {
      const rows = await prisma.userPreference.findMany({
        where: { userId },
        orderBy: [{ score: 'desc' }, { tagName: 'asc' }],
        select: { tagName: true, score: true, choiceCount: true },
      });
      return rows.map((row) => ({ tagName: row.tagName, score: Number(row.score), choiceCount: row.choiceCount }));
    },

    /** Every choice of the user with its pair's tags, oldest first (the order they were scored in). */
    async choicesInOrder(userId: string): Promise<ChoiceReplayRow[]> {
      const rows = await prisma.userChoice.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: {
          choicePairId: true,
          selectedOption: true,
          createdAt: true,
          choicePair: { select: { category: true, option1Tags: true, option2Tags: true } },
        },
      });
      return rows.map((row) => ({
        choicePairId: row.choicePairId,
        selectedOption: row.selectedOption,
        createdAt: row.createdAt,
        category: row.choicePair.category,
        option1Tags: row.choicePair.option1Tags,
        option2Tags: row.choicePair.option2Tags,
      }));
    },

    /** Number of the user's choices per pair category. */
    async choiceCategoryCounts(userId: string): Promise<{ category: string; count: number }[]> {
      const rows = await prisma.$queryRaw<{ category: string; count: bigint }[]>`
        SELECT cp.category AS category, COUNT(*) AS count
        FROM user_choices uc JOIN choice_pairs cp ON cp.id = uc.choice_pair_id
        WHERE uc.user_id = ${userId}
        GROUP BY cp.category`;
      return rows.map((row) => ({ category: row.category, count: Number(row.count) }));
    },

    async userExists(userId: string): Promise<boolean> {
      return (await prisma.user.count({ where: { id: userId } })) > 0;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
