import { RECOMMENDATION_CATEGORIES, type RecommendationCategory } from '@alive/contracts';
import { hasNoEvidence, interestsFirst, personModel, withStarterSignals } from '@alive/domain';
import type { Logger } from '@alive/service-kit';
import type { CatalogueRepository } from '../data/catalogue-repository.ts';
import type { InterestsRepository } from '../data/interests-repository.ts';
import type { CacheClaim, RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import type { TasteRepository } from '../data/taste-repository.ts';
import { catalogueCategoriesFor, STORED_LIST_LENGTH, toPersonalizedRecommendation } from '../domain/personalized-recommendation.ts';
import type { RankedPick, RankingRequest } from './personalized-engine.ts';

export interface RecommendationGeneratorDeps {
  catalogue: Pick<CatalogueRepository, 'activeItems' | 'starterSignals'>;
  taste: Pick<TasteRepository, 'taste'>;
  /** The person's first-run pick of categories; a starter list puts them first. */
  interests: Pick<InterestsRepository, 'interestsOf'>;
  caches: Pick<RecommendationCacheRepository, 'writeList' | 'releaseClaim'>;
  /** The engine with its fallback (withBuiltinFallback). */
  rank: (request: RankingRequest) => Promise<{ picks: RankedPick[]; engine: string }>;
  logger: Pick<Logger, 'error' | 'warn'>;
}

/**
 * `written`: the list is stored; `stale-again`: stored, but a refresh was asked for during the run
 * (generate once more); `superseded`: the claim was taken over, nothing stored; `failed`: the claim is
 * released and the old list kept (marked stale).
 */
export type GenerationOutcome = 'written' | 'stale-again' | 'superseded' | 'failed';

const isRecommendationCategory = (value: string): value is RecommendationCategory =>
  (RECOMMENDATION_CATEGORIES as readonly string[]).includes(value);

/** Generates one claimed list: reads the person's taste and the catalogue, ranks, stores up to 50. */
export function createRecommendationGenerator(deps: RecommendationGeneratorDeps) {
  return async function generate(claim: CacheClaim): Promise<GenerationOutcome> {
    const started = performance.now();
    try {
      if (!isRecommendationCategory(claim.category)) throw new Error(`not a recommendation category: ${claim.category}`);
      const category = claim.category;
      const [taste, catalogue, interests] = await Promise.all([
        deps.taste.taste(claim.userId),
        deps.catalogue.activeItems(catalogueCategoriesFor(category)),
        deps.interests.interestsOf(claim.userId),
      ]);
      // Starter picks follow what everyone likes (docs/recommendation-engine.md, Starter order).
      const candidates = personModel(taste).hasNoData ? withStarterSignals(catalogue, await deps.catalogue.starterSignals()) : catalogue;
      // Before any evidence, the categories the person said they care about come first (docs/product/choices.md,
      // First run): the whole catalogue is ranked, so those items are not limited to the ones that made the top 50.
      const starterWithInterests = interests.length > 0 && hasNoEvidence(taste);
      const limit = starterWithInterests ? Math.max(STORED_LIST_LENGTH, candidates.length) : STORED_LIST_LENGTH;
      const { picks, engine } = await deps.rank({ taste, candidates, category, limit });
      const ordered = interestsFirst(picks, (pick) => pick.item.category, taste, interests);
      const list = ordered.slice(0, STORED_LIST_LENGTH).map((pick) => toPersonalizedRecommendation(pick.item, pick, category));
      const written = await deps.caches.writeList(claim, list, engine, performance.now() - started);
      if (!written) return 'superseded';
      return written.staleAgain ? 'stale-again' : 'written';
    } catch (error) {
      deps.logger.error({ err: error, userId: claim.userId, category: claim.category }, 'recommendation generation failed; the previous list is kept');
      try {
        await deps.caches.releaseClaim(claim);
      } catch (releaseError) {
        // The claim then expires after the claim timeout and a later read takes it over.
        deps.logger.error({ err: releaseError, userId: claim.userId, category: claim.category }, 'could not release a failed generation claim');
      }
      return 'failed';
    }
  };
}

export type RecommendationGenerator = ReturnType<typeof createRecommendationGenerator>;
