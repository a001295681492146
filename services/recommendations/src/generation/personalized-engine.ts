import type { RecommendationCategory } from '@alive/contracts';
import { rankRecommendations, type PersonTaste, type RankedRecommendation } from '@alive/domain';
import type { CatalogueItem } from '../data/catalogue-repository.ts';

/** One catalogue item an engine picked for a person's list, best first. */
export interface RankedPick {
  item: CatalogueItem;
  /** 0..1. */
  confidence: number;
  reasoning: string;
}

export interface RankingRequest {
  taste: PersonTaste;
  /** The catalogue items the list draws from. */
  candidates: readonly CatalogueItem[];
  category: RecommendationCategory;
  limit: number;
}

/** Something that ranks catalogue items for a person. Engines throw when they cannot. */
export interface PersonalizedEngine {
  readonly name: 'builtin' | 'openai';
  rank(request: RankingRequest): Promise<RankedPick[]>;
}

/** Ranks as libs/domain's `rankRecommendations` does; the runtime passes its worker threads (docs/architecture.md, "Expensive work"). */
export type RankWith = (input: { taste: PersonTaste; candidates: readonly CatalogueItem[]; limit: number }) => Promise<RankedRecommendation<CatalogueItem>[]>;

const rankOnThisThread: RankWith = async ({ taste, candidates, limit }) => rankRecommendations(taste, candidates, { limit });

/** The built-in engine of libs/domain (docs/recommendation-engine.md), ranking with `rankWith`. */
export function builtinEngine(rankWith: RankWith = rankOnThisThread): PersonalizedEngine {
  return {
    name: 'builtin',
    async rank({ taste, candidates, limit }) {
      return (await rankWith({ taste, candidates, limit })).map((ranked) => ({
        item: ranked.candidate,
        confidence: ranked.confidence,
        reasoning: ranked.reasoning,
      }));
    },
  };
}

/** The built-in engine ranking on the calling thread (tests, the offline evaluation). */
export const builtinPersonalizedEngine: PersonalizedEngine = builtinEngine();

/**
 * The primary engine (OpenAI when configured) with the built-in one behind it: any error, timeout or
 * invalid answer of the primary is reported and the built-in engine answers instead.
 */
export function withBuiltinFallback(primary: PersonalizedEngine | undefined, onFallback: (error: unknown) => void, builtin: PersonalizedEngine = builtinPersonalizedEngine) {
  return async function rank(request: RankingRequest): Promise<{ picks: RankedPick[]; engine: PersonalizedEngine['name'] }> {
    if (primary && primary !== builtinPersonalizedEngine && primary !== builtin) {
      try {
        return { picks: await primary.rank(request), engine: primary.name };
      } catch (error) {
        onFallback(error);
      }
    }
    return { picks: await builtin.rank(request), engine: builtin.name };
  };
}
