import { DIMENSIONS } from '../alive-dimensions.ts';
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

/** Key of an unordered pair of normalised option texts. */
function pairKey(x: string, y: string): string {
  return x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`;
}

/** What a pair needs of one item, computed once per item rather than once per pair. */
interface PreparedItem {
  item: RecommendationCandidate;
  normalisedTitle: string;
  /** Scaled leanings in DIMENSIONS order. */
  leanings: number[];
  tags: string[];
  tagSet: ReadonlySet<string>;
  noveltySum: number;
  affinity: number;
  match: number;
}

interface PairCandidate {
  a: PreparedItem;
  b: PreparedItem;
  category: SmartPairCategory;
  /** Index into DIMENSIONS. */
  target: number;
  value: number;
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
  const existing = new Set(input.existingPairs.map((p) => pairKey(normaliseText(p.option1), normaliseText(p.option2))));
  const scores = Object.fromEntries(Object.entries(input.preferences).map(([tag, p]) => [tag, p.score]));
  const weakness = position.map(dimensionWeakness);
  const novelty = (tag: string) => tagNovelty(input.preferences, tag);
  const prepare = (item: RecommendationCandidate): PreparedItem => {
    const weights = preferenceTagWeights(item.tags);
    const tags = weights.map(([t]) => t);
    return {
      item,
      normalisedTitle: normaliseText(item.title),
      leanings: DIMENSIONS.map((d) => scaledLeaning(item.leanings, d.key)),
      tags,
      tagSet: new Set(tags),
      noveltySum: tags.reduce((sum, t) => sum + novelty(t), 0),
      affinity: tagAffinity(scores, weights),
      match: personalityMatch(position, item.leanings),
    };
  };
  const categories = input.category === 'all' ? SMART_PAIR_CATEGORIES : SMART_PAIR_CATEGORIES.filter((c) => c === input.category);
  const byCategory = new Map<SmartPairCategory, PreparedItem[]>();
  const seenIds = new Set<string>();
  for (const item of [...input.catalogue].sort((a, b) => compareIds(a.id, b.id))) {
    const category = CATALOGUE_TO_CHOICE_CATEGORY[item.category];
    if (!category || !categories.includes(category) || seenIds.has(item.id) || normaliseText(item.title) === '') continue;
    seenIds.add(item.id);
    byCategory.set(category, [...(byCategory.get(category) ?? []), prepare(item)]);
  }
  const out: PairCandidate[] = [];
  for (const [category, items] of byCategory) {
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!;
        const b = items[j]!;
        // The target: the dimension where the two lean opposite ways with the most weakness × contrast
        // (ties keep code order).
        let target = -1;
        let targetScore = -1;
        for (let d = 0; d < DIMENSIONS.length; d++) {
          const ya = a.leanings[d]!;
          const yb = b.leanings[d]!;
          if (ya * yb >= 0) continue;
          const score = weakness[d]! * (Math.abs(ya - yb) / 2);
          if (score > targetScore) {
            target = d;
            targetScore = score;
          }
        }
        if (target === -1 || a.normalisedTitle === b.normalisedTitle || existing.has(pairKey(a.normalisedTitle, b.normalisedTitle))) continue;
        // Mean novelty over the union of the two items' tags.
        let noveltySum = a.noveltySum;
        let tagCount = a.tags.length;
        for (const t of b.tags) {
          if (a.tagSet.has(t)) continue;
          noveltySum += novelty(t);
          tagCount++;
        }
        const meanNovelty = tagCount === 0 ? 0 : noveltySum / tagCount;
        const balance = 1 - Math.abs(a.affinity - b.affinity) / 2;
        const value = SMART_PAIR_WEIGHTS.dimension * targetScore + SMART_PAIR_WEIGHTS.novelty * meanNovelty + SMART_PAIR_WEIGHTS.balance * balance;
        // Items are in id order, so a's id comes first.
        out.push({ a, b, category, target, value, id: `smart-${a.item.id}--${b.item.id}` });
      }
    }
  }
  return out.sort((x, y) => y.value - x.value || compareIds(x.id, y.id));
}

/** Tags of the pair met at most TARGET_TAG_MAX_CHOICES times, fewest first, ties by name. */
function targetTags(pair: PairCandidate, preferences: SmartPairInput['preferences']): string[] {
  const count = (t: string) => preferences[t]?.choiceCount ?? 0;
  return [...new Set([...pair.a.tags, ...pair.b.tags])]
    .filter((t) => count(t) <= TARGET_TAG_MAX_CHOICES)
    .sort((x, y) => count(x) - count(y) || compareIds(x, y))
    .slice(0, TARGET_TAGS_MAX);
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
  const dimensionUses = new Map<number, number>();
  const categoryUses = new Map<string, number>();
  const picked: PairCandidate[] = [];
  while (picked.length < limit) {
    let best: PairCandidate | null = null;
    let bestValue = -Infinity;
    for (const pair of remaining) {
      // Values only fall with the penalties, so once the raw value is below the best, nothing later wins.
      if (pair.value <= bestValue + 1e-12) break;
      if (usedItems.has(pair.a.item.id) || usedItems.has(pair.b.item.id)) continue;
      const adjusted =
        pair.value -
        SMART_PAIR_DIMENSION_REPEAT_PENALTY * (dimensionUses.get(pair.target) ?? 0) -
        SMART_PAIR_CATEGORY_REPEAT_PENALTY * (categoryUses.get(pair.category) ?? 0);
      // `remaining` is sorted by value then id, so only a strictly better value replaces an earlier pair.
      if (adjusted > bestValue + 1e-12) {
        best = pair;
        bestValue = adjusted;
      }
    }
    if (!best) break;
    picked.push(best);
    usedItems.add(best.a.item.id);
    usedItems.add(best.b.item.id);
    dimensionUses.set(best.target, (dimensionUses.get(best.target) ?? 0) + 1);
    categoryUses.set(best.category, (categoryUses.get(best.category) ?? 0) + 1);
  }
  return picked.map((pair) => {
    const definition = DIMENSIONS[pair.target]!;
    const [plus, minus] = pair.a.leanings[pair.target]! > 0 ? [pair.a.item, pair.b.item] : [pair.b.item, pair.a.item];
    const tags = targetTags(pair, input.preferences);
    return {
      id: pair.id,
      option1: plus.title,
      option2: minus.title,
      option1Tags: optionTags(plus),
      option2Tags: optionTags(minus),
      category: pair.category,
      confidence: unitInterval(pair.value),
      reasoning: smartReasoning(position[pair.target]!, tags, input.preferences),
      targetedPreferences: [`${definition.positive.label} vs ${definition.negative.label}`, ...tags.map(tagDisplayName)],
      personalityMatch: round4((pair.a.match + pair.b.match) / 2),
    };
  });
}
