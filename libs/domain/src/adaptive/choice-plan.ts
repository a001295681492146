import { applyChoice, parseOptionTags, type AliveEvidenceTag, type SelectedOption } from '../choice-scoring.ts';
import { chooseWithInterests, interestCategoryForDraw } from '../interests/interest-categories.ts';
import { chooseNextPair, NEXT_PAIR_CANDIDATES, readPair, type CandidatePair, type LearnerState } from './next-pair-policy.ts';

/**
 * The choice plan (docs/product/choices.md, The next pair is ready): the pair to show, the pair the
 * same policy serves after each possible answer and after a skip, and a reserve for answering offline,
 * so the screen shows the next pair without waiting for the network. Pure: the choices service reads
 * the windows and the person's evidence (services/choices/src/domain/choice-plan.ts) and calls it.
 */

/**
 * Pairs a plan shows before its reserve besides `pair`: the three `next` pairs. The service reads
 * NEXT_PAIR_CANDIDATES + this + the reserve candidates, so the last planned step still weighs a full window.
 */
export const PLAN_STEPS_BEFORE_RESERVE = 3;

/** A candidate the plan can serve; `category` matches the person's picked categories (interest draws). */
export interface PlanCandidate extends CandidatePair {
  category: string;
}

export interface ChoicePlanInput<P extends PlanCandidate> {
  /** The person's own unanswered pairs, oldest first: served before any shared pair, always. */
  personal: readonly P[];
  /** Unanswered shared pairs of the asked category (or of every category), in the order the service read them. */
  shared: readonly P[];
  /**
   * With any category asked for: the picked category the first draw chose (interestCategoryForDraw,
   * drawn before its window was read, as findNextPair does) and its window. Absent: the first draw
   * chose every category (or the person picked none, or a category was asked for).
   */
  picked?: { category: string; pairs: readonly P[] };
  /** The person's picked categories in category order; empty when a category was asked for. */
  interests: readonly string[];
  /** The person's evidence, as a recorded choice leaves it (see learnerStateAfter). */
  state: LearnerState;
  /** The pair on the person's screen, already checked to be theirs to answer; kept as the plan's `pair`. */
  current?: P;
  /** How many pairs to plan beyond the next step. */
  reserve: number;
  /** Uniform numbers in [0, 1) (interest draws and the policy's exploration). */
  random: () => number;
  /** Candidates the policy weighs per step (the next-pair call weighs NEXT_PAIR_CANDIDATES). */
  window?: number;
}

export interface PlannedChoices<P> {
  pair: P | null;
  /** null when `pair` is null. Each entry: what follows that answer (null: nothing is left after it). */
  next: { option1: P | null; option2: P | null; skip: P | null } | null;
  reserve: P[];
}

/**
 * The person's state after answering `pair` with `option`: what the next pick reads after a recorded
 * choice — the dimension evidence of applyChoice, the pair's preference tags met, and the pair's
 * dimensions as the last ones (a pair on no dimension leaves the last ones as they were, as the
 * service's read of the last choice's rows does, services/choices/src/domain/next-pair.ts).
 */
export function learnerStateAfter(state: LearnerState, pair: CandidatePair, option: SelectedOption): LearnerState {
  const { dimensions } = applyChoice({ preferences: {}, dimensions: state.dimensions }, pair, option);
  // readPair (cached per pair object) names what choiceTouches does: every preference tag and every
  // dimension either option carries.
  const { contrast, preferenceTags } = readPair(pair);
  const exploredTags = new Set(state.exploredTags);
  for (const tag of preferenceTags) exploredTags.add(tag);
  return {
    dimensions,
    exploredTags,
    lastDimensions: contrast.size > 0 ? new Set(contrast.keys()) : state.lastDimensions,
  };
}

const evidenceOfOptions = new WeakMap<object, [readonly AliveEvidenceTag[], readonly AliveEvidenceTag[]]>();

/** The A.L.I.V.E tags of each option, cached per pair object (a plan weighs each pair many times). */
function optionEvidence(pair: CandidatePair): [readonly AliveEvidenceTag[], readonly AliveEvidenceTag[]] {
  let evidence = evidenceOfOptions.get(pair);
  if (!evidence) {
    evidence = [parseOptionTags(pair.option1Tags).evidence, parseOptionTags(pair.option2Tags).evidence];
    evidenceOfOptions.set(pair, evidence);
  }
  return evidence;
}

/**
 * The answer a planned step assumes: the option whose A.L.I.V.E tags agree most with the way the
 * person's evidence leans on each dimension (positive minus negative weight); option1 when nothing
 * leans (no evidence, a tie, or a pair without A.L.I.V.E tags).
 */
export function leaningAnswer(state: LearnerState, pair: CandidatePair): SelectedOption {
  const agreement = (evidence: readonly AliveEvidenceTag[]) =>
    evidence.reduce((sum, tag) => {
      const row = state.dimensions[tag.dimension];
      return sum + tag.sign * tag.weight * (row ? row.positiveWeight - row.negativeWeight : 0);
    }, 0);
  const [first, second] = optionEvidence(pair);
  return agreement(second) > agreement(first) ? 'option2' : 'option1';
}

/**
 * Plans what the home loop shows next (docs/product/choices.md, The next pair is ready):
 *
 * - `pair`: `current` when given, else the step the next-pair call takes — the oldest personal pair,
 *   else the policy's pick among the first `window` shared pairs (with the first interest draw's window
 *   when there is one).
 * - `next.option1` / `next.option2`: the step after answering `pair` that way (learnerStateAfter);
 *   `next.skip`: the step with the state unchanged. Each excludes `pair` only, so they may coincide.
 * - `reserve`: further steps for offline use, in order, from the state after `pair` answered the way
 *   the person's evidence leans (leaningAnswer), each planned step likewise applied as a leaning
 *   answer before the next one is picked. It excludes `pair` and the three `next` pairs: the client
 *   shows a `next` pair first and then walks the reserve. A reserve is a guess about answers not given
 *   yet; the plan asked for when back online replaces it.
 *
 * Each step: the oldest personal pair not planned yet, else a fresh interest draw (the first step uses
 * `picked`) and the policy's pick among the first `window` shared pairs not planned yet (a sliding
 * window, so every step weighs as many candidates as the next-pair call does).
 */
export function planChoices<P extends PlanCandidate>(input: ChoicePlanInput<P>): PlannedChoices<P> {
  const window = input.window ?? NEXT_PAIR_CANDIDATES;
  let firstDraw = input.current === undefined;

  const step = (state: LearnerState, planned: ReadonlySet<number>): P | null => {
    const open = (pair: P) => !planned.has(pair.id);
    const personal = input.personal.find(open);
    if (personal) return personal;
    const drawn = firstDraw ? input.picked?.category : interestCategoryForDraw(input.interests, input.random);
    const usePicked = firstDraw;
    firstDraw = false;
    const everywhere = input.shared.filter(open).slice(0, window);
    if (drawn === undefined) return chooseNextPair(everywhere, state, input.random);
    const pickedWindow = usePicked && input.picked ? input.picked.pairs : [];
    const inDrawn = new Map<number, P>();
    for (const pair of [...pickedWindow, ...input.shared.filter((candidate) => candidate.category === drawn)]) {
      if (open(pair) && !inDrawn.has(pair.id) && inDrawn.size < window) inDrawn.set(pair.id, pair);
    }
    return chooseWithInterests(everywhere, [...inDrawn.values()], state, input.random);
  };

  const pair = input.current ?? step(input.state, new Set());
  if (pair === null) return { pair: null, next: null, reserve: [] };
  const afterPair = new Set([pair.id]);
  const next = {
    option1: step(learnerStateAfter(input.state, pair, 'option1'), afterPair),
    option2: step(learnerStateAfter(input.state, pair, 'option2'), afterPair),
    skip: step(input.state, afterPair),
  };

  const planned = new Set([pair.id]);
  for (const shown of [next.option1, next.option2, next.skip]) if (shown) planned.add(shown.id);
  const reserve: P[] = [];
  let state = learnerStateAfter(input.state, pair, leaningAnswer(input.state, pair));
  while (reserve.length < input.reserve) {
    const chosen = step(state, planned);
    if (chosen === null) break;
    reserve.push(chosen);
    planned.add(chosen.id);
    state = learnerStateAfter(state, chosen, leaningAnswer(state, chosen));
  }
  return { pair, next, reserve };
}
