import createError from 'http-errors';
import { ENHANCED_FEEDBACK_CATEGORY, type FeedbackAction, type FeedbackState, type MyListResponse } from '@alive/contracts';
import type { CatalogueRepository } from '../data/catalogue-repository.ts';
import type { ContentLibraryRepository } from '../data/content-library-repository.ts';
import type { FeedbackRepository } from '../data/feedback-repository.ts';
import type { RecommendationCacheRepository } from '../data/recommendation-cache-repository.ts';
import type { GenerationRunner } from '../generation/generation-runner.ts';
import { ENHANCED_PREFIX, remakeListsOf } from './record-feedback.ts';

export interface MyListDeps {
  catalogue: Pick<CatalogueRepository, 'summariesBySlug' | 'itemBySlug'>;
  library: Pick<ContentLibraryRepository, 'summariesByEnhancedId'>;
  feedback: Pick<FeedbackRepository, 'itemsOf' | 'actionsOn' | 'retract'>;
  caches: Pick<RecommendationCacheRepository, 'markStale' | 'categoriesOf'>;
  generations: Pick<GenerationRunner, 'request'>;
}


function stateOf(recommendationId: string, actions: ReadonlySet<FeedbackAction>): FeedbackState {
  return {
    recommendationId,
    liked: actions.has('liked'),
    disliked: actions.has('disliked'),
    bookmarked: actions.has('bookmarked'),
    toTry: actions.has('used'),
  };
}

/**
 * GET /api/recommendations/my-list (docs/product/recommendations.md, My list): every item the person gave feedback on
 * and has not taken back, newest first, with what they said. Items gone from the catalogue and the
 * library since are left out: there is nothing left to show of them.
 */
export async function myList(userId: string, deps: Pick<MyListDeps, 'catalogue' | 'library' | 'feedback'>): Promise<MyListResponse> {
  const items = await deps.feedback.itemsOf(userId);
  const libraryIds = items.map((i) => i.recommendationId).filter((id) => id.startsWith(ENHANCED_PREFIX));
  const catalogueIds = items.map((i) => i.recommendationId).filter((id) => !id.startsWith(ENHANCED_PREFIX));
  const [catalogue, library] = await Promise.all([deps.catalogue.summariesBySlug(catalogueIds), deps.library.summariesByEnhancedId(libraryIds)]);
  return {
    items: items.flatMap((item) => {
      const fromLibrary = library.get(item.recommendationId);
      const fromCatalogue = catalogue.get(item.recommendationId);
      const summary = fromLibrary ? { ...fromLibrary, category: ENHANCED_FEEDBACK_CATEGORY } : fromCatalogue;
      if (!summary) return [];
      return [{ ...stateOf(item.recommendationId, item.actions), ...summary, updatedAt: item.updatedAt.toISOString() }];
    }),
  };
}

/** Taking back a dislike or "I'll try this" lets the item be recommended again. */
const RETURNING_ACTIONS: ReadonlySet<FeedbackAction> = new Set(['disliked', 'used']);

/**
 * DELETE /api/recommendation-feedback/:id/:action: the person takes their feedback of this kind back.
 * It stops counting everywhere, learning insights included (they did not mean it, or changed their
 * mind). An item no longer disliked or to try may be recommended again, so the lists it belongs to are
 * made again. 404 for an id that is neither a catalogue item nor a library title; taking back what was
 * never given changes nothing.
 */
export async function retractFeedback(userId: string, recommendationId: string, action: FeedbackAction, deps: MyListDeps): Promise<FeedbackState> {
  const isLibrary = recommendationId.startsWith(ENHANCED_PREFIX);
  const item = isLibrary ? (await deps.library.summariesByEnhancedId([recommendationId])).get(recommendationId) : await deps.catalogue.itemBySlug(recommendationId);
  if (!item) throw createError(404, 'Recommendation not found');
  const removed = await deps.feedback.retract(userId, recommendationId, action);
  if (removed > 0 && RETURNING_ACTIONS.has(action) && !isLibrary && 'category' in item) await remakeListsOf(userId, [item.category, 'general'], deps);
  return stateOf(recommendationId, await deps.feedback.actionsOn(userId, recommendationId));
}
