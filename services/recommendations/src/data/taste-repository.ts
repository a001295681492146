import type { PrismaClient } from '@alive/db';
import { feedbackTagNames, type DimensionEvidenceInput, type FeedbackSignal, type PersonTaste } from '@alive/domain';
import type { CatalogueRepository } from './catalogue-repository.ts';
import type { ContentLibraryRepository } from './content-library-repository.ts';

/**
 * What the engine knows about a person, read from the tables of the choices service (preferences,
 * dimension evidence, choices) and this service's feedback (docs/data-ownership.md).
 */
export interface PreferenceRow {
  tagName: string;
  score: number;
  choiceCount: number;
}

/** One choice with both options' tags, as the pattern functions read it. */
export interface ChoiceRow {
  category: string;
  chosen: { text: string; tags: Record<string, number> };
  rejected: { text: string; tags: Record<string, number> };
}

const ENHANCED_PREFIX = 'enhanced-';

function tagWeights(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

export function createTasteRepository(prisma: PrismaClient, lookups: { catalogue: CatalogueRepository; library: ContentLibraryRepository }) {
  async function preferences(userId: string): Promise<PreferenceRow[]> {
    const rows = await prisma.userPreference.findMany({
      where: { userId },
      orderBy: [{ score: 'desc' }, { tagName: 'asc' }],
      select: { tagName: true, score: true, choiceCount: true },
    });
    return rows.map((row) => ({ tagName: row.tagName, score: Number(row.score), choiceCount: row.choiceCount }));
  }

  async function dimensions(userId: string): Promise<DimensionEvidenceInput[]> {
    return prisma.dimensionEvidence.findMany({
      where: { userId },
      orderBy: { dimension: 'asc' },
      select: { dimension: true, positiveWeight: true, negativeWeight: true, choiceCount: true },
    });
  }

  /**
   * The person's feedback, oldest first, each with its item's full tag names: as stored with the
   * feedback, else looked up (catalogue slug, or the content title behind an enhanced id).
   */
  async function feedback(userId: string): Promise<FeedbackSignal[]> {
    const rows = await prisma.recommendationFeedback.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { recommendationId: true, action: true, tags: true },
    });
    const missing = rows.filter((row) => feedbackTagNames(row.tags) === null).map((row) => row.recommendationId);
    const [itemTags, contentTags] = await Promise.all([
      lookups.catalogue.tagsBySlug(missing.filter((id) => !id.startsWith(ENHANCED_PREFIX))),
      lookups.library.tagsByEnhancedId(missing.filter((id) => id.startsWith(ENHANCED_PREFIX))),
    ]);
    return rows.map((row) => ({
      recommendationId: row.recommendationId,
      action: row.action,
      tags:
        feedbackTagNames(row.tags) ??
        contentTags.get(row.recommendationId) ??
        Object.keys(itemTags.get(row.recommendationId) ?? {}),
    }));
  }

  return {
    preferences,
    dimensions,
    feedback,

    async taste(userId: string): Promise<PersonTaste> {
      const [prefs, dims, signals] = await Promise.all([preferences(userId), dimensions(userId), feedback(userId)]);
      return { preferences: Object.fromEntries(prefs.map((p) => [p.tagName, p.score])), dimensions: dims, feedback: signals };
    },

    /** Every choice of the person with both options' text and tags, oldest first. */
    async choices(userId: string): Promise<ChoiceRow[]> {
      const rows = await prisma.userChoice.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: {
          selectedOption: true,
          choicePair: { select: { category: true, option1: true, option2: true, option1Tags: true, option2Tags: true } },
        },
      });
      return rows.map(({ selectedOption, choicePair: pair }) => {
        const option1 = { text: pair.option1, tags: tagWeights(pair.option1Tags) };
        const option2 = { text: pair.option2, tags: tagWeights(pair.option2Tags) };
        return selectedOption === 'option1'
          ? { category: pair.category, chosen: option1, rejected: option2 }
          : { category: pair.category, chosen: option2, rejected: option1 };
      });
    },

    /** The person's choice count (smart pairs and groupings need at least a few). */
    async choiceCount(userId: string): Promise<number> {
      return prisma.userChoice.count({ where: { userId } });
    },

    /**
     * When the person made their first choice (null: none yet): a list generated before it rests on no
     * evidence and is answered as starter picks (docs/product/recommendations.md, Starter picks).
     */
    async firstChoiceAt(userId: string): Promise<Date | null> {
      const first = await prisma.userChoice.findFirst({ where: { userId }, orderBy: { createdAt: 'asc' }, select: { createdAt: true } });
      return first?.createdAt ?? null;
    },
  };
}

export type TasteRepository = ReturnType<typeof createTasteRepository>;
