import { DIMENSIONS } from '../alive-dimensions.ts';
import { parseOptionTags } from '../choice-scoring.ts';
import { tagDisplayName } from '../tags.ts';
import { preferenceTagWeights, tagAffinity, tagCosine } from '../recommendations/tag-affinity.ts';
import { joinWithAnd, round4, unitInterval } from '../recommendations/text.ts';
import { dimensionGaps, pairCoverage, type CoveragePair } from './pair-coverage.ts';
import { pairKey } from './pair-identity.ts';
import { createOptionReader, wordsOf, type KnownOption, type OptionReading } from './option-reading.ts';

/**
 * The smart engine's quality score of a typed pair (docs/product/admin.md, Evaluate), 0..1:
 *
 *   quality = 0.2 × balance + 0.25 × tagContrast + 0.35 × dimensionCoverage + 0.2 × novelty
 *
 * - balance: 1 − |A₁ − A₂| / 2, A = tag affinity of an option under everyone's mean tag scores, so
 *   a pair the population already decides one way teaches little; 0.5 when neither option has tags.
 * - tagContrast: 1 − cosine of the two options' preference tags (two options sharing every tag ask
 *   nothing); 0 when neither has tags, 0.5 when only one has.
 * - dimensionCoverage: the strongest opposite-pole contrast (mean of the two pole weights), scaled
 *   by how much the category needs that dimension: × (0.5 + 0.5 × gap).
 * - novelty: 1 − the closest stored pair's word overlap (mean Jaccard of the matching options, either
 *   order); 0 for the same pair, which also makes the quality 0.
 */

export const QUALITY_WEIGHTS = { balance: 0.2, tagContrast: 0.25, dimensionCoverage: 0.35, novelty: 0.2 } as const;
export const QUALITY_BANDS = { add: 0.7, revise: 0.45 } as const;

export interface EvaluationInput {
  option1: string;
  option2: string;
  /** As the screen names it, e.g. `Travel` (empty: the whole pair set). */
  category: string;
  /** Options whose tags are known: stored pairs' options and the material's titles. */
  known: readonly KnownOption[];
  /** The category's active pairs (their coverage decides which dimensions are wanted). */
  categoryPairs: readonly CoveragePair[];
  /** Every stored shared pair. */
  existingPairs: readonly { id: number; option1: string; option2: string }[];
  /** Everyone's mean score per preference tag (0..1). */
  populationScores: Readonly<Record<string, number>>;
}

export interface PairEvaluationResult {
  qualityScore: number;
  criteria: { balance: number; tagContrast: number; dimensionCoverage: number; novelty: number };
  evaluation: { feedback: string; relevance: string; recommendation: string };
  duplicateOf: number | null;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
}

/** Words of 3 letters or more: what two option texts share. */
function wordSet(text: string): Set<string> {
  return new Set(wordsOf(text).split(' ').filter((word) => word.length >= 3));
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Signed pole weight per dimension (DIMENSIONS order) from an option's evidence tags. */
function poleWeights(tags: Readonly<Record<string, number>>): number[] {
  const weights = DIMENSIONS.map(() => 0);
  for (const evidence of parseOptionTags(tags).evidence) {
    const index = DIMENSIONS.findIndex((d) => d.key === evidence.dimension);
    weights[index] = weights[index]! + evidence.sign * evidence.weight;
  }
  return weights.map((w) => Math.max(-1, Math.min(1, w)));
}

interface Closest {
  id: number;
  similarity: number;
  text: string;
}

function closestPair(input: EvaluationInput): Closest | null {
  const [a, b] = [wordSet(input.option1), wordSet(input.option2)];
  let best: Closest | null = null;
  for (const pair of input.existingPairs) {
    const [x, y] = [wordSet(pair.option1), wordSet(pair.option2)];
    const similarity = Math.max((jaccard(a, x) + jaccard(b, y)) / 2, (jaccard(a, y) + jaccard(b, x)) / 2);
    if (!best || similarity > best.similarity) best = { id: pair.id, similarity, text: `${pair.option1} vs ${pair.option2}` };
  }
  return best;
}

function describeReading(label: string, reading: OptionReading): string | null {
  const names = [...parseOptionTags(reading.tags).preferences.keys()].map(tagDisplayName);
  if (reading.source === 'none') return `${label} names no tag the pairs use, so a choice of it teaches little: name what it stands for (e.g. solo or group, nature or city).`;
  if (reading.source === 'inferred') return `${label} reads as ${joinWithAnd(names)}.`;
  return null;
}

export function evaluatePair(input: EvaluationInput): PairEvaluationResult {
  const reader = createOptionReader(input.known);
  const [one, two] = [reader.read(input.option1), reader.read(input.option2)];
  const [prefs1, prefs2] = [preferenceTagWeights(one.tags), preferenceTagWeights(two.tags)];

  const duplicate = input.existingPairs.find((pair) => pairKey(pair.option1, pair.option2) === pairKey(input.option1, input.option2)) ?? null;
  const closest = duplicate ? { id: duplicate.id, similarity: 1, text: `${duplicate.option1} vs ${duplicate.option2}` } : closestPair(input);
  const novelty = duplicate ? 0 : 1 - (closest?.similarity ?? 0);

  const hasTags = [prefs1.length > 0, prefs2.length > 0];
  const balance =
    hasTags[0] || hasTags[1] ? 1 - Math.abs(tagAffinity(input.populationScores, prefs1) - tagAffinity(input.populationScores, prefs2)) / 2 : 0.5;
  const tagContrast = hasTags[0] && hasTags[1] ? 1 - tagCosine(prefs1, prefs2) : hasTags[0] || hasTags[1] ? 0.5 : 0;

  const coverage = pairCoverage(input.categoryPairs);
  const gaps = dimensionGaps(coverage);
  const [poles1, poles2] = [poleWeights(one.tags), poleWeights(two.tags)];
  let dimensionCoverage = 0;
  let contrasted = -1;
  DIMENSIONS.forEach((_definition, d) => {
    if (poles1[d]! * poles2[d]! >= 0) return;
    const score = ((Math.abs(poles1[d]!) + Math.abs(poles2[d]!)) / 2) * (0.5 + 0.5 * gaps[d]!);
    if (score > dimensionCoverage) {
      dimensionCoverage = score;
      contrasted = d;
    }
  });

  const criteria = {
    balance: unitInterval(balance),
    tagContrast: unitInterval(tagContrast),
    dimensionCoverage: unitInterval(dimensionCoverage),
    novelty: unitInterval(novelty),
  };
  const weighted =
    QUALITY_WEIGHTS.balance * criteria.balance +
    QUALITY_WEIGHTS.tagContrast * criteria.tagContrast +
    QUALITY_WEIGHTS.dimensionCoverage * criteria.dimensionCoverage +
    QUALITY_WEIGHTS.novelty * criteria.novelty;
  const qualityScore = duplicate ? 0 : unitInterval(round4(weighted));

  const where = input.category ? `${input.category} ` : '';
  const dimension = contrasted >= 0 ? DIMENSIONS[contrasted]! : null;
  const feedback: string[] = [];
  for (const line of [describeReading('Option A', one), describeReading('Option B', two)]) if (line) feedback.push(line);
  if (dimension) {
    feedback.push(`It sets ${dimension.positive.label} against ${dimension.negative.label} (${dimension.name}).`);
  } else if (hasTags[0] || hasTags[1]) {
    feedback.push('The two options stand for no opposite A.L.I.V.E poles, so a choice says nothing about the profile.');
  }
  if (hasTags[0] && hasTags[1] && criteria.tagContrast < 0.5) {
    const shared = prefs1.filter(([tag]) => prefs2.some(([other]) => other === tag)).map(([tag]) => tagDisplayName(tag));
    feedback.push(`The options share most of their tags (${joinWithAnd(shared)}).`);
  }
  if (hasTags[0] && hasTags[1] && criteria.balance < 0.75) feedback.push('People already clearly prefer one side, so most will answer the same way.');
  if (!duplicate && closest && closest.similarity >= 0.5) feedback.push(`It is close to #${closest.id} (${closest.text}).`);

  const gap = contrasted >= 0 ? gaps[contrasted]! : 0;
  const covering = contrasted >= 0 ? coverage.dimensions[contrasted]!.contrasted : 0;
  // "n of the N pairs", never "0 of 0": with no pairs, or none contrasting it, say so in words.
  const pairsWord = (count: number) => `${count} ${where}${count === 1 ? 'pair' : 'pairs'}`;
  const share = covering === 0 ? `no ${where}pair contrasts it yet` : `${covering} of the ${pairsWord(coverage.pairs)} ${covering === 1 ? 'contrasts' : 'contrast'} it`;
  const relevance = !dimension
    ? `Low: it contrasts no dimension${where ? ` the ${where}pairs need` : ''}.`
    : coverage.pairs === 0
      ? `High: there are no ${where}pairs yet, so every dimension is needed.`
      : gap >= 0.5
        ? `High: ${dimension.name} is one of the least covered dimensions (${share}).`
        : gap > 0
          ? `Medium: ${dimension.name} is a little under its share (${share}).`
          : `Medium: ${dimension.name} already has its share (${share}).`;

  const weakest = (Object.entries(criteria) as [keyof typeof criteria, number][]).sort((a, b) => a[1] - b[1])[0]!;
  const advice: Record<keyof typeof criteria, string> = {
    balance: 'make the less popular option more appealing',
    tagContrast: 'make the two options differ in kind, not only in degree',
    dimensionCoverage: 'set two opposite poles against each other (e.g. exploring or traditional)',
    novelty: 'it repeats a pair the set already has',
  };
  const recommendation = duplicate
    ? `Do not add: it is the same pair as #${duplicate.id}.`
    : qualityScore >= QUALITY_BANDS.add
      ? 'Add it: a balanced, informative pair.'
      : qualityScore >= QUALITY_BANDS.revise
        ? `Worth adding after a revision: ${advice[weakest[0]]}.`
        : `Rework it before adding: ${advice[weakest[0]]}.`;

  return {
    qualityScore,
    criteria,
    evaluation: { feedback: feedback.join(' ') || 'Nothing stands out either way.', relevance, recommendation },
    duplicateOf: duplicate?.id ?? null,
    option1Tags: one.tags,
    option2Tags: two.tags,
  };
}
