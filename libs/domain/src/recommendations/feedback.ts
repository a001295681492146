import type { FeedbackSignal, RecommendationFeedbackAction } from './types.ts';

/**
 * What the person's feedback on earlier recommendations teaches (docs/recommendation-engine.md,
 * Feedback). Each signal adds its action's value to every tag of the item it was given on.
 */
export const FEEDBACK_TAG_VALUE: Readonly<Record<RecommendationFeedbackAction, number>> = {
  liked: 1,
  // "I'll try this" / "Will Watch/Read": a positive sign, weaker than an explicit like.
  used: 0.5,
  bookmarked: 0.5,
  disliked: -1,
};

/** A tag's summed feedback value at which its feedback term saturates at ±1. */
export const FEEDBACK_SATURATION = 2;

/** Actions after which an item is never recommended again. */
export const EXCLUDING_ACTIONS: ReadonlySet<RecommendationFeedbackAction> = new Set(['disliked', 'used']);

export interface FeedbackLessons {
  /** Full tag name → −1..1. */
  tagValues: ReadonlyMap<string, number>;
  /** Ids of items with disliked or used feedback. */
  excludedIds: ReadonlySet<string>;
  /** Ids of items with liked or bookmarked feedback. */
  likedIds: ReadonlySet<string>;
}

export function learnFromFeedback(feedback: readonly FeedbackSignal[]): FeedbackLessons {
  const sums = new Map<string, number>();
  const excludedIds = new Set<string>();
  const likedIds = new Set<string>();
  for (const signal of feedback) {
    const value = FEEDBACK_TAG_VALUE[signal.action];
    if (value === undefined) continue;
    if (EXCLUDING_ACTIONS.has(signal.action)) excludedIds.add(signal.recommendationId);
    if (signal.action === 'liked' || signal.action === 'bookmarked') likedIds.add(signal.recommendationId);
    for (const tag of new Set(signal.tags)) sums.set(tag, (sums.get(tag) ?? 0) + value);
  }
  const tagValues = new Map<string, number>();
  for (const [tag, sum] of sums) {
    if (sum !== 0) tagValues.set(tag, Math.max(-1, Math.min(1, sum / FEEDBACK_SATURATION)));
  }
  return { tagValues, excludedIds, likedIds };
}

/**
 * The tag names stored with a feedback row (`recommendation_feedback.tags`): a list of names or a
 * `name → weight` map are both read; null when the row holds neither (its item's tags must be looked up).
 */
export function feedbackTagNames(tags: unknown): string[] | null {
  if (Array.isArray(tags)) return tags.filter((t): t is string => typeof t === 'string');
  if (tags && typeof tags === 'object') return Object.keys(tags);
  return null;
}
