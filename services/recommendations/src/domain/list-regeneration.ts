import { RECOMMENDATION_CATEGORIES } from '@alive/contracts';
import type { EventsLogger } from '@alive/events';
import type { RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import type { GenerationRunner } from '../generation/generation-runner.ts';

/** Where a person's lists are and who makes them: this replica's background runner. */
export interface RegenerationDeps {
  caches: Pick<RecommendationCacheRepository, 'categoriesOf'>;
  generations: Pick<GenerationRunner, 'request'>;
}

/**
 * After a refresh was requested (and committed): starts the regeneration of every list the person
 * has, in the background on this replica's runner (its concurrency bounds the work), so their next
 * visit reads fresh lists. A failure here is logged, never retried through the event: the lists stay
 * stale and the next read regenerates them.
 */
export async function regenerateListsOf(userId: string, deps: RegenerationDeps, logger: EventsLogger): Promise<void> {
  try {
    for (const category of await deps.caches.categoriesOf(userId)) await deps.generations.request(userId, category);
  } catch (error) {
    logger.error({ err: error, userId }, 'could not start the regeneration of recommendation lists');
  }
}

/**
 * Makes the lists the person has never had, ahead of their first visit (docs/product/recommendations.md,
 * Freshness): a new person's first choices start them, so no recommendations tab waits on a first
 * generation. Lists that exist are left to the refresh rule. Failures are logged like regenerateListsOf's.
 */
export async function generateMissingListsOf(userId: string, deps: RegenerationDeps, logger: EventsLogger): Promise<void> {
  try {
    const existing = new Set(await deps.caches.categoriesOf(userId));
    for (const category of RECOMMENDATION_CATEGORIES) if (!existing.has(category)) await deps.generations.request(userId, category);
  } catch (error) {
    logger.error({ err: error, userId }, 'could not start the generation of missing recommendation lists');
  }
}
