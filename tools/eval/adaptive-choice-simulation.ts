import {
  applyChoice,
  chooseNextPair,
  DEFAULT_POLICY_TUNING,
  DIMENSION_KEYS,
  EMPTY_SCORING_STATE,
  chooseWithInterests,
  happinessCode,
  interestCategoryForDraw,
  NEXT_PAIR_CANDIDATES,
  pairDimensions,
  parseOptionTags,
  planChoices,
  PLAN_STEPS_BEFORE_RESERVE,
  type PlannedChoices,
  readDimensions,
  type CandidatePair,
  type DimensionKey,
  type LearnerState,
  type PolicyTuning,
  type ScoringState,
  type SelectedOption,
} from '@alive/domain';
import { percentile } from '../lib/percentiles.mjs';
import { seededRandom, type Random } from './seeded-random.ts';

/**
 * Synthetic people answer the home loop under random and adaptive selection (docs/profile-model.md,
 * Adaptive choices). Each person has a hidden true code and picks the option of their own pole with
 * probability `reliability`; their answers go through the same `applyChoice`, `readDimensions` and
 * `chooseNextPair` the services use, and candidates are drawn as the service's query draws them.
 */

/**
 * `plan`: the online home loop with the choice plan (docs/product/choices.md, The next pair is ready):
 * the screen shows the plan's `pair`, and after an answer the `next` pair for it, then asks a new plan
 * with that pair as `current`. `reserve`: the offline walk, one plan answered through — its `pair`, the
 * `next` pair for the answer, then the reserve in order — and a new plan only when it runs out.
 */
export type SelectionPolicy = 'random' | 'adaptive' | 'plan' | 'reserve';

export interface SimulationOptions {
  people: number;
  seed: number;
  /** Probability that an answer follows the person's true pole. */
  reliability: number;
  tuning?: PolicyTuning;
  /** The code is judged after this many choices for `rightAt`. */
  checkpoint?: number;
  /** Candidates per pick (default: the service's NEXT_PAIR_CANDIDATES). */
  candidates?: number;
  /**
   * Categories every person picked in the first-run step: the adaptive loop then draws its window
   * from one of them most of the time, as the service does (services/choices/src/domain/next-pair.ts).
   */
  interests?: readonly string[];
  /** Also run the plan paths (`plan`, `reserve`). */
  plans?: boolean;
  /** Pairs of each plan's reserve on the offline walk (default 20, the client's usual). */
  reserve?: number;
}

/** A seeded pair with its category (the interest draw narrows the window to one category). */
export interface CategorizedPair extends CandidatePair {
  category?: string;
}

export interface PersonOutcome {
  /** Choices until all five dimensions are complete; null if never. */
  completeAt: number | null;
  /** Choices until the code equals the hidden code and stays there for the rest of the loop; null if never. */
  stableCorrectAt: number | null;
  /** The code after `checkpoint` choices equals the hidden code. */
  rightAtCheckpoint: boolean;
  /** Of the first FIRST_CHOICES choices, how many were on pairs of the picked categories. */
  pickedEarly: number;
}

/** The stretch over which the share of pairs from the picked categories is reported. */
export const FIRST_CHOICES = 20;

export interface PolicySummary {
  policy: SelectionPolicy;
  people: number;
  completeMedian: number;
  completeP90: number;
  stableMedian: number;
  stableP90: number;
  /** Share of people whose code is right after `checkpoint` choices, 0..1. */
  rightAtCheckpoint: number;
  /** People who never reached a stable, correct code (counted as the whole loop + 1 in the percentiles). */
  neverStable: number;
  /** Share of the first FIRST_CHOICES pairs that came from the picked categories, 0..1. */
  pickedShareEarly: number;
}

export type HiddenCode = Readonly<Record<DimensionKey, 1 | -1>>;

export function hiddenCodeOf(random: Random): HiddenCode {
  return Object.fromEntries(DIMENSION_KEYS.map((key) => [key, random.next() < 0.5 ? 1 : -1])) as Record<DimensionKey, 1 | -1>;
}

/** The letters the hidden code stands for, in code order (as `happinessCode` writes them). */
function codeLetters(code: HiddenCode): string {
  const state: ScoringState = {
    preferences: {},
    dimensions: Object.fromEntries(
      DIMENSION_KEYS.map((key) => [key, { positiveWeight: code[key] === 1 ? 1 : 0, negativeWeight: code[key] === -1 ? 1 : 0, choiceCount: 1 }]),
    ),
  };
  return happinessCode(readDimensions(dimensionRows(state)))!;
}

function dimensionRows(state: ScoringState) {
  return Object.entries(state.dimensions).map(([dimension, e]) => ({ dimension, ...e! }));
}

/**
 * The answer: option 1 leans toward the person's poles when Σ code_d × (lean of option 1 − lean of
 * option 2) > 0; they pick the leaning option with probability `reliability`, and either at random
 * when the pair pulls both ways equally (or carries no A.L.I.V.E tags).
 */
function answer(pair: CandidatePair, code: HiddenCode, reliability: number, random: Random): SelectedOption {
  const first = parseOptionTags(pair.option1Tags).evidence;
  const second = parseOptionTags(pair.option2Tags).evidence;
  const agreement =
    first.reduce((sum, e) => sum + code[e.dimension] * e.sign * e.weight, 0) - second.reduce((sum, e) => sum + code[e.dimension] * e.sign * e.weight, 0);
  if (agreement === 0) return random.next() < 0.5 ? 'option1' : 'option2';
  const leaning: SelectedOption = agreement > 0 ? 'option1' : 'option2';
  return random.next() < reliability ? leaning : leaning === 'option1' ? 'option2' : 'option1';
}

/**
 * The candidates the service's query reads: from a random start in id order, the first `limit`
 * unanswered pairs, wrapping around to the lowest ids (services/choices/src/data/choice-pair-repository.ts).
 */
export function candidateWindow<P extends CandidatePair>(pairs: readonly P[], answered: ReadonlySet<number>, startIndex: number, limit: number): P[] {
  const out: P[] = [];
  for (let step = 0; step < pairs.length && out.length < limit; step++) {
    const pair = pairs[(startIndex + step) % pairs.length]!;
    if (!answered.has(pair.id)) out.push(pair);
  }
  return out;
}

/**
 * The adaptive loop's pick, as the service makes it (services/choices/src/domain/next-pair.ts): with a
 * pick of categories, most draws add a window of one picked category (from a random start inside it)
 * to the usual one, and chooseWithInterests serves from it when that costs the profile little.
 */
function adaptivePick(
  ordered: readonly CategorizedPair[],
  answered: ReadonlySet<number>,
  start: number,
  limit: number,
  interests: readonly string[],
  state: LearnerState,
  random: Random,
  tuning: PolicyTuning,
): CandidatePair | null {
  const everywhere = candidateWindow(ordered, answered, start, limit);
  const preferred = interestCategoryForDraw(interests, random.next);
  if (preferred === undefined) return chooseNextPair(everywhere, state, random.next, tuning);
  const inCategory = ordered.filter((pair) => pair.category === preferred);
  const picked = candidateWindow(inCategory, answered, random.int(inCategory.length), limit);
  return chooseWithInterests(everywhere, picked, state, random.next, { tuning });
}

interface PlannedPair extends CategorizedPair {
  category: string;
}

/**
 * A plan as the service makes it (services/choices/src/domain/choice-plan.ts): a window of
 * `candidates` + PLAN_STEPS_BEFORE_RESERVE + `reserve` unanswered pairs from a random start (without
 * the current pair), the first interest draw's window, then planChoices (with the default tuning, as
 * the service).
 */
function planPick(
  ordered: readonly PlannedPair[],
  answered: ReadonlySet<number>,
  current: PlannedPair | null,
  candidates: number,
  reserve: number,
  interests: readonly string[],
  state: LearnerState,
  random: Random,
): PlannedChoices<PlannedPair> {
  const limit = candidates + PLAN_STEPS_BEFORE_RESERVE + reserve;
  const skip = new Set(answered);
  if (current) skip.add(current.id);
  const shared = candidateWindow(ordered, skip, random.int(ordered.length), limit);
  const preferred = interestCategoryForDraw(interests, random.next);
  const inCategory = preferred === undefined ? [] : ordered.filter((pair) => pair.category === preferred);
  const picked = preferred === undefined ? undefined : { category: preferred, pairs: candidateWindow(inCategory, skip, random.int(inCategory.length), limit) };
  return planChoices({
    personal: [],
    shared,
    ...(picked ? { picked } : {}),
    interests,
    state,
    ...(current ? { current } : {}),
    reserve,
    random: random.next,
    window: candidates,
  });
}

export function simulatePerson(
  pairs: readonly CategorizedPair[],
  policy: SelectionPolicy,
  code: HiddenCode,
  random: Random,
  options: Pick<SimulationOptions, 'reliability' | 'tuning' | 'checkpoint' | 'candidates' | 'interests' | 'reserve'>,
): PersonOutcome {
  const truth = codeLetters(code);
  const tuning = options.tuning ?? DEFAULT_POLICY_TUNING;
  const checkpoint = options.checkpoint ?? 50;
  const ordered = [...pairs].sort((a, b) => a.id - b.id).map((pair) => ({ ...pair, category: pair.category ?? '' }));
  const answered = new Set<number>();
  let state: ScoringState = EMPTY_SCORING_STATE;
  let lastPair: CandidatePair | null = null;
  let completeAt: number | null = null;
  let stableCorrectAt: number | null = null;
  let rightAtCheckpoint = false;
  let pickedEarly = 0;
  const interests = options.interests ?? [];
  const candidates = options.candidates ?? NEXT_PAIR_CANDIDATES;
  /** plan: the pair on screen (the last plan's `next` for the answer). reserve: the pairs still planned ahead. */
  let shown: PlannedPair | null = null;
  let ahead: PlannedPair[] = [];
  for (let choices = 1; choices <= ordered.length; choices++) {
    const learner: LearnerState = {
      dimensions: state.dimensions,
      exploredTags: new Set(Object.keys(state.preferences)),
      lastDimensions: lastPair ? pairDimensions(lastPair) : undefined,
    };
    let plan: PlannedChoices<PlannedPair> | undefined;
    let pair: CandidatePair | null | undefined;
    if (policy === 'random') pair = candidateWindow(ordered, answered, random.int(ordered.length), 1)[0];
    else if (policy === 'adaptive') pair = adaptivePick(ordered, answered, random.int(ordered.length), candidates, interests, learner, random, tuning);
    else if (policy === 'reserve' && ahead.length > 0) pair = ahead.shift();
    else {
      // Online, the reserve is never walked, so the plan asks none (its steps only spend random draws).
      plan = planPick(ordered, answered, shown, candidates, policy === 'plan' ? 0 : (options.reserve ?? 20), interests, learner, random);
      pair = plan.pair;
    }
    if (!pair) break;
    if (choices <= FIRST_CHOICES && interests.includes((pair as CategorizedPair).category ?? '')) pickedEarly += 1;
    const selected = answer(pair, code, options.reliability, random);
    state = applyChoice(state, pair, selected);
    if (policy === 'plan') shown = plan?.next?.[selected] ?? null;
    if (policy === 'reserve' && plan) ahead = [plan.next?.[selected] ?? null, ...plan.reserve].filter((next): next is PlannedPair => next !== null);
    answered.add(pair.id);
    lastPair = pair;
    const dimensions = readDimensions(dimensionRows(state));
    if (completeAt === null && dimensions.every((d) => d.status === 'complete')) completeAt = choices;
    const right = happinessCode(dimensions) === truth;
    if (right && stableCorrectAt === null) stableCorrectAt = choices;
    if (!right) stableCorrectAt = null;
    if (choices === checkpoint) rightAtCheckpoint = right;
  }
  return { completeAt, stableCorrectAt, rightAtCheckpoint, pickedEarly };
}

export function summarize(policy: SelectionPolicy, outcomes: readonly PersonOutcome[], loopLength: number): PolicySummary {
  const never = loopLength + 1;
  const complete = outcomes.map((o) => o.completeAt ?? never);
  const stable = outcomes.map((o) => o.stableCorrectAt ?? never);
  return {
    policy,
    people: outcomes.length,
    completeMedian: percentile(complete, 50),
    completeP90: percentile(complete, 90),
    stableMedian: percentile(stable, 50),
    stableP90: percentile(stable, 90),
    rightAtCheckpoint: outcomes.filter((o) => o.rightAtCheckpoint).length / outcomes.length,
    neverStable: outcomes.filter((o) => o.stableCorrectAt === null).length,
    pickedShareEarly: outcomes.reduce((sum, o) => sum + o.pickedEarly, 0) / (outcomes.length * FIRST_CHOICES),
  };
}

/**
 * The same people under each policy: person i has the same hidden code and starts from the same
 * generator state under both (their draws differ once the policies serve different pairs).
 */
export function simulate(
  pairs: readonly CategorizedPair[],
  options: SimulationOptions,
): Record<'random' | 'adaptive', PolicySummary> & Partial<Record<'plan' | 'reserve', PolicySummary>> {
  const codes = Array.from({ length: options.people }, (_, i) => hiddenCodeOf(seededRandom(options.seed * 1_000_003 + i)));
  const run = (policy: SelectionPolicy) => {
    const outcomes = codes.map((code, i) => simulatePerson(pairs, policy, code, seededRandom(options.seed * 7_919 + i * 104_729 + 1), options));
    return summarize(policy, outcomes, pairs.length);
  };
  const plans = options.plans ? { plan: run('plan'), reserve: run('reserve') } : {};
  return { random: run('random'), adaptive: run('adaptive'), ...plans };
}
