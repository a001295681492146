import {
  CHOICE_CATEGORIES,
  ENHANCED_LIMIT,
  SMART_RECOMMENDATION_LIMIT,
  type EnhancedContentType,
  type EnhancedRecommendationsResponse,
  type PersonalityProfile,
  type RecommendationInsights,
  type SmartRecommendationsRequest,
  type SmartRecommendationsResponse,
  type UserGroupings,
} from '@alive/contracts';
import { basisOfNow, type PersonalityProfileInput, type RankedContent } from '@alive/domain';
import type { ExpensiveWork } from '@alive/service-kit';
import type { CatalogueRepository } from '../data/catalogue-repository.ts';
import type { ChoicePairRepository } from '../data/choice-pair-repository.ts';
import type { ContentLibraryRepository } from '../data/content-library-repository.ts';
import type { TasteRepository } from '../data/taste-repository.ts';
import type { RecommendationWorkerTasks } from '../workers/recommendation-tasks.ts';

/**
 * The computed views (enhanced content, smart pairs, profile, insights, groupings): each is worked out
 * per request from the person's current data with the engine of libs/domain
 * (docs/recommendation-engine.md); none is cached. The engine's work runs through `work`: in worker
 * threads, never on the event loop (docs/architecture.md, "Expensive work").
 */
export interface InsightDeps {
  taste: Pick<TasteRepository, 'taste' | 'preferences' | 'dimensions' | 'choices' | 'firstChoiceAt'>;
  catalogue: Pick<CatalogueRepository, 'allActiveItems'>;
  library: Pick<ContentLibraryRepository, 'titles'>;
  pairs: Pick<ChoicePairRepository, 'vocabulary' | 'pairTextsFor'>;
  work: ExpensiveWork<RecommendationWorkerTasks>;
}

/** GET /api/enhanced-content-recommendations: the library's titles by personality match. */
export async function getEnhancedRecommendations(
  userId: string,
  query: { type?: '' | EnhancedContentType; limit?: number },
  deps: InsightDeps,
): Promise<EnhancedRecommendationsResponse> {
  const [taste, titles, firstChoiceAt] = await Promise.all([
    deps.taste.taste(userId),
    deps.library.titles(query.type || undefined),
    deps.taste.firstChoiceAt(userId),
  ]);
  // Plain data crosses to the worker and back: the titles come back as they went.
  const ranked = (await deps.work.compute('rankContent', { taste, contents: titles, limit: query.limit ?? ENHANCED_LIMIT.default })) as RankedContent<
    (typeof titles)[number]
  >[];
  return {
    recommendations: ranked.map(({ candidate: title, personalityMatch, reasoning }) => ({
      id: title.id,
      title: title.title,
      contentType: title.contentType,
      genre: title.genre,
      year: title.year,
      director: title.director,
      author: title.author,
      description: title.description,
      reasoning,
      tags: [...title.tags],
      imdbRating: title.imdbRating,
      rottenTomatoesScore: title.rottenTomatoesScore,
      warnings: title.warnings,
      similarTo: title.similarTo,
      personalityMatch,
    })),
    basis: basisOfNow(firstChoiceAt),
  };
}

async function profileInput(userId: string, deps: InsightDeps): Promise<PersonalityProfileInput> {
  const [preferences, dimensions, choices, vocabulary] = await Promise.all([
    deps.taste.preferences(userId),
    deps.taste.dimensions(userId),
    deps.taste.choices(userId),
    deps.pairs.vocabulary(),
  ]);
  return {
    preferences: Object.fromEntries(preferences.map((p) => [p.tagName, { score: p.score, choiceCount: p.choiceCount }])),
    dimensions,
    choices,
    vocabulary,
    categories: CHOICE_CATEGORIES,
  };
}

/** GET /api/personality-profile. */
export async function getPersonalityProfile(userId: string, deps: InsightDeps): Promise<PersonalityProfile> {
  return deps.work.compute('personalityProfile', await profileInput(userId, deps));
}

/** GET /api/recommendation-insights. */
export async function getRecommendationInsights(userId: string, deps: InsightDeps): Promise<RecommendationInsights> {
  return deps.work.compute('recommendationInsights', await profileInput(userId, deps));
}

/** GET /api/user-groupings and POST /api/analyze-patterns: patterns and clusters of the person's choices as they are now. */
export async function getUserGroupings(userId: string, deps: InsightDeps, now: Date = new Date()): Promise<UserGroupings> {
  const choices = await deps.taste.choices(userId);
  const { dynamicGroupings, interestClusters } = await deps.work.compute('analyzeChoicePatterns', choices);
  return { dynamicGroupings, interestClusters, choiceCount: choices.length, analyzedAt: now.toISOString() };
}

/** POST /api/smart-recommendations: new pairs from contrasting catalogue items, never one that exists. */
export async function getSmartRecommendations(
  userId: string,
  request: SmartRecommendationsRequest,
  deps: InsightDeps,
): Promise<SmartRecommendationsResponse> {
  const [preferences, dimensions, catalogue, existingPairs, firstChoiceAt] = await Promise.all([
    deps.taste.preferences(userId),
    deps.taste.dimensions(userId),
    deps.catalogue.allActiveItems(),
    deps.pairs.pairTextsFor(userId),
    deps.taste.firstChoiceAt(userId),
  ]);
  const proposals = await deps.work.compute('proposeSmartPairs', {
    preferences: Object.fromEntries(preferences.map((p) => [p.tagName, { score: p.score, choiceCount: p.choiceCount }])),
    dimensions,
    catalogue,
    existingPairs,
    category: request.category ?? 'all',
    limit: request.limit ?? SMART_RECOMMENDATION_LIMIT.default,
  });
  return { recommendations: proposals, basis: basisOfNow(firstChoiceAt) };
}
