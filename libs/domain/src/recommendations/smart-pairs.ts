import { DIMENSIONS, type DimensionDefinition } from '../alive-dimensions.ts';
import type { DimensionEvidenceInput } from '../profile/dimension-profile.ts';
import { tagDisplayName } from '../tags.ts';
import { personPosition, scaledLeaning, type DimensionPosition } from './person-position.ts';
import { personalityMatch } from './rank-content.ts';
import { preferenceTagWeights, tagAffinity } from './tag-affinity.ts';
import { compareIds, joinWithAnd, round4, unitInterval } from './text.ts';
import type { RecommendationCandidate } from './types.ts';

/**
 * Smart recommendations: new choice pairs for one person, built from two catalogue items that contrast
 * on the dimension the person's profile knows least about and that bring tags they have met least
 * (docs/recommendation-engine.md, Smart pairs).
 *
 *   value = 0.5 × weakness_d × contrast_d + 0.3 × novelty + 0.2 × balance
 */

export const SMART_PAIR_CATEGORIES = ['Travel', 'Movies', 'Books', 'Activities', 'Entertainment', 'Creative'] as const;
export type SmartPairCategory = (typeof SMART_PAIR_CATEGORIES)[number];

/**
 * Catalogue category → choice category. Food, general ideas (habits, experiences, small projects)
 * are things to do; learning builds a skill or craft; shopping and date nights are leisure.
 */
export const CATALOGUE_TO_CHOICE_CATEGORY: Readonly<Record<string, SmartPairCategory>> = {
  travel: 'Travel',
  movies: 'Movies',
  books: 'Books',
  activities: 'Activities',
  food: 'Activities',
  general: 'Activities',
  learning: 'Creative',
  shopping: 'Entertainment',
  date_night: 'Entertainment',
};

export interface SmartPairInput {
  preferences: Readonly<Record<string, { score: number; choiceCount: number }>>;
  dimensions: readonly DimensionEvidenceInput[];
  catalogue: readonly RecommendationCandidate[];
  /** Pairs that already exist (in either order) are never proposed. */
  existingPairs: readonly { option1: string; option2: string }[];
  category: 'all' | SmartPairCategory;
  limit: number;
}

export interface SmartPairProposal {
  /** `smart-<id>--<id>` of the two items in id order: the same for the same two options. */
  id: string;
  option1: string;
  option2: string;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
  category: SmartPairCategory;
  /** 0..1: the pair's value. */
  confidence: number;
  reasoning: string;
  /** Display names: the contrasted poles, then the least-met tags. */
  targetedPreferences: string[];
  /** 0..1: mean personality match of the two options. */
  personalityMatch: number;
}

export const SMART_PAIR_WEIGHTS = { dimension: 0.5, novelty: 0.3, balance: 0.2 } as const;
/** Each earlier pick aimed at the same dimension (category) costs this much, so the list spreads. */
export const SMART_PAIR_DIMENSION_REPEAT_PENALTY = 0.1;
export const SMART_PAIR_CATEGORY_REPEAT_PENALTY = 0.05;
/** Tags met at most this many times are named as targets. */
export const TARGET_TAG_MAX_CHOICES = 1;
export const TARGET_TAGS_MAX = 3;

/** 1 − e_d × |lean_d|: 1 for a dimension without evidence or evenly split, 0 for a settled one. */
export function dimensionWeakness(position: DimensionPosition): number {
  return 1 - position.evidence * Math.abs(position.lean);
}

/** 1 / (1 + choices): 1 for a tag never met. */
export function tagNovelty(preferences: SmartPairInput['preferences'], tag: string): number {
  const count = preferences[tag]?.choiceCount;
  return 1 / (1 + (typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0));
}

/** The item's preference tags plus `alive:<dimension>:<pole>` → |leaning| / 2 for every non-zero leaning. */
export function optionTags(item: RecommendationCandidate): Record<string, number> {
  const tags: Record<string, number> = Object.fromEntries(preferenceTagWeights(item.tags));
  for (const definition of DIMENSIONS) {
    const lean = scaledLeaning(item.leanings, definition.key);
    if (lean === 0) continue;
    const pole = lean > 0 ? definition.positive : definition.negative;
    tags[`alive:${definition.key}:${pole.pole}`] = Math.abs(lean);
  }
  return tags;
}

function normaliseText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function pairKey(a: string, b: string): string {
  const [x, y] = [normaliseText(a), normaliseText(b)].sort(compareIds);
  return `${x}\u0000${y}`;
}

interface PairCandidate {
  plus: RecommendationCandidate;
  minus: RecommendationCandidate;
  category: SmartPairCategory;
  target: DimensionDefinition;
  value: number;
  targetTags: string[];
  personalityMatch: number;
  id: string;
}

function whyDimension(position: DimensionPosition): string {
  const poles = `${position.definition.positive.label} and ${position.definition.negative.label}`;
  if (position.count === 0) return `Contrasts ${poles}, which no choice of yours has touched yet`;
  if (Math.abs(position.lean) < 0.2) return `Contrasts ${poles}, where your ${position.count} choices so far are evenly split`;
  if (position.evidence < 1) return `Contrasts ${poles}, with only ${position.count} choices so far`;
  const pole = position.lean > 0 ? position.definition.positive : position.definition.negative;
  return `Contrasts ${poles}, to test how firmly you lean ${pole.label}`;
}

function smartReasoning(position: DimensionPosition, targetTags: readonly string[], preferences: SmartPairInput['preferences']): string {
  const dimension = whyDimension(position);
  if (targetTags.length === 0) return `${dimension}.`;
  const unmet = targetTags.filter((t) => !(preferences[t]?.choiceCount ?? 0));
  const names = joinWithAnd(targetTags.map(tagDisplayName));
  return unmet.length === targetTags.length
    ? `${dimension}, and brings in ${names}, which you have not met yet.`
    : `${dimension}, and brings in ${names}, which you have met at most once.`;
}

function candidatePairs(input: SmartPairInput, position: readonly DimensionPosition[]): PairCandidate[] {
  const existing = new Set(input.existingPairs.map((p) => pairKey(p.option1, p.option2)));
  const scores = Object.fromEntries(Object.entries(input.preferences).map(([tag, p]) => [tag, p.score]));
  const categories = input.category === 'all' ? SMART_PAIR_CATEGORIES : SMART_PAIR_CATEGORIES.filter((c) => c === input.category);
  const byCategory = new Map<SmartPairCategory, RecommendationCandidate[]>();
  const seenIds = new Set<string>();
  for (const item of [...input.catalogue].sort((a, b) => compareIds(a.id, b.id))) {
    const category = CATALOGUE_TO_CHOICE_CATEGORY[item.category];
    if (!category || !categories.includes(category) || seenIds.has(item.id) || normaliseText(item.title) === '') continue;
    seenIds.add(item.id);
    byCategory.set(category, [...(byCategory.get(category) ?? []), item]);
  }
  const out: PairCandidate[] = [];
  for (const [category, items] of byCategory) {
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!;
        const b = items[j]!;
        if (normaliseText(a.title) === normaliseText(b.title) || existing.has(pairKey(a.title, b.title))) continue;
        // The target: the dimension where the two lean opposite ways with the most weakness × contrast.
        let best: { p: DimensionPosition; score: number; aPlus: boolean } | null = null;
        for (const p of position) {
          const ya = scaledLeaning(a.leanings, p.definition.key);
          const yb = scaledLeaning(b.leanings, p.definition.key);
          if (ya * yb >= 0) continue;
          const score = dimensionWeakness(p) * (Math.abs(ya - yb) / 2);
          if (!best || score > best.score) best = { p, score, aPlus: ya > 0 };
        }
        if (!best) continue;
        const wa = preferenceTagWeights(a.tags);
        const wb = preferenceTagWeights(b.tags);
        const tags = [...new Set([...wa, ...wb].map(([t]) => t))];
        const novelty = tags.length === 0 ? 0 : tags.reduce((s, t) => s + tagNovelty(input.preferences, t), 0) / tags.length;
        const balance = 1 - Math.abs(tagAffinity(scores, wa) - tagAffinity(scores, wb)) / 2;
        const value = SMART_PAIR_WEIGHTS.dimension * best.score + SMART_PAIR_WEIGHTS.novelty * novelty + SMART_PAIR_WEIGHTS.balance * balance;
        const targetTags = tags
          .filter((t) => (input.preferences[t]?.choiceCount ?? 0) <= TARGET_TAG_MAX_CHOICES)
          .sort((x, y) => (input.preferences[x]?.choiceCount ?? 0) - (input.preferences[y]?.choiceCount ?? 0) || compareIds(x, y))
          .slice(0, TARGET_TAGS_MAX);
        const [plus, minus] = best.aPlus ? [a, b] : [b, a];
        out.push({
          plus,
          minus,
          category,
          target: best.p.definition,
          value,
          targetTags,
          personalityMatch: round4((personalityMatch(position, a.leanings) + personalityMatch(position, b.leanings)) / 2),
          id: `smart-${[a.id, b.id].sort(compareIds).join('--')}`,
        });
      }
    }
  }
  return out.sort((x, y) => y.value - x.value || compareIds(x.id, y.id));
}

/**
 * Proposes up to `limit` new pairs, best first: greedy by value, each catalogue item used once, with a
 * small cost for repeating a target dimension or category so the list explores several things.
 */
export function proposeSmartPairs(input: SmartPairInput): SmartPairProposal[] {
  const limit = Number.isFinite(input.limit) ? Math.max(0, Math.floor(input.limit)) : 0;
  if (limit === 0 || (input.category !== 'all' && !SMART_PAIR_CATEGORIES.includes(input.category))) return [];
  const position = personPosition(input.dimensions);
  const remaining = candidatePairs(input, position);
  const usedItems = new Set<string>();
  const dimensionUses = new Map<string, number>();
  const categoryUses = new Map<string, number>();
  const picked: PairCandidate[] = [];
  while (picked.length < limit) {
    let best: PairCandidate | null = null;
    let bestValue = -Infinity;
    for (const pair of remaining) {
      if (usedItems.has(pair.plus.id) || usedItems.has(pair.minus.id)) continue;
      const adjusted =
        pair.value -
        SMART_PAIR_DIMENSION_REPEAT_PENALTY * (dimensionUses.get(pair.target.key) ?? 0) -
        SMART_PAIR_CATEGORY_REPEAT_PENALTY * (categoryUses.get(pair.category) ?? 0);
      // `remaining` is sorted by value then id, so only a strictly better value replaces an earlier pair.
      if (adjusted > bestValue + 1e-12) {
        best = pair;
        bestValue = adjusted;
      }
    }
    if (!best) break;
    picked.push(best);
    usedItems.add(best.plus.id);
    usedItems.add(best.minus.id);
    dimensionUses.set(best.target.key, (dimensionUses.get(best.target.key) ?? 0) + 1);
    categoryUses.set(best.category, (categoryUses.get(best.category) ?? 0) + 1);
  }
  return picked.map((pair) => {
    const p = position.find((x) => x.definition.key === pair.target.key)!;
    return {
      id: pair.id,
      option1: pair.plus.title,
      option2: pair.minus.title,
      option1Tags: optionTags(pair.plus),
      option2Tags: optionTags(pair.minus),
      category: pair.category,
      confidence: unitInterval(pair.value),
      reasoning: smartReasoning(p, pair.targetTags, input.preferences),
      targetedPreferences: [`${pair.target.positive.label} vs ${pair.target.negative.label}`, ...pair.targetTags.map(tagDisplayName)],
      personalityMatch: pair.personalityMatch,
    };
  });
}
