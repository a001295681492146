import { chooseNextPair, DEFAULT_POLICY_TUNING, pairDimensions, pairValue, type CandidatePair, type LearnerState, type PolicyTuning } from '../adaptive/next-pair-policy.ts';

/**
 * What a person's first-run pick of categories changes (docs/product/choices.md, First run): the
 * home loop's "all" draws prefer them, and starter recommendation lists put them first. Pure rules,
 * applied by the choices and recommendations services.
 */

/**
 * Share of "all" draws of the next pair that come from one of the picked categories; the rest draw
 * from every category, so the loop keeps exploring and the adaptive policy keeps a full window when
 * the picked categories run short (tools/eval/adaptive-choices.ts, `--interests`).
 */
export const INTEREST_DRAW_SHARE = 0.75;

/**
 * The category to draw the next pair from when the person asked for any category: with probability
 * `share` one of their picked categories (uniformly), otherwise undefined (every category). No pick:
 * always undefined. `random` draws uniform numbers in [0, 1).
 */
export function interestCategoryForDraw<C extends string>(
  interests: readonly C[],
  random: () => number,
  share: number = INTEREST_DRAW_SHARE,
): C | undefined {
  if (interests.length === 0 || random() >= share) return undefined;
  return interests[Math.min(interests.length - 1, Math.floor(random() * interests.length))];
}

/**
 * A pair of a picked category is served instead of the policy's pick when it is worth at least this
 * share of it (and keeps the no-repeat rule as well), so the preference costs the profile little.
 */
export const INTEREST_VALUE_FLOOR = 0.8;

/**
 * The next pair when an interest draw added a window of the picked category to the usual one
 * (docs/profile-model.md, Adaptive choices): the adaptive policy's pick among both, unless the policy's
 * pick among the picked category's pairs is worth at least `floor` of it and does not repeat the last
 * choice's dimension where the overall pick avoids it.
 */
export function chooseWithInterests<P extends CandidatePair>(
  everywhere: readonly P[],
  picked: readonly P[],
  state: LearnerState,
  random: () => number,
  { floor = INTEREST_VALUE_FLOOR, tuning = DEFAULT_POLICY_TUNING }: { floor?: number; tuning?: PolicyTuning } = {},
): P | null {
  const pickedIds = new Set(picked.map((pair) => pair.id));
  const all = [...picked, ...everywhere.filter((pair) => !pickedIds.has(pair.id))];
  const overall = chooseNextPair(all, state, random, tuning);
  if (overall === null || pickedIds.has(overall.id)) return overall;
  const inPicked = chooseNextPair(picked, state, random, tuning);
  if (inPicked === null || pairValue(inPicked, state, tuning) < floor * pairValue(overall, state, tuning)) return overall;
  const last = state.lastDimensions ?? new Set();
  const repeats = (pair: P) => [...pairDimensions(pair)].some((key) => last.has(key));
  return repeats(inPicked) && !repeats(overall) ? overall : inPicked;
}

/**
 * Catalogue categories (recommendation items) that stand for a choice category. Entertainment's
 * films and shows are the movies catalogue; Creative's making and learning is the learning catalogue.
 */
const CATALOGUE_CATEGORIES_OF_INTEREST: Readonly<Record<string, readonly string[]>> = {
  travel: ['travel'],
  movies: ['movies'],
  books: ['books'],
  activities: ['activities'],
  entertainment: ['movies'],
  creative: ['learning'],
  food: ['food'],
};

/** The catalogue categories a person's picked choice categories stand for (case-insensitive; unknown ones add none). */
export function catalogueCategoriesOfInterests(interests: readonly string[]): Set<string> {
  return new Set(interests.flatMap((interest) => CATALOGUE_CATEGORIES_OF_INTEREST[interest.trim().toLowerCase()] ?? []));
}

/** What a person's lists are built from: no preference, dimension evidence or feedback at all yet means a starter list. */
export interface TasteEvidence {
  preferences: Readonly<Record<string, number>>;
  dimensions: readonly unknown[];
  feedback: readonly unknown[];
}

export function hasNoEvidence(taste: TasteEvidence): boolean {
  return Object.keys(taste.preferences).length === 0 && taste.dimensions.length === 0 && taste.feedback.length === 0;
}

/**
 * A starter list (no evidence yet) with the items of the person's picked categories first, each part
 * in its ranked order; any other list, or no pick, unchanged. Evidence, once there, ranks on its own.
 */
export function interestsFirst<T>(
  ranked: readonly T[],
  categoryOf: (item: T) => string,
  taste: TasteEvidence,
  interests: readonly string[],
): T[] {
  const wanted = catalogueCategoriesOfInterests(interests);
  if (wanted.size === 0 || !hasNoEvidence(taste)) return [...ranked];
  const first = ranked.filter((item) => wanted.has(categoryOf(item)));
  const rest = ranked.filter((item) => !wanted.has(categoryOf(item)));
  return [...first, ...rest];
}
