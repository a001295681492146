import { tagPhrase } from '../tag-phrases.ts';
import { tagDisplayName } from '../tags.ts';
import { learnFromFeedback, type FeedbackLessons } from './feedback.ts';
import {
  dimensionMatch,
  hasNoDimensionEvidence,
  personPosition,
  sharedPoles,
  type DimensionPosition,
  type SharedPole,
} from './person-position.ts';
import { compareStarterAppeal } from './starter-order.ts';
import { centredPreference, feedbackAffinity, preferenceTagWeights, tagAffinity, tagCosine } from './tag-affinity.ts';
import { compareIds, joinWithAnd, round4, unitInterval } from './text.ts';
import type { PersonTaste, RankedRecommendation, RecommendationCandidate } from './types.ts';

/**
 * The one recommendation engine (docs/recommendation-engine.md): every constant below is explained there.
 *
 *   score = 0.2 × tag affinity + 0.6 × dimension closeness + 0.2 × feedback        (−1..1)
 *   list  = greedy re-ranking: next = argmax(score − 0.1 × max cosine to the items already picked)
 *   confidence = 1 / (1 + e^(−14 × (score − 0.1)))
 */
export const RANKING_WEIGHTS = { tags: 0.2, dimensions: 0.6, feedback: 0.2 } as const;
/** How much tag overlap with an already picked item costs in the diversity re-ranking. */
export const DIVERSITY_PENALTY = 0.1;
/** Logistic map from score to confidence: no data (score 0) → 0.2, 0.1 → 0.5, 0.2 → 0.8. */
export const CONFIDENCE_STEEPNESS = 14;
export const CONFIDENCE_MIDPOINT = 0.1;
/** A tag is named as a match from a centred preference of 0.1 (score 0.55) upward. */
export const MATCHED_TAG_MIN = 0.1;
/** Reasoning names at most this many tags and poles. */
export const REASONING_MAX_TAGS = 3;
export const REASONING_MAX_POLES = 2;

export const STARTING_POINT_REASONING = 'A starting point to explore while your choices build your profile.';
export const NOTHING_MATCHED_REASONING = 'Something new to try: none of your stronger preferences point to it yet.';

export interface RecommendationScoreBreakdown {
  /** −1..1. */
  tagAffinity: number;
  /** −1..1. */
  dimensionCloseness: number;
  /** −1..1. */
  feedback: number;
  /** The weighted sum, −1..1. */
  score: number;
  /** Tags (`group:Value`) of the item that match the person, strongest first. */
  matchedTags: string[];
  sharedPoles: SharedPole[];
}

/** One person's taste prepared for scoring many items (the group ranking scores every member with it). */
export interface PersonModel {
  taste: PersonTaste;
  position: DimensionPosition[];
  lessons: FeedbackLessons;
  hasNoData: boolean;
}

export function personModel(taste: PersonTaste): PersonModel {
  const position = personPosition(taste.dimensions);
  const lessons = learnFromFeedback(taste.feedback);
  const hasNoData = Object.keys(taste.preferences).length === 0 && hasNoDimensionEvidence(position) && lessons.tagValues.size === 0;
  return { taste, position, lessons, hasNoData };
}

function matchedTagNames(model: PersonModel, weights: readonly [string, number][]): string[] {
  const contributions = weights
    .map(([tag, w]) => {
      const preference = centredPreference(model.taste.preferences, tag);
      const feedback = model.lessons.tagValues.get(tag) ?? 0;
      const counts = preference >= MATCHED_TAG_MIN || feedback > 0;
      return { tag, value: counts ? w * (preference + feedback) : 0 };
    })
    .filter((c) => c.value > 0)
    .sort((a, b) => b.value - a.value || compareIds(a.tag, b.tag));
  return contributions.map((c) => c.tag);
}

/** The terms of one item's score for one prepared person; `weights` = preferenceTagWeights(candidate.tags). */
export function scoreBreakdown(model: PersonModel, weights: readonly [string, number][], candidate: RecommendationCandidate): RecommendationScoreBreakdown {
  const tags = tagAffinity(model.taste.preferences, weights);
  const dimensions = dimensionMatch(model.position, candidate.leanings);
  const feedback = feedbackAffinity(model.lessons.tagValues, weights);
  const score = RANKING_WEIGHTS.tags * tags + RANKING_WEIGHTS.dimensions * dimensions + RANKING_WEIGHTS.feedback * feedback;
  return {
    tagAffinity: tags,
    dimensionCloseness: dimensions,
    feedback,
    score,
    matchedTags: matchedTagNames(model, weights),
    sharedPoles: sharedPoles(model.position, candidate.leanings),
  };
}

/** The terms of one item's score for one person (for explanations and the offline evaluation). */
export function explainRecommendationScore(taste: PersonTaste, candidate: RecommendationCandidate): RecommendationScoreBreakdown {
  return scoreBreakdown(personModel(taste), preferenceTagWeights(candidate.tags), candidate);
}

/** Rounded to 3 decimals: the precision feedback stores it with (recommendation_feedback.confidence, DECIMAL(4,3)). */
export function confidenceFromScore(score: number): number {
  const value = unitInterval(1 / (1 + Math.exp(-CONFIDENCE_STEEPNESS * (score - CONFIDENCE_MIDPOINT))));
  return Math.round(value * 1000) / 1000;
}

/**
 * One sentence naming the preferences (tags, `group:Value`, read through their phrases: "quick
 * activities", never "Quick") and poles that matched.
 */
export function recommendationReasoning(matchedTags: readonly string[], poles: readonly SharedPole[], hasNoData: boolean): string {
  if (hasNoData) return STARTING_POINT_REASONING;
  const tags = matchedTags.slice(0, REASONING_MAX_TAGS).map(tagPhrase);
  const poleLabels = poles.slice(0, REASONING_MAX_POLES).map((p) => p.label);
  if (tags.length > 0 && poleLabels.length > 0) {
    return `Matches your taste for ${joinWithAnd(tags)}, and your ${joinWithAnd(poleLabels)} side.`;
  }
  if (tags.length > 0) return `Matches your taste for ${joinWithAnd(tags)}.`;
  if (poleLabels.length > 0) return `Matches your ${joinWithAnd(poleLabels)} side.`;
  return NOTHING_MATCHED_REASONING;
}

/** Tags as the short names a list shows (`setting:Nature` → `Nature`), each name once, in order. */
export function tagDisplayNames(tags: readonly string[]): string[] {
  return [...new Set(tags.map(tagDisplayName))];
}

/** An item with its tag weights and a relevance `detail.score`, as the diversity re-ranking reads it. */
export interface Scored<T, D extends { score: number } = RecommendationScoreBreakdown> {
  candidate: T;
  weights: [string, number][];
  detail: D;
}

/**
 * Greedy diversity re-ranking (maximal marginal relevance): each next item maximises
 * score − DIVERSITY_PENALTY × (its highest tag cosine to an item already picked). Ties: score, then id.
 */
export function diversify<T extends RecommendationCandidate, D extends { score: number }>(sorted: readonly Scored<T, D>[], limit: number): Scored<T, D>[] {
  const remaining = [...sorted];
  const maxSimilarity = new Array<number>(remaining.length).fill(0);
  const picked: Scored<T, D>[] = [];
  while (picked.length < limit && remaining.length > 0) {
    let best = 0;
    let bestValue = -Infinity;
    for (let i = 0; i < remaining.length; i++) {
      const value = remaining[i]!.detail.score - DIVERSITY_PENALTY * maxSimilarity[i]!;
      // `sorted` is ordered by score then id, so a strictly greater value is needed to move past an earlier item.
      if (value > bestValue + 1e-12) {
        best = i;
        bestValue = value;
      }
    }
    const [chosen] = remaining.splice(best, 1);
    maxSimilarity.splice(best, 1);
    picked.push(chosen!);
    for (let i = 0; i < remaining.length; i++) {
      maxSimilarity[i] = Math.max(maxSimilarity[i]!, tagCosine(remaining[i]!.weights, chosen!.weights));
    }
  }
  return picked;
}

/**
 * Ranks catalogue items for one person: best first, at most `limit`, never an item the person
 * disliked or already used, and deterministic for the same inputs (ties broken by id; with no
 * evidence at all, in starter order).
 */
export function rankRecommendations<T extends RecommendationCandidate>(
  taste: PersonTaste,
  candidates: readonly T[],
  options: { limit: number },
): RankedRecommendation<T>[] {
  const limit = Number.isFinite(options.limit) ? Math.max(0, Math.floor(options.limit)) : 0;
  if (limit === 0) return [];
  const model = personModel(taste);
  const seen = new Set<string>();
  const scored: Scored<T>[] = [];
  for (const candidate of candidates) {
    if (model.lessons.excludedIds.has(candidate.id) || seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    const weights = preferenceTagWeights(candidate.tags);
    scored.push({ candidate, weights, detail: scoreBreakdown(model, weights, candidate) });
  }
  // Without evidence every score is 0: starter picks follow their own order (starter-order.ts).
  const tieBreak = model.hasNoData ? compareStarterAppeal : (a: T, b: T) => compareIds(a.id, b.id);
  scored.sort((a, b) => b.detail.score - a.detail.score || tieBreak(a.candidate, b.candidate));
  return diversify(scored, limit).map(({ candidate, detail }) => ({
    candidate,
    score: round4(detail.score),
    confidence: confidenceFromScore(detail.score),
    reasoning: recommendationReasoning(detail.matchedTags, detail.sharedPoles, model.hasNoData),
    matchedTags: tagDisplayNames(detail.matchedTags),
  }));
}
