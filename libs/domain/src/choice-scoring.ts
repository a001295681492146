import { DIMENSION_BY_KEY, isDimensionKey, type DimensionKey } from './alive-dimensions.ts';
import { ALIVE_TAG_PREFIX } from './tags.ts';

/**
 * Pure scoring of one choice (docs/product/choices.md, Scoring one choice; formulas in docs/profile-model.md).
 *
 * - Preference tags start at 0.5. For a tag of the chosen option with weight w: score += 0.3·w·(1−score);
 *   of the rejected option: score −= 0.3·w·score. choiceCount += 1 for every tag seen.
 * - `alive:<dimension>:<pole>` tags of the chosen option add w to positiveWeight (+ pole) or
 *   negativeWeight (− pole); choiceCount += 1 once per dimension touched by either option.
 *
 * The choices service applies it inside the choice transaction; the profile service replays stored
 * choices through it (Preference Evolution), so both must see exactly the same numbers.
 */

export const INITIAL_PREFERENCE_SCORE = 0.5;
export const PREFERENCE_LEARNING_RATE = 0.3;
/** Scores are stored as DECIMAL(6,4); rounding here keeps replays identical to stored values. */
const SCORE_DECIMALS = 4;
/** Longer tag names are treated as malformed data and ignored. */
export const MAX_TAG_NAME_LENGTH = 120;

export type SelectedOption = 'option1' | 'option2';

export interface PreferenceScore {
  score: number;
  choiceCount: number;
}

export interface DimensionEvidenceState {
  positiveWeight: number;
  negativeWeight: number;
  choiceCount: number;
}

export interface ScoringState {
  /** Keyed by full tag name, e.g. `activity:Solo`. */
  preferences: Readonly<Record<string, PreferenceScore>>;
  dimensions: Readonly<Partial<Record<DimensionKey, DimensionEvidenceState>>>;
}

export interface ScorablePair {
  option1Tags: unknown;
  option2Tags: unknown;
}

export interface AliveEvidenceTag {
  dimension: DimensionKey;
  sign: 1 | -1;
  weight: number;
}

export interface ParsedOptionTags {
  /** Preference tag name → weight in 0..1. */
  preferences: Map<string, number>;
  evidence: AliveEvidenceTag[];
}

export const EMPTY_SCORING_STATE: ScoringState = { preferences: {}, dimensions: {} };

/**
 * A tag value is its weight: a finite number (clamped to 0..1), or `true`/`null` meaning the default
 * weight 1. Anything else (strings, objects, false, NaN) is malformed and the tag is ignored.
 */
function tagWeight(value: unknown): number | undefined {
  if (value === true || value === null) return 1;
  if (typeof value === 'number' && Number.isFinite(value)) return Math.min(1, Math.max(0, value));
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseAliveTag(tagName: string, weight: number): AliveEvidenceTag | undefined {
  const parts = tagName.slice(ALIVE_TAG_PREFIX.length).split(':');
  if (parts.length !== 2) return undefined;
  const [dimension, pole] = parts as [string, string];
  if (!isDimensionKey(dimension)) return undefined;
  const definition = DIMENSION_BY_KEY[dimension];
  if (pole === definition.positive.pole) return { dimension, sign: 1, weight };
  if (pole === definition.negative.pole) return { dimension, sign: -1, weight };
  return undefined;
}

/** Reads one option's tag map, dropping anything malformed instead of failing the choice. */
export function parseOptionTags(tags: unknown): ParsedOptionTags {
  const parsed: ParsedOptionTags = { preferences: new Map(), evidence: [] };
  if (!isPlainObject(tags)) return parsed;
  for (const [rawName, rawWeight] of Object.entries(tags)) {
    const weight = tagWeight(rawWeight);
    const tagName = rawName.trim();
    if (weight === undefined || tagName.length === 0 || tagName.length > MAX_TAG_NAME_LENGTH) continue;
    if (tagName.startsWith(ALIVE_TAG_PREFIX)) {
      const evidence = parseAliveTag(tagName, weight);
      if (evidence) parsed.evidence.push(evidence);
      continue;
    }
    parsed.preferences.set(tagName, weight);
  }
  return parsed;
}

export interface ChoiceTouches {
  /** Preference tags whose score/choiceCount the choice changes. */
  tags: string[];
  /** Dimensions whose evidence the choice changes. */
  dimensions: DimensionKey[];
}

/** Which preference rows and dimension rows a choice on this pair touches (either option counts). */
export function choiceTouches(pair: ScorablePair): ChoiceTouches {
  const a = parseOptionTags(pair.option1Tags);
  const b = parseOptionTags(pair.option2Tags);
  const tags = new Set([...a.preferences.keys(), ...b.preferences.keys()]);
  const dimensions = new Set([...a.evidence, ...b.evidence].map((e) => e.dimension));
  return { tags: [...tags].sort(), dimensions: [...dimensions].sort() };
}

function roundScore(score: number): number {
  const factor = 10 ** SCORE_DECIMALS;
  return Math.min(1, Math.max(0, Math.round(score * factor) / factor));
}

/**
 * Net weight of a tag for this choice: chosen weight minus rejected weight. A tag on both sides
 * with equal weight says nothing about the person's preference, so its score stays put (only its
 * choiceCount grows); unequal weights move it by the difference.
 */
function nextPreferenceScore(score: number, netWeight: number): number {
  if (netWeight > 0) return roundScore(score + PREFERENCE_LEARNING_RATE * netWeight * (1 - score));
  if (netWeight < 0) return roundScore(score + PREFERENCE_LEARNING_RATE * netWeight * score);
  return score;
}

/**
 * Applies one choice to a scoring state and returns the new state (the input is not modified).
 * The state may be partial (e.g. only the rows for this pair's tags); untouched entries are copied.
 */
export function applyChoice(state: ScoringState, pair: ScorablePair, selectedOption: SelectedOption): ScoringState {
  const chosen = parseOptionTags(selectedOption === 'option1' ? pair.option1Tags : pair.option2Tags);
  const rejected = parseOptionTags(selectedOption === 'option1' ? pair.option2Tags : pair.option1Tags);

  const preferences: Record<string, PreferenceScore> = { ...state.preferences };
  const tagNames = new Set([...chosen.preferences.keys(), ...rejected.preferences.keys()]);
  for (const tagName of tagNames) {
    const current = preferences[tagName] ?? { score: INITIAL_PREFERENCE_SCORE, choiceCount: 0 };
    const netWeight = (chosen.preferences.get(tagName) ?? 0) - (rejected.preferences.get(tagName) ?? 0);
    preferences[tagName] = {
      score: nextPreferenceScore(current.score, netWeight),
      choiceCount: current.choiceCount + 1,
    };
  }

  const dimensions: Partial<Record<DimensionKey, DimensionEvidenceState>> = { ...state.dimensions };
  const touched = new Set([...chosen.evidence, ...rejected.evidence].map((e) => e.dimension));
  for (const dimension of touched) {
    const current = dimensions[dimension] ?? { positiveWeight: 0, negativeWeight: 0, choiceCount: 0 };
    dimensions[dimension] = { ...current, choiceCount: current.choiceCount + 1 };
  }
  for (const evidence of chosen.evidence) {
    const current = dimensions[evidence.dimension]!;
    dimensions[evidence.dimension] =
      evidence.sign === 1
        ? { ...current, positiveWeight: current.positiveWeight + evidence.weight }
        : { ...current, negativeWeight: current.negativeWeight + evidence.weight };
  }

  return { preferences, dimensions };
}

/**
 * The rows a choice on `pair` is about to change, as they are before it; null for a row the choice
 * creates. Kept with the choice, it undoes the choice exactly (undoChoice).
 */
export interface ChoicePriorRows {
  preferences: Record<string, PreferenceScore | null>;
  dimensions: Partial<Record<DimensionKey, DimensionEvidenceState | null>>;
}

export function priorRowsOf(state: ScoringState, pair: ScorablePair): ChoicePriorRows {
  const touched = choiceTouches(pair);
  const preferences: Record<string, PreferenceScore | null> = {};
  for (const tag of touched.tags) preferences[tag] = state.preferences[tag] ?? null;
  const dimensions: Partial<Record<DimensionKey, DimensionEvidenceState | null>> = {};
  for (const dimension of touched.dimensions) dimensions[dimension] = state.dimensions[dimension] ?? null;
  return { preferences, dimensions };
}

/**
 * Takes back the person's latest choice: every row it changed returns to what it was and every row it
 * created disappears (docs/product/choices.md, Undo). Restoring the kept rows, not running the
 * formulas backwards, is what makes it exact: scores are rounded and evidence weights are float sums,
 * so neither inverts bit for bit.
 */
export function undoChoice(state: ScoringState, prior: ChoicePriorRows): ScoringState {
  const preferences: Record<string, PreferenceScore> = { ...state.preferences };
  for (const [tag, row] of Object.entries(prior.preferences)) {
    if (row) preferences[tag] = row;
    else delete preferences[tag];
  }
  const dimensions: Partial<Record<DimensionKey, DimensionEvidenceState>> = { ...state.dimensions };
  for (const [dimension, row] of Object.entries(prior.dimensions) as [DimensionKey, DimensionEvidenceState | null][]) {
    if (row) dimensions[dimension] = row;
    else delete dimensions[dimension];
  }
  return { preferences, dimensions };
}
