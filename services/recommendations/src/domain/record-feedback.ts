import createError from 'http-errors';
import { ENHANCED_FEEDBACK_CATEGORY, type FeedbackAction, type RecordedFeedback, type RecommendationFeedbackRequest } from '@alive/contracts';
import type { CatalogueRepository } from '../data/catalogue-repository.ts';
import type { ContentLibraryRepository } from '../data/content-library-repository.ts';
import type { FeedbackRepository } from '../data/feedback-repository.ts';
import type { RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import type { GenerationRunner } from '../generation/generation-runner.ts';

export interface RecordFeedbackDeps {
  catalogue: Pick<CatalogueRepository, 'itemBySlug'>;
  library: Pick<ContentLibraryRepository, 'tagsByEnhancedId'>;
  feedback: FeedbackRepository;
  caches: Pick<RecommendationCacheRepository, 'confidenceOf' | 'removeItem' | 'markStale' | 'categoriesOf'>;
  generations: Pick<GenerationRunner, 'request'>;
}

/** Ids of content-library titles start with this (enhancedRecommendationId); catalogue ids are slugs. */
export const ENHANCED_PREFIX = 'enhanced-';

/** Actions after which the engine never recommends the item again (docs/recommendation-engine.md, Feedback). */
const REMOVING_ACTIONS: ReadonlySet<FeedbackAction> = new Set(['disliked', 'used']);

interface FeedbackTarget {
  category: string;
  tags: string[];
  /** Catalogue lists whose ranking this feedback changes (none for library titles). */
  affectedLists: string[];
}

async function findTarget(recommendationId: string, deps: RecordFeedbackDeps): Promise<FeedbackTarget | null> {
  if (recommendationId.startsWith(ENHANCED_PREFIX)) {
    const tags = (await deps.library.tagsByEnhancedId([recommendationId])).get(recommendationId);
    return tags ? { category: ENHANCED_FEEDBACK_CATEGORY, tags, affectedLists: [] } : null;
  }
  const item = await deps.catalogue.itemBySlug(recommendationId);
  if (!item) return null;
  return { category: item.category, tags: Object.keys(item.tags).sort(), affectedLists: [item.category, 'general'] };
}

/**
 * Marks stale and regenerates in the background those of `lists` the person has, since feedback
 * changed how they rank (a list they never had is left to its first read).
 */
export async function remakeListsOf(
  userId: string,
  lists: readonly string[],
  deps: { caches: Pick<RecommendationCacheRepository, 'markStale' | 'categoriesOf'>; generations: Pick<GenerationRunner, 'request'> },
): Promise<void> {
  const existing = new Set(await deps.caches.categoriesOf(userId));
  const had = lists.filter((category) => existing.has(category));
  if (had.length === 0) return;
  await deps.caches.markStale(userId, had);
  for (const category of had) await deps.generations.request(userId, category);
}

/**
 * POST /api/recommendation-feedback and POST /api/recommendations/:id/feedback. The row carries the
 * item's own category (a catalogue category, or `enhanced-content` for library titles: how learning
 * insights group success rates, docs/profile-model.md §6), its full tag names, and the confidence the
 * screen sent or else the one the person's list gave it. A disliked or used item leaves the person's
 * lists at once; the lists the feedback re-ranks (the item's category and general) are regenerated in
 * the background. 404 for an id that is neither a catalogue item nor a library title.
 */
export async function recordFeedback(
  userId: string,
  request: Pick<RecommendationFeedbackRequest, 'recommendationId' | 'action' | 'confidence'>,
  deps: RecordFeedbackDeps,
): Promise<RecordedFeedback> {
  const target = await findTarget(request.recommendationId, deps);
  if (!target) throw createError(404, 'Recommendation not found');
  const confidence = request.confidence ?? (await deps.caches.confidenceOf(userId, request.recommendationId));
  const stored = await deps.feedback.record({
    userId,
    recommendationId: request.recommendationId,
    action: request.action,
    category: target.category,
    confidence,
    tags: target.tags,
  });
  if (REMOVING_ACTIONS.has(request.action)) await deps.caches.removeItem(userId, request.recommendationId);
  await remakeListsOf(userId, target.affectedLists, deps);
  return {
    id: stored.id,
    recommendationId: stored.recommendationId,
    action: stored.action,
    category: stored.category,
    createdAt: stored.createdAt.toISOString(),
  };
}
