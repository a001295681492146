import { DIMENSIONS, type DimensionDefinition } from '../alive-dimensions.ts';
import { tagDisplayName } from '../tags.ts';
import { byPositivePole, pickContrastingPairs, type ContrastingPair } from '../recommendations/contrasting-pairs.ts';
import { optionTags } from '../recommendations/smart-pairs.ts';
import { preferenceTagWeights, tagCosine } from '../recommendations/tag-affinity.ts';
import { compareIds, joinWithAnd, unitInterval } from '../recommendations/text.ts';
import type { RecommendationCandidate } from '../recommendations/types.ts';
import { dimensionGaps, pairCoverage, type CoveragePair, type PairCoverage } from './pair-coverage.ts';
import { normalizeOptionText } from './pair-identity.ts';

/**
 * New pairs that fill the gaps of a set of active pairs (docs/product/admin.md, AI pair engine): the
 * one contrasting-pair search of Smart Recommendations (pickContrastingPairs), asked what the pair set
 * covers least instead of what one person's profile knows least.
 *
 *   weakness_d  = dimensionGaps(coverage)        1 = no pair contrasts d, 0 = d has its share
 *   novelty_t   = 1 / (1 + options carrying t)   1 = no pair carries the tag
 *   balance     = tag affinity of each option under everyone's mean tag scores
 *
 * Option texts are the material's titles (catalogue items, library titles) and option tags their tags
 * plus `alive:<dimension>:<pole>` from their leanings, so every proposal is real content whose choice
 * teaches the profile exactly like a seeded pair. Pairs already there (either order, any case or
 * spacing) are never proposed.
 */

export const DIFFICULTY_THRESHOLDS = { medium: 0.45, hard: 0.6 } as const;
export type PairDifficulty = 'easy' | 'medium' | 'hard';

export interface GapPairInput {
  /** As the screen names it, e.g. `Travel`. */
  category: string;
  /** The active pairs whose gaps are filled. */
  pairs: readonly CoveragePair[];
  /** Items the pairs may be made of. */
  material: readonly RecommendationCandidate[];
  /** Pairs that must not be proposed again (every stored pair, plus any the caller lists). */
  existingPairs: readonly { option1: string; option2: string }[];
  /** Everyone's mean score per preference tag (0..1), for balance; absent tags are neutral. */
  populationScores?: Readonly<Record<string, number>>;
  /** Pairs form within a group (default: the whole material is one group, `category`). */
  groupOf?: (item: RecommendationCandidate) => string | undefined;
  limit: number;
}

export interface GapPairProposal {
  /** `smart-<id>--<id>` of the two items: the same for the same two options. */
  id: string;
  option1: string;
  option2: string;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
  /** The group it was formed in (the category unless `groupOf` says otherwise). */
  group: string;
  /** 0..1: the pair's value. */
  confidence: number;
  reasoning: string;
  dimension: DimensionDefinition;
  /** |leaning₁ − leaning₂| / 4 on the contrasted dimension, 0..1. */
  contrast: number;
  difficulty: PairDifficulty;
  /** "Exploring vs Traditional", then the display names of the least-used tags it brings in. */
  targetedPreferences: string[];
  /** The gap the pair explores, in words. */
  explorationArea: string;
}

/**
 * How hard a pair is to answer: the mean of how mild its contrast is (1 − contrast), how evenly the
 * tag scores weigh its options (balance rescaled to 0..1) and how many tags the options share (tag
 * cosine). Below 0.45 easy, below 0.6 medium, else hard: a ±2 contrast of two unrelated options is
 * easy, a ±1 contrast of two equally liked options sharing half their tags is hard.
 */
export function pairDifficulty(contrast: number, balance: number, overlap: number): PairDifficulty {
  const subtlety = (1 - contrast + Math.max(0, 2 * balance - 1) + overlap) / 3;
  if (subtlety < DIFFICULTY_THRESHOLDS.medium) return 'easy';
  return subtlety < DIFFICULTY_THRESHOLDS.hard ? 'medium' : 'hard';
}

/**
 * The label of the whole pair set rather than one category (the smart engine's "all"): sentences then
 * say "all 132 pairs" and "no pair", never "the 132 all pairs".
 */
export const WHOLE_SET_LABEL = 'all';

const isWholeSet = (category: string) => category.trim() === '' || category.trim().toLowerCase() === WHOLE_SET_LABEL;

/** "Travel pair" / "pair": the category as it reads before "pair(s)". */
function pairsOf(category: string): string {
  return isWholeSet(category) ? '' : `${category} `;
}

/** How a dimension's coverage reads in a sentence. */
export function coveragePhrase(coverage: PairCoverage, dimensionIndex: number, category: string): string {
  const contrasted = coverage.dimensions[dimensionIndex]!.contrasted;
  if (contrasted === 0) return `which no ${pairsOf(category)}pair sets against each other yet`;
  const of = isWholeSet(category) ? `all ${coverage.pairs} pairs` : `the ${coverage.pairs} ${category} pairs`;
  return `which only ${contrasted} of ${of} ${contrasted === 1 ? 'contrasts' : 'contrast'}`;
}

const TARGET_TAGS_MAX = 3;

function reasoning(pair: ContrastingPair, coverage: PairCoverage, gap: number, category: string): { text: string; newTags: string[] } {
  const definition = DIMENSIONS[pair.target]!;
  const uses = (tag: string) => coverage.tagUses.get(tag) ?? 0;
  const fresh = pair.tags
    .filter((tag) => uses(tag) <= 1)
    .sort((a, b) => uses(a) - uses(b) || compareIds(a, b))
    .slice(0, TARGET_TAGS_MAX);
  const poles = `${definition.positive.label} and ${definition.negative.label}`;
  const why =
    gap > 0
      ? `Contrasts ${poles}, ${coveragePhrase(coverage, pair.target, category)}`
      : `Contrasts ${poles} (already well covered ${isWholeSet(category) ? 'across all pairs' : `in ${category}`})`;
  if (fresh.length === 0) return { text: `${why}.`, newTags: [] };
  const names = joinWithAnd(fresh.map(tagDisplayName));
  const unused = fresh.every((tag) => uses(tag) === 0);
  return {
    text: `${why}, and brings in ${names}, which ${unused ? `no ${pairsOf(category)}pair carries yet` : `${isWholeSet(category) ? 'the pairs' : `${category} pairs`} carry at most once`}.`,
    newTags: fresh.map(tagDisplayName),
  };
}

export function proposeGapPairs(input: GapPairInput): GapPairProposal[] {
  const coverage = pairCoverage(input.pairs);
  const gaps = dimensionGaps(coverage);
  const picked = pickContrastingPairs({
    items: input.material,
    groupOf: input.groupOf ?? (() => input.category),
    weakness: gaps,
    novelty: (tag) => 1 / (1 + (coverage.tagUses.get(tag) ?? 0)),
    scores: input.populationScores ?? {},
    existingPairs: input.existingPairs,
    normalise: normalizeOptionText,
    limit: input.limit,
  });
  return picked.map((pair) => {
    const definition = DIMENSIONS[pair.target]!;
    const [plus, minus] = byPositivePole(pair);
    const why = reasoning(pair, coverage, gaps[pair.target]!, input.category);
    const overlap = tagCosine(preferenceTagWeights(plus.tags), preferenceTagWeights(minus.tags));
    const contrasted = coverage.dimensions[pair.target]!.contrasted;
    return {
      id: pair.id,
      option1: plus.title,
      option2: minus.title,
      option1Tags: optionTags(plus),
      option2Tags: optionTags(minus),
      group: pair.group,
      confidence: unitInterval(pair.value),
      reasoning: why.text,
      dimension: definition,
      contrast: unitInterval(pair.contrast),
      difficulty: pairDifficulty(pair.contrast, pair.balance, overlap),
      targetedPreferences: [`${definition.positive.label} vs ${definition.negative.label}`, ...why.newTags],
      explorationArea: `${definition.name} ${isWholeSet(input.category) ? 'across all pairs' : `in ${input.category}`}: ${contrasted === 0 ? 'no pair contrasts it yet' : `contrasted by ${contrasted} of ${coverage.pairs} pairs`}`,
    };
  });
}
