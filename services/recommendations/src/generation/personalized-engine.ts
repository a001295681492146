import type { RecommendationCategory } from '@alive/contracts';
import { rankRecommendations, type PersonTaste } from '@alive/domain';
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

/** The built-in engine of libs/domain (docs/recommendation-engine.md). */
export const builtinPersonalizedEngine: PersonalizedEngine = {
  name: 'builtin',
  async rank({ taste, candidates, limit }) {
    return rankRecommendations(taste, candidates, { limit }).map((ranked) => ({
      item: ranked.candidate,
      confidence: ranked.confidence,
      reasoning: ranked.reasoning,
    }));
  },
};

/**
 * The primary engine (OpenAI when configured) with the built-in one behind it: any error, timeout or
 * invalid answer of the primary is reported and the built-in engine answers instead.
 */
export function withBuiltinFallback(primary: PersonalizedEngine | undefined, onFallback: (error: unknown) => void) {
  return async function rank(request: RankingRequest): Promise<{ picks: RankedPick[]; engine: PersonalizedEngine['name'] }> {
    if (primary && primary !== builtinPersonalizedEngine) {
      try {
        return { picks: await primary.rank(request), engine: primary.name };
      } catch (error) {
        onFallback(error);
      }
    }
    return { picks: await builtinPersonalizedEngine.rank(request), engine: builtinPersonalizedEngine.name };
  };
}
