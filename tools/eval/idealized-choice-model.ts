import {
  chooseNextPair,
  DEFAULT_POLICY_TUNING,
  DIMENSION_COMPLETE_AT,
  DIMENSIONS,
  letterUnsettled,
  type CandidatePair,
  type DimensionEvidenceState,
  type DimensionKey,
  type PolicyTuning,
} from '@alive/domain';

/**
 * The limit of any next-pair policy, computed exactly (docs/profile-model.md, Adaptive choices).
 *
 * The idealized home loop: five independent dimensions, an unlimited supply of pairs that each
 * contrast on one dimension, and answers that follow the person's true pole with reliability r. Given
 * a dimension's margin, the chance that its letter is right now and never turns later (the person
 * going on choosing) is 1 − letterUnsettled, the measure the policy itself uses; the dimensions are
 * independent, so the chance that the whole code is right and stays right is their product. The
 * share of people whose code is stable and correct within t choices is that product's expectation
 * after t choices, and the best any policy can do is the maximum over every choice of dimension at
 * every step: a finite tree, walked here with the states of equal dimensions merged.
 */

/** One dimension's evidence in the idealized loop: margin = + answers − − answers. */
export interface DimensionCell {
  margin: number;
  /** Answers so far, counted up to DIMENSION_COMPLETE_AT (beyond it nothing depends on the count). */
  choices: number;
}

export interface IdealizedOptions {
  reliability: number;
  /** Forbid two choices in a row on one dimension while another is open, as the policy does. */
  noRepeat: boolean;
}

const EMPTY_CELL: DimensionCell = { margin: 0, choices: 0 };

function evidenceOf(cell: DimensionCell): DimensionEvidenceState {
  return { positiveWeight: Math.max(cell.margin, 0), negativeWeight: Math.max(-cell.margin, 0), choiceCount: cell.choices };
}

/** Chance that the dimension's letter is right and never turns later. */
export function settledShare(cell: DimensionCell, reliability: number): number {
  return 1 - letterUnsettled(cell.choices === 0 ? undefined : evidenceOf(cell), reliability);
}

/** Chance that the next answer on the dimension leans to the + pole, given its margin so far. */
export function positiveAnswerChance(margin: number, reliability: number): number {
  const positiveTrue = 1 / (1 + ((1 - reliability) / reliability) ** margin);
  return positiveTrue * reliability + (1 - positiveTrue) * (1 - reliability);
}

function answered(cell: DimensionCell, step: 1 | -1): DimensionCell {
  return { margin: cell.margin + step, choices: Math.min(cell.choices + 1, DIMENSION_COMPLETE_AT) };
}

function isOpen(cell: DimensionCell): boolean {
  return cell.choices < DIMENSION_COMPLETE_AT;
}

const cellKey = (cell: DimensionCell) => `${cell.margin},${cell.choices}`;

/**
 * A state: the dimension answered last (null before the first choice) and the others, in a fixed
 * order so that states differing only by which dimension is which are walked once.
 */
interface LoopState {
  last: DimensionCell | null;
  others: DimensionCell[];
}

function canonical(last: DimensionCell | null, others: DimensionCell[]): LoopState {
  return { last, others: [...others].sort((a, b) => a.margin - b.margin || a.choices - b.choices) };
}

const stateKey = (state: LoopState, left: number) => `${left}|${state.last ? cellKey(state.last) : '-'}|${state.others.map(cellKey).join(';')}`;

/** The cells of a state, the last-answered first. */
function cellsOf(state: LoopState): DimensionCell[] {
  return state.last ? [state.last, ...state.others] : state.others;
}

/** Indexes into cellsOf(state) the rule allows next. */
function allowedNext(state: LoopState, noRepeat: boolean): number[] {
  const cells = cellsOf(state);
  const all = cells.map((_, index) => index);
  if (!noRepeat || !state.last || !state.others.some(isOpen)) return all;
  return all.slice(1);
}

/** The state after an answer on cells[index] stepping the margin by `step`. */
function afterAnswer(state: LoopState, index: number, step: 1 | -1): LoopState {
  const cells = cellsOf(state);
  const rest = cells.filter((_, i) => i !== index);
  return canonical(answered(cells[index]!, step), rest);
}

/**
 * Expected share of stable, correct codes after a number of choices, when `combine` turns the values
 * of answering each dimension into the state's value (the best of the allowed ones, or the one a
 * policy picks). States are remembered across horizons.
 */
function walker(
  reliability: number,
  combine: (state: LoopState, valueOf: (index: number) => number) => number,
): (horizon: number) => number {
  const memo = new Map<string, number>();
  const value = (state: LoopState, left: number): number => {
    if (left === 0) return cellsOf(state).reduce((product, cell) => product * settledShare(cell, reliability), 1);
    const key = stateKey(state, left);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const cells = cellsOf(state);
    const valueOf = (index: number) => {
      const up = positiveAnswerChance(cells[index]!.margin, reliability);
      return up * value(afterAnswer(state, index, 1), left - 1) + (1 - up) * value(afterAnswer(state, index, -1), left - 1);
    };
    const result = combine(state, valueOf);
    memo.set(key, result);
    return result;
  };
  const start = canonical(null, Array.from({ length: DIMENSIONS.length }, () => EMPTY_CELL));
  return (horizon) => value(start, horizon);
}

/** By number of choices: the best share of people any policy can bring to a stable, correct code. */
export function optimalStableShare(options: IdealizedOptions): (horizon: number) => number {
  return walker(options.reliability, (state, valueOf) => Math.max(...allowedNext(state, options.noRepeat).map(valueOf)));
}

/** One pair per dimension, contrasting its two poles and nothing else. */
function singleDimensionPair(key: DimensionKey, id: number): CandidatePair {
  const definition = DIMENSIONS.find((d) => d.key === key)!;
  return {
    id,
    option1Tags: { [`alive:${key}:${definition.positive.pole}`]: 1 },
    option2Tags: { [`alive:${key}:${definition.negative.pole}`]: 1 },
  };
}

/**
 * By number of choices: the share the product's policy (`chooseNextPair`, without exploration)
 * reaches in the idealized loop, offered one pair on every dimension at every step.
 */
export function policyStableShare(reliability: number, tuning: PolicyTuning = DEFAULT_POLICY_TUNING): (horizon: number) => number {
  const keys = DIMENSIONS.map((d) => d.key);
  const pairs = keys.map((key, index) => singleDimensionPair(key, index));
  const greedy: PolicyTuning = { ...tuning, exploration: 0, answerReliability: reliability };
  // chooseNextPair applies the no-repeat rule itself.
  return walker(reliability, (state, valueOf) => {
    // The state's cells stand for the dimensions in DIMENSIONS order, the last-answered first.
    const cells = cellsOf(state);
    const dimensions = Object.fromEntries(cells.map((cell, index) => [keys[index]!, cell.choices === 0 ? undefined : evidenceOf(cell)]));
    const pick = chooseNextPair(pairs, { dimensions, exploredTags: new Set(), lastDimensions: state.last ? new Set([keys[0]!]) : undefined }, () => 0.5, greedy);
    return valueOf(pick!.id);
  });
}

/**
 * The share random selection reaches: each choice on a dimension drawn uniformly. Given how many
 * answers each dimension got the dimensions are independent, so the share is a multinomial sum of
 * products of one-dimension shares, summed here as a product of exponential generating functions.
 */
export function randomStableShare(horizon: number, reliability: number): number {
  const dimensions = DIMENSIONS.length;
  // oneDimension[n] = chance that a dimension with n answers (true pole + or −, evenly) is settled right.
  const oneDimension: number[] = [];
  for (let n = 0; n <= horizon; n++) {
    let share = 0;
    for (let positive = 0; positive <= n; positive++) {
      const ways = binomial(n, positive);
      const chance = 0.5 * ways * (reliability ** positive * (1 - reliability) ** (n - positive) + (1 - reliability) ** positive * reliability ** (n - positive));
      share += chance * settledShare({ margin: 2 * positive - n, choices: Math.min(n, DIMENSION_COMPLETE_AT) }, reliability);
    }
    oneDimension.push(share);
  }
  // Σ over n1 + … + n5 = t of t!/(n1!…n5!) / 5^t × Π oneDimension[n_d].
  const series = oneDimension.map((share, n) => share / factorial(n));
  let product = [1];
  for (let d = 0; d < dimensions; d++) {
    const next = new Array<number>(horizon + 1).fill(0);
    for (let i = 0; i < product.length; i++) for (let j = 0; i + j <= horizon; j++) next[i + j]! += product[i]! * series[j]!;
    product = next;
  }
  return (product[horizon]! * factorial(horizon)) / dimensions ** horizon;
}

function factorial(n: number): number {
  let out = 1;
  for (let i = 2; i <= n; i++) out *= i;
  return out;
}

function binomial(n: number, k: number): number {
  return factorial(n) / (factorial(k) * factorial(n - k));
}

/** The fewest choices at which `share(t)` reaches one half: the median a policy can reach. */
export function medianChoices(share: (horizon: number) => number, from: number, to: number): number | null {
  for (let horizon = from; horizon <= to; horizon++) if (share(horizon) >= 0.5) return horizon;
  return null;
}
