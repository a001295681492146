import { DIMENSIONS } from '../alive-dimensions.ts';
import type { DimensionEvidenceInput } from '../profile/dimension-profile.ts';
import { tagDisplayName } from '../tags.ts';
import { personPosition, scaledLeaning, type DimensionPosition } from './person-position.ts';
import { personalityMatch } from './rank-content.ts';
import { byPositivePole, pickContrastingPairs, type ContrastingPair } from './contrasting-pairs.ts';
import { preferenceTagWeights } from './tag-affinity.ts';
import { compareIds, joinWithAnd, round4, unitInterval } from './text.ts';
import type { RecommendationCandidate } from './types.ts';

/**
 * Smart recommendations: new choice pairs for one person, built from two catalogue items that contrast
 * on the dimension the person's profile knows least about and that bring tags they have met least
 * (docs/recommendation-engine.md, Smart pairs).
 *
 *   value = 0.5 × weakness_d × contrast_d + 0.3 × novelty + 0.2 × balance
 */

/** The choice-pair categories (CHOICE_CATEGORIES of @alive/contracts, which builds on this library). */
export const SMART_PAIR_CATEGORIES = ['Travel', 'Movies', 'Books', 'Activities', 'Entertainment', 'Creative', 'Food'] as const;
export type SmartPairCategory = (typeof SMART_PAIR_CATEGORIES)[number];

/**
 * Catalogue category → choice category, the one mapping (the admin pair engine builds on it). Food is
 * Food (docs/product/choices.md, Decision — Food pairs); general ideas (habits, experiences, small
 * projects) are things to do; learning builds a skill or craft; shopping and date nights are leisure.
 */
export const CATALOGUE_TO_CHOICE_CATEGORY: Readonly<Record<string, SmartPairCategory>> = {
  travel: 'Travel',
  movies: 'Movies',
  books: 'Books',
  activities: 'Activities',
  food: 'Food',
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

function whyDimension(position: DimensionPosition): string {
  const poles = `${position.definition.positive.label} and ${position.definition.negative.label}`;
  if (position.count === 0) return `Contrasts ${poles}, which no choice of yours has touched yet`;
  // The count is of the choices that touched this dimension, not all of the person's choices, so the
  // sentence names the dimension (docs/product/profile.md, Decision — one definition per figure).
  const name = position.definition.name;
  if (Math.abs(position.lean) < 0.2) {
    return position.count === 1
      ? `Contrasts ${poles}, where the one choice of yours that touched ${name} leans neither way`
      : `Contrasts ${poles}, where the ${position.count} of your choices that touched ${name} are split close to evenly`;
  }
  if (position.evidence < 1) return `Contrasts ${poles}, with only ${position.count} of your choices touching ${name} so far`;
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

/** Tags of the pair met at most TARGET_TAG_MAX_CHOICES times, fewest first, ties by name. */
function targetTags(pair: ContrastingPair, preferences: SmartPairInput['preferences']): string[] {
  const count = (t: string) => preferences[t]?.choiceCount ?? 0;
  return pair.tags
    .filter((t) => count(t) <= TARGET_TAG_MAX_CHOICES)
    .sort((x, y) => count(x) - count(y) || compareIds(x, y))
    .slice(0, TARGET_TAGS_MAX);
}

/**
 * Proposes up to `limit` new pairs, best first (pickContrastingPairs): the weakness of a dimension is
 * what the person's profile does not know of it, the novelty of a tag how rarely they have met it, and
 * balance is weighed with their own tag scores.
 */
export function proposeSmartPairs(input: SmartPairInput): SmartPairProposal[] {
  if (input.category !== 'all' && !SMART_PAIR_CATEGORIES.includes(input.category)) return [];
  const position = personPosition(input.dimensions);
  const categories: readonly SmartPairCategory[] = input.category === 'all' ? SMART_PAIR_CATEGORIES : [input.category];
  const picked = pickContrastingPairs({
    items: input.catalogue,
    groupOf: (item) => {
      const category = CATALOGUE_TO_CHOICE_CATEGORY[item.category];
      return category && categories.includes(category) ? category : undefined;
    },
    weakness: position.map(dimensionWeakness),
    novelty: (tag) => tagNovelty(input.preferences, tag),
    scores: Object.fromEntries(Object.entries(input.preferences).map(([tag, p]) => [tag, p.score])),
    existingPairs: input.existingPairs,
    normalise: normaliseText,
    limit: input.limit,
  });
  return picked.map((pair) => {
    const definition = DIMENSIONS[pair.target]!;
    const [plus, minus] = byPositivePole(pair);
    const tags = targetTags(pair, input.preferences);
    return {
      id: pair.id,
      option1: plus.title,
      option2: minus.title,
      option1Tags: optionTags(plus),
      option2Tags: optionTags(minus),
      category: pair.group as SmartPairCategory,
      confidence: unitInterval(pair.value),
      reasoning: smartReasoning(position[pair.target]!, tags, input.preferences),
      targetedPreferences: [`${definition.positive.label} vs ${definition.negative.label}`, ...tags.map(tagDisplayName)],
      personalityMatch: round4((personalityMatch(position, pair.a.leanings) + personalityMatch(position, pair.b.leanings)) / 2),
    };
  });
}
