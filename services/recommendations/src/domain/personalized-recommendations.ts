import {
  ALL_RECOMMENDATIONS,
  PERSONALIZED_LIMIT,
  RECOMMENDATION_CATEGORIES,
  type PersonalizedRecommendation,
  type PersonalizedRecommendationsResponse,
  type RecommendationCategory,
  type RefreshRecommendationsResponse,
  type SpecificContentRecommendationsResponse,
} from '@alive/contracts';
import type { RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import type { ReadCounter } from '../data/read-counter.ts';
import type { TasteRepository } from '../data/taste-repository.ts';
import type { GenerationRunner } from '../generation/generation-runner.ts';
import { basisOfList, basisOfLists } from '@alive/domain';
import { storedList } from './stored-list.ts';

/**
 * Reads of the cached lists (docs/product/recommendations.md, Freshness). A read never waits for a
 * generation: it answers what the cache holds and, when that is missing or stale, starts one
 * background generation unless one runs already.
 */
export interface CachedReadDeps {
  caches: Pick<RecommendationCacheRepository, 'readWithFirstChoice' | 'readMany' | 'markStale'>;
  generations: Pick<GenerationRunner, 'request'>;
  reads: Pick<ReadCounter, 'count'>;
  /** When the person first chose: whether a list is starter picks (@alive/domain, recommendation-basis.ts). */
  taste: Pick<TasteRepository, 'firstChoiceAt'>;
}

export function listCategory(requested: typeof ALL_RECOMMENDATIONS | RecommendationCategory): RecommendationCategory {
  return requested === ALL_RECOMMENDATIONS ? 'general' : requested;
}

/**
 * GET /api/personalized-recommendations/:category. `startedAt` (performance.now() when the route
 * began) gives the response time counted into the row with the hit or miss.
 */
export async function getPersonalizedRecommendations(
  userId: string,
  requested: typeof ALL_RECOMMENDATIONS | RecommendationCategory,
  limit: number,
  startedAt: number,
  deps: CachedReadDeps,
): Promise<PersonalizedRecommendationsResponse> {
  const category = listCategory(requested);
  // One statement: the list and the first choice that says whether it is a starter list.
  const { row, firstChoiceAt } = await deps.caches.readWithFirstChoice(userId, category, limit);
  const list = row ? storedList(row.payload, limit) : null;
  const cached = row?.fresh === true && list !== null;
  let generating = row?.generating === true;
  if (!cached && !generating) generating = (await deps.generations.request(userId, category)) !== 'stopped';
  const answer: PersonalizedRecommendationsResponse = {
    category,
    recommendations: list ?? [],
    generating,
    cached,
    generatedAt: list && row?.generatedAt ? row.generatedAt.toISOString() : null,
    basis: basisOfList(list ? (row?.generatedAt ?? null) : null, firstChoiceAt),
  };
  deps.reads.count(userId, category, cached, performance.now() - startedAt);
  return answer;
}

/** POST /api/recommendations/refresh: marks the list stale and starts its generation (one at a time). */
export async function refreshRecommendations(
  userId: string,
  requested: typeof ALL_RECOMMENDATIONS | RecommendationCategory,
  deps: CachedReadDeps,
): Promise<RefreshRecommendationsResponse> {
  const category = listCategory(requested);
  // Stale first: if a generation is under way it reads the older data, and writing its list then
  // reports the request so the list is generated once more.
  await deps.caches.markStale(userId, [category]);
  const outcome = await deps.generations.request(userId, category);
  return { category, generating: outcome !== 'stopped' };
}

/** Every category but general: the specific-content screen's sources. */
export const SPECIFIC_CATEGORIES = RECOMMENDATION_CATEGORIES.filter((c) => c !== 'general');

/**
 * GET /api/specific-content-recommendations: the best picks across the specific categories' lists
 * (fresh or stale), most confident first, one entry per item; starts the generation of every list that
 * is missing or stale.
 */
export async function getSpecificContentRecommendations(
  userId: string,
  deps: CachedReadDeps,
  limit: number = PERSONALIZED_LIMIT.default,
): Promise<SpecificContentRecommendationsResponse> {
  const [rows, firstChoiceAt] = await Promise.all([deps.caches.readMany(userId, SPECIFIC_CATEGORIES, limit), deps.taste.firstChoiceAt(userId)]);
  const picks: PersonalizedRecommendation[] = [];
  const listsMadeAt: (Date | null)[] = [];
  let generating = false;
  for (const category of SPECIFIC_CATEGORIES) {
    const row = rows.get(category);
    const list = row ? storedList(row.payload, limit) : null;
    if (list) {
      picks.push(...list);
      listsMadeAt.push(row?.generatedAt ?? null);
    }
    if (row?.generating) generating = true;
    else if (!(row?.fresh && list)) generating = (await deps.generations.request(userId, category)) !== 'stopped' || generating;
  }
  const seen = new Set<string>();
  const recommendations = picks
    .sort((a, b) => b.confidence - a.confidence || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((pick) => !seen.has(pick.id) && seen.add(pick.id))
    .slice(0, limit);
  return { recommendations, generating, basis: basisOfLists(listsMadeAt, firstChoiceAt) };
}
