import type { PrismaClient } from '@alive/db';
import { leaningsOf, readTagWeights, toCatalogueItem, type CatalogueItem, type ChoiceRecord, type DimensionEvidenceInput, type LibraryTitleInput } from '@alive/domain';

/**
 * What the AI pair tools and the smart engine read (docs/product/admin.md, AI pair engine): the shared
 * pairs (choices, admin and the seed write them), the recommendation catalogue and the content library
 * (material for new pairs), everyone's mean tag scores, and the signed-in admin's own choices. Reads
 * only; pairs are written through the admin choice-pair repository.
 */
export interface SharedPairRow {
  id: number;
  option1: string;
  option2: string;
  category: string;
  isActive: boolean;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
}

export interface AdminProfileRows {
  preferences: Record<string, { score: number; choiceCount: number }>;
  dimensions: DimensionEvidenceInput[];
  choices: ChoiceRecord[];
}

export function createAiPairSourcesRepository(prisma: PrismaClient) {
  return {
    /** Every shared pair (people's own queue pairs are theirs alone), oldest first. */
    async sharedPairs(): Promise<SharedPairRow[]> {
      const rows = await prisma.choicePair.findMany({
        where: { ownerUserId: null },
        orderBy: { id: 'asc' },
        select: { id: true, option1: true, option2: true, category: true, isActive: true, option1Tags: true, option2Tags: true },
      });
      return rows.map((row) => ({ ...row, option1Tags: readTagWeights(row.option1Tags), option2Tags: readTagWeights(row.option2Tags) }));
    },

    /** The active recommendation catalogue, in slug order. */
    async catalogue(): Promise<CatalogueItem[]> {
      const rows = await prisma.recommendationItem.findMany({ where: { isActive: true }, orderBy: { slug: 'asc' } });
      return rows.map(toCatalogueItem);
    },

    /** The content library's titles, in id order. */
    async library(): Promise<LibraryTitleInput[]> {
      const rows = await prisma.contentClassification.findMany({ orderBy: { id: 'asc' } });
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        contentType: row.contentType,
        genre: row.genre,
        tags: Array.isArray(row.tags) ? row.tags.filter((tag): tag is string => typeof tag === 'string') : [],
        leanings: leaningsOf(row),
      }));
    },

    /** Everyone's mean preference score per tag (0..1). */
    async populationScores(): Promise<Record<string, number>> {
      const rows = await prisma.$queryRaw<{ tag: string; score: number }[]>`
        SELECT tag_name AS tag, avg(score)::float8 AS score FROM user_preferences GROUP BY tag_name`;
      return Object.fromEntries(rows.map((row) => [row.tag, row.score]));
    },

    /** One person's preference rows, dimension evidence and choices (oldest first), as the profile measures read them. */
    async profile(userId: string): Promise<AdminProfileRows> {
      const [preferences, dimensions, choices] = await Promise.all([
        prisma.userPreference.findMany({ where: { userId }, select: { tagName: true, score: true, choiceCount: true } }),
        prisma.dimensionEvidence.findMany({ where: { userId }, select: { dimension: true, positiveWeight: true, negativeWeight: true, choiceCount: true } }),
        prisma.userChoice.findMany({
          where: { userId },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { selectedOption: true, choicePair: { select: { category: true, option1: true, option2: true, option1Tags: true, option2Tags: true } } },
        }),
      ]);
      return {
        preferences: Object.fromEntries(preferences.map((p) => [p.tagName, { score: Number(p.score), choiceCount: p.choiceCount }])),
        dimensions,
        choices: choices.map(({ selectedOption, choicePair: pair }) => {
          const option1 = { text: pair.option1, tags: readTagWeights(pair.option1Tags) };
          const option2 = { text: pair.option2, tags: readTagWeights(pair.option2Tags) };
          return selectedOption === 'option1'
            ? { category: pair.category, chosen: option1, rejected: option2 }
            : { category: pair.category, chosen: option2, rejected: option1 };
        }),
      };
    },
  };
}

export type AiPairSourcesRepository = ReturnType<typeof createAiPairSourcesRepository>;
