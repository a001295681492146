import { DIMENSION_COMPLETE_AT, DIMENSION_KEYS, type DimensionKey } from '../alive-dimensions.ts';
import { parseOptionTags, type DimensionEvidenceState, type ScorablePair } from '../choice-scoring.ts';

/**
 * The adaptive home loop (docs/profile-model.md, Adaptive choices): of a handful of unanswered
 * candidate pairs, serve the one expected to teach us most about the person.
 *
 * - Each dimension has a need: the chance that its current letter is wrong, read from the margin
 *   between its two poles' evidence under an answer model in which a person picks the option of
 *   their own pole with probability `answerReliability`; plus, while it is not yet complete
 *   (fewer than DIMENSION_COMPLETE_AT choices), a share for the choices it still lacks.
 * - A pair is worth the need of the dimensions its options contrast on (the strongest in full, the
 *   others at SECONDARY_SHARE: a pair on two dimensions tells less about each, because a person
 *   whose poles split across its options answers it at random), plus a little for preference tags
 *   the person has never met.
 * - No two pairs in a row on the same dimension while another dimension is open (not complete yet)
 *   and a candidate on another one exists, and a share of picks at random among those, so the loop
 *   never feels like an interrogation.
 */

export interface CandidatePair extends ScorablePair {
  id: number;
}

export interface LearnerState {
  /** The person's `dimension_evidence`, by dimension (missing = no evidence yet). */
  dimensions: Readonly<Partial<Record<DimensionKey, DimensionEvidenceState>>>;
  /** Preference tags the person has already met (has a `user_preferences` row for). */
  exploredTags: ReadonlySet<string>;
  /** The dimensions the person's last choice was on (none before the first). */
  lastDimensions?: ReadonlySet<DimensionKey>;
}

export interface PolicyTuning {
  /** Share of picks made at random among the allowed candidates, 0..1. */
  exploration: number;
  /** When exploring, the pick is uniform among pairs worth at least this share of the best one, 0..1. */
  explorationFloor: number;
  /** Weight of a dimension's missing choices toward complete (per missing choice / DIMENSION_COMPLETE_AT). */
  completion: number;
  /** Weight of the share of a pair's preference tags the person has never met. */
  novelty: number;
  /** Assumed probability that an answer follows the person's true pole, 0.5 < r < 1. */
  answerReliability: number;
  /**
   * Weight of each dimension of a pair that contrasts on more than one. Half the people's poles
   * split across a two-dimension pair's options and they answer it at random, so an answer follows
   * each pole with r' = (r + ½) / 2, and its signal (2r' − 1)² is a quarter of a one-dimension pair's.
   */
  multiDimensionShare: number;
}

/** Chosen with tools/eval/adaptive-choices.ts (its table is in docs/profile-model.md). */
export const DEFAULT_POLICY_TUNING: PolicyTuning = {
  exploration: 0.1,
  explorationFloor: 0.5,
  completion: 0.2,
  novelty: 0.02,
  answerReliability: 0.8,
  multiDimensionShare: 0.25,
};

/**
 * How many unanswered pairs the choices service reads as candidates (a window of the shared set from
 * a random start, services/choices/src/data/choice-pair-repository.ts); the simulation reads the same.
 */
export const NEXT_PAIR_CANDIDATES = 24;

/** Per dimension: +1/−1 lean of option 1 minus option 2 halved, so a full contrast is ±1. */
export interface PairReading {
  contrast: ReadonlyMap<DimensionKey, number>;
  preferenceTags: readonly string[];
}

const readings = new WeakMap<object, PairReading>();
/**
 * The same readings by the pair's two tag objects, for callers that hand out one object per distinct
 * tag text (the choices service's next-pair read, services/choices/src/data/choice-pair-tags.ts): a
 * pair read again in a later request is then read once, not once per request.
 */
const readingsByTags = new WeakMap<object, WeakMap<object, PairReading>>();

/** Contrast of a dimension both options lean the same way on. */
const MIN_CONTRAST = 0.25;

/** What a pair can teach: the dimensions its options contrast on and its preference tags. Cached per pair object, or per its two tag objects. */
export function readPair(pair: ScorablePair): PairReading {
  const byTags = isObject(pair.option1Tags) && isObject(pair.option2Tags) ? pair.option2Tags : undefined;
  const cached = byTags ? readingsByTags.get(pair.option1Tags as object)?.get(byTags) : readings.get(pair);
  if (cached) return cached;
  const first = parseOptionTags(pair.option1Tags);
  const second = parseOptionTags(pair.option2Tags);
  const lean = new Map<DimensionKey, number>();
  for (const e of first.evidence) lean.set(e.dimension, (lean.get(e.dimension) ?? 0) + e.sign * e.weight);
  for (const e of second.evidence) lean.set(e.dimension, (lean.get(e.dimension) ?? 0) - e.sign * e.weight);
  const contrast = new Map<DimensionKey, number>();
  // A dimension both options lean the same way on still counts a little (the choice is evidence for it).
  for (const [key, value] of lean) contrast.set(key, Math.max(Math.min(1, Math.abs(value) / 2), MIN_CONTRAST));
  const preferenceTags = [...first.preferences.keys()];
  for (const tag of second.preferences.keys()) if (!first.preferences.has(tag)) preferenceTags.push(tag);
  const reading = { contrast, preferenceTags };
  if (byTags) {
    let second = readingsByTags.get(pair.option1Tags as object);
    if (!second) readingsByTags.set(pair.option1Tags as object, (second = new WeakMap()));
    second.set(byTags, reading);
  } else {
    readings.set(pair, reading);
  }
  return reading;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Chance that the dimension's letter is not settled yet: wrong now, or right now but turned by a
 * later answer. With signed margin s = positive − negative evidence and reliability r, the odds of
 * the + pole being true are (r/(1−r))^s; a walk that moves toward the truth with probability r ever
 * gains k steps against it with probability ((1−r)/r)^k. The letter is the + pole at s ≥ 0 (a tie
 * shows the + pole), so it turns when s falls to −1, or rises to 0 from below:
 *   s ≥ 0: P(− true) + P(+ true) × ((1−r)/r)^(s+1)
 *   s < 0: P(+ true) + P(− true) × ((1−r)/r)^|s|
 * 1 while the dimension has no evidence (no letter at all).
 */
export function letterUnsettled(evidence: DimensionEvidenceState | undefined, answerReliability: number): number {
  if (!evidence || evidence.choiceCount <= 0) return 1;
  const margin = evidence.positiveWeight - evidence.negativeWeight;
  const against = (1 - answerReliability) / answerReliability;
  const positiveTrue = 1 / (1 + against ** margin);
  return margin >= 0
    ? 1 - positiveTrue + positiveTrue * against ** (margin + 1)
    : positiveTrue + (1 - positiveTrue) * against ** -margin;
}

/** How much one more choice on the dimension is worth now. */
export function dimensionNeed(evidence: DimensionEvidenceState | undefined, tuning: PolicyTuning): number {
  const count = evidence?.choiceCount ?? 0;
  const missing = Math.max(0, DIMENSION_COMPLETE_AT - count) / DIMENSION_COMPLETE_AT;
  return letterUnsettled(evidence, tuning.answerReliability) + tuning.completion * missing;
}

/** Expected value of serving the pair to the person now (higher teaches more). */
export function pairValue(pair: ScorablePair, state: LearnerState, tuning: PolicyTuning = DEFAULT_POLICY_TUNING): number {
  const { contrast, preferenceTags } = readPair(pair);
  let gain = 0;
  for (const [key, strength] of contrast) gain += strength * dimensionNeed(state.dimensions[key], tuning);
  const dimensionGain = contrast.size > 1 ? tuning.multiDimensionShare * gain : gain;
  let fresh = 0;
  for (const tag of preferenceTags) if (!state.exploredTags.has(tag)) fresh += 1;
  const unexplored = preferenceTags.length === 0 ? 0 : fresh / preferenceTags.length;
  return dimensionGain + tuning.novelty * unexplored;
}

/** The dimensions a pair's options contrast on (what a choice on it teaches about). */
export function pairDimensions(pair: ScorablePair): Set<DimensionKey> {
  return new Set(readPair(pair).contrast.keys());
}

function sharesDimension(pair: ScorablePair, dimensions: ReadonlySet<DimensionKey>): boolean {
  for (const key of readPair(pair).contrast.keys()) if (dimensions.has(key)) return true;
  return false;
}

/**
 * The next pair among `candidates` (unanswered, in the person's category), or null when there are
 * none. `random` draws uniform numbers in [0, 1): Math.random in the service, a seeded generator in
 * tests and the simulation.
 */
export function chooseNextPair<P extends ScorablePair>(
  candidates: readonly P[],
  state: LearnerState,
  random: () => number,
  tuning: PolicyTuning = DEFAULT_POLICY_TUNING,
): P | null {
  if (candidates.length === 0) return null;
  const lastDimensions = state.lastDimensions ?? new Set<DimensionKey>();
  // "Open": not complete yet. Once every other dimension is complete, the least settled one may
  // come back at once rather than wait behind pairs that teach little.
  const anotherOpen = DIMENSION_KEYS.some((key) => !lastDimensions.has(key) && (state.dimensions[key]?.choiceCount ?? 0) < DIMENSION_COMPLETE_AT);
  const elsewhere =
    lastDimensions.size === 0 || !anotherOpen ? candidates : candidates.filter((pair) => !sharesDimension(pair, lastDimensions));
  const allowed = elsewhere.length > 0 ? elsewhere : candidates;
  const valued = allowed.map((pair) => ({ pair, value: pairValue(pair, state, tuning) }));
  const best = valued.reduce((top, entry) => (entry.value > top.value ? entry : top));
  if (random() >= tuning.exploration) return best.pair;
  // Exploring: any pair worth at least `explorationFloor` of the best, so variety costs little.
  const goodEnough = valued.filter((entry) => entry.value >= tuning.explorationFloor * best.value);
  return goodEnough[Math.floor(random() * goodEnough.length)]!.pair;
}
