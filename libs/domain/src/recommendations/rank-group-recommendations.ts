import { confidenceFromScore, diversify, personModel, scoreBreakdown, type PersonModel, type Scored } from './rank-recommendations.ts';
import { preferenceTagWeights } from './tag-affinity.ts';
import { compareIds, joinWithAnd, round4 } from './text.ts';
import type { PersonTaste, RecommendationCandidate } from './types.ts';

/**
 * Group recommendations through the one engine (docs/recommendation-engine.md, Group recommendations):
 * every member's score of an item is the personal score of rankRecommendations; the group score blends
 * their mean with the least happy member's score, so the list serves everyone rather than the
 * majority, and an item any member strongly dislikes never comes before one nobody does.
 *
 *   group score = MEAN_WEIGHT × mean(member scores) + (1 − MEAN_WEIGHT) × min(member scores)
 */
export const GROUP_MEAN_WEIGHT = 0.5;
/** A member score at or below this is a strong dislike (confidence about 0.06 on the personal scale). */
export const STRONG_DISLIKE_SCORE = -0.1;
/** Reasoning names at most this many shared tags and shared poles. */
export const GROUP_REASONING_MAX_TAGS = 3;
export const GROUP_REASONING_MAX_POLES = 2;

export const GROUP_STARTING_POINT_REASONING = 'A starting point for your group while your choices build your profiles.';
export const GROUP_BALANCED_REASONING = "A balanced pick: it suits everyone in the group without leaning on one person's taste.";

export interface RankedGroupRecommendation<T extends RecommendationCandidate> {
  candidate: T;
  /** Aggregated group score −1..1 (before the diversity re-ranking; the list order is after it). */
  score: number;
  /** 0..1 (confidenceFromScore of the group score). */
  confidence: number;
  /** One sentence about shared tastes; never names a member, never reveals one member's own preferences or scores. */
  reasoning: string;
  /** Display names of tags enough members match to call them shared (sharedByEnough), most shared first. */
  sharedTags: string[];
}

/**
 * How many members must match a tag or pole before the group's reasoning may name it: a majority, and
 * at least two once the group has two or more members, so no sentence reveals one member's lone taste.
 */
export function sharedByEnough(matching: number, groupSize: number): boolean {
  if (groupSize <= 1) return matching >= 1;
  return matching >= 2 && matching * 2 >= groupSize;
}

interface GroupDetail {
  score: number;
  vetoed: boolean;
  sharedTags: string[];
  sharedPoles: string[];
}

/** Names by how many members match them (most first), then alphabetically: independent of member order. */
function sharedNames(perMember: readonly (readonly string[])[], groupSize: number): string[] {
  const counts = new Map<string, number>();
  for (const names of perMember) for (const name of new Set(names)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => sharedByEnough(count, groupSize))
    .sort((a, b) => b[1] - a[1] || compareIds(a[0], b[0]))
    .map(([name]) => name);
}

function groupDetail(models: readonly PersonModel[], weights: readonly [string, number][], candidate: RecommendationCandidate): GroupDetail {
  const details = models.map((model) => scoreBreakdown(model, weights, candidate));
  const scores = details.map((d) => d.score);
  const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  const min = Math.min(...scores);
  return {
    score: GROUP_MEAN_WEIGHT * mean + (1 - GROUP_MEAN_WEIGHT) * min,
    vetoed: min <= STRONG_DISLIKE_SCORE,
    sharedTags: sharedNames(
      details.map((d) => d.matchedTags),
      models.length,
    ),
    sharedPoles: sharedNames(
      details.map((d) => d.sharedPoles.map((p) => p.label)),
      models.length,
    ),
  };
}

/** One sentence about what the group shares in this item; see sharedByEnough for what may be named. */
export function groupReasoning(sharedTags: readonly string[], sharedPoles: readonly string[], hasNoData: boolean): string {
  if (hasNoData) return GROUP_STARTING_POINT_REASONING;
  const tags = sharedTags.slice(0, GROUP_REASONING_MAX_TAGS);
  const poles = sharedPoles.slice(0, GROUP_REASONING_MAX_POLES);
  if (tags.length > 0 && poles.length > 0) return `Your group shares a taste for ${joinWithAnd(tags)}, and a lean to the ${joinWithAnd(poles)} side.`;
  if (tags.length > 0) return `Your group shares a taste for ${joinWithAnd(tags)}.`;
  if (poles.length > 0) return `Your group shares a lean to the ${joinWithAnd(poles)} side.`;
  return GROUP_BALANCED_REASONING;
}

function byScoreThenId<T extends RecommendationCandidate>(a: Scored<T, GroupDetail>, b: Scored<T, GroupDetail>): number {
  return b.detail.score - a.detail.score || compareIds(a.candidate.id, b.candidate.id);
}

/**
 * Ranks catalogue items for a group: best first, at most `limit`, deterministic and independent of
 * the members' order. An item a member disliked (feedback) is left out; an item a member strongly
 * dislikes (score ≤ STRONG_DISLIKE_SCORE) comes only after every item nobody strongly dislikes. An item
 * one member already used stays in: the rest of the group may not have.
 */
export function rankGroupRecommendations<T extends RecommendationCandidate>(
  members: readonly PersonTaste[],
  candidates: readonly T[],
  options: { limit: number },
): RankedGroupRecommendation<T>[] {
  const limit = Number.isFinite(options.limit) ? Math.max(0, Math.floor(options.limit)) : 0;
  if (limit === 0 || members.length === 0) return [];
  const models = members.map(personModel);
  const disliked = new Set(members.flatMap((m) => m.feedback.filter((f) => f.action === 'disliked').map((f) => f.recommendationId)));
  const hasNoData = models.every((m) => m.hasNoData);

  const seen = new Set<string>();
  const welcome: Scored<T, GroupDetail>[] = [];
  const vetoed: Scored<T, GroupDetail>[] = [];
  for (const candidate of candidates) {
    if (disliked.has(candidate.id) || seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    const weights = preferenceTagWeights(candidate.tags);
    const scored = { candidate, weights, detail: groupDetail(models, weights, candidate) };
    (scored.detail.vetoed ? vetoed : welcome).push(scored);
  }
  welcome.sort(byScoreThenId);
  vetoed.sort(byScoreThenId);
  const picked = [...diversify(welcome, limit), ...vetoed].slice(0, limit);
  return picked.map(({ candidate, detail }) => ({
    candidate,
    score: round4(detail.score),
    confidence: confidenceFromScore(detail.score),
    reasoning: groupReasoning(detail.sharedTags, detail.sharedPoles, hasNoData),
    sharedTags: detail.sharedTags,
  }));
}
