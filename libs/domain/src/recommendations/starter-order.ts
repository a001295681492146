import { DIMENSION_KEYS } from '../alive-dimensions.ts';
import { preferenceTagWeights, tagAffinity } from './tag-affinity.ts';
import { compareIds } from './text.ts';
import type { RecommendationCandidate } from './types.ts';

/**
 * The order of starter picks (docs/recommendation-engine.md, Starter order): with no evidence every
 * item scores the same, so the order is not the engine's but this one, best first:
 *
 *   1. popularity: more people stand by a like, a save or an "I'll try this" on it than disliked it;
 *   2. the crowd's taste: its tags under everyone's mean preference scores (crowdAppeal), to two
 *      decimals, so what most people's choices lean to comes before what they lean away from;
 *   3. broad appeal: the item leans less to the poles of the A.L.I.V.E dimensions (sum of |leaning|),
 *      so it is the safer bet for someone the engine knows nothing about;
 *   4. the id, only so the order is the same on every run.
 *
 * The first-run pick of categories still comes first (interestsFirst), each part in this order.
 */
export function compareStarterAppeal(a: RecommendationCandidate, b: RecommendationCandidate): number {
  return (
    (b.popularity ?? 0) - (a.popularity ?? 0) ||
    crowdRank(b) - crowdRank(a) ||
    poleLean(a) - poleLean(b) ||
    compareIds(a.id, b.id)
  );
}

/** crowdAppeal in hundredths: two items a rounding error apart count as equal. */
const crowdRank = (candidate: RecommendationCandidate) => Math.round((candidate.crowdAppeal ?? 0) * 100);

/**
 * −1..1: the item's tags under everyone's mean preference score per tag (0.5 = neutral; a tag nobody
 * met is neutral), the tag affinity of the engine with the crowd in the person's place.
 */
export function crowdAppeal(tags: Readonly<Record<string, number>>, populationScores: Readonly<Record<string, number>>): number {
  return tagAffinity(populationScores, preferenceTagWeights(tags));
}

/** Σ |leaning| over the five dimensions, 0..10. */
export function poleLean(candidate: RecommendationCandidate): number {
  return DIMENSION_KEYS.reduce((sum, key) => sum + Math.abs(candidate.leanings[key] ?? 0), 0);
}

/** Starter signals of the whole site, as the services read them for a starter list. */
export interface StarterSignals {
  /** Item id → people standing by it less those who disliked it. */
  popularity: ReadonlyMap<string, number>;
  /** Tag → everyone's mean preference score, 0..1. */
  populationScores: Readonly<Record<string, number>>;
}

/** The candidates with their starter signals filled in (items nobody gave feedback on: 0). */
export function withStarterSignals<T extends RecommendationCandidate>(candidates: readonly T[], signals: StarterSignals): T[] {
  return candidates.map((candidate) => ({
    ...candidate,
    popularity: signals.popularity.get(candidate.id) ?? 0,
    crowdAppeal: crowdAppeal(candidate.tags, signals.populationScores),
  }));
}
