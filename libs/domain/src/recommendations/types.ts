import type { DimensionKey } from '../alive-dimensions.ts';
import type { DimensionEvidenceInput } from '../profile/dimension-profile.ts';

/**
 * Inputs and outputs of the recommendation engine (docs/recommendation-engine.md). Plain types: the
 * recommendations service maps them onto the API contract, so this library never depends on it.
 */

/** −2..+2 per dimension, + pole positive (the same scale as content classifications). */
export type DimensionLeanings = Readonly<Record<DimensionKey, number>>;

/** A catalogue item the engine can rank. */
export interface RecommendationCandidate {
  id: string;
  category: string;
  title: string;
  /** `prefix:Tag` → weight 0..1, in the choice pairs' tag vocabulary. */
  tags: Readonly<Record<string, number>>;
  leanings: DimensionLeanings;
  /**
   * How many people stand by a like, a save or an "I'll try this" on the item, less those who disliked
   * it (recommendation feedback of everyone); absent = unknown, read as 0. Orders starter picks
   * (starter-order.ts).
   */
  popularity?: number;
  /** −1..1: the item's tags under everyone's mean preference scores (crowdAppeal); orders starter picks. */
  crowdAppeal?: number;
}

export type RecommendationFeedbackAction = 'liked' | 'used' | 'disliked' | 'bookmarked';

export interface FeedbackSignal {
  recommendationId: string;
  action: RecommendationFeedbackAction;
  /** The item's full tag names. */
  tags: readonly string[];
}

/** What the engine knows about one person. */
export interface PersonTaste {
  /** Tag → score 0..1 from user_preferences (0.5 = neutral; a tag never met is absent). */
  preferences: Readonly<Record<string, number>>;
  /** Rows of dimension_evidence. */
  dimensions: readonly DimensionEvidenceInput[];
  feedback: readonly FeedbackSignal[];
}

export interface RankedRecommendation<T extends RecommendationCandidate> {
  candidate: T;
  /** Relevance −1..1 before the diversity re-ranking (the list order is after it). */
  score: number;
  /** 0..1. */
  confidence: number;
  /** One sentence naming what matched. */
  reasoning: string;
  /** Display names of the item's tags that match the person, strongest first. */
  matchedTags: string[];
}
