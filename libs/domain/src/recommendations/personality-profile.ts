import { DIMENSIONS } from '../alive-dimensions.ts';
import { parseOptionTags } from '../choice-scoring.ts';
import type { DimensionEvidenceInput } from '../profile/dimension-profile.ts';
import type { ChoiceRecord } from './choice-record.ts';
import { compareIds, round4, unitInterval } from './text.ts';

/**
 * The Smart Recommendations "Your Profile" measures (docs/recommendation-engine.md, Personality profile).
 *
 *   explorationLevel = 0.7 × (vocabulary tags met / vocabulary size) + 0.3 × (normalised entropy of choice categories)
 *   consistencyScore = mean of  Σ_d |p_d − n_d| / Σ_d (p_d + n_d)  (dimensions with ≥ 2 choices)
 *                          and  Σ_t |net_t| / Σ_t gross_t          (tags decided in ≥ 2 choices)
 */

export interface PersonalityProfileInput {
  preferences: Readonly<Record<string, { score: number; choiceCount: number }>>;
  dimensions: readonly DimensionEvidenceInput[];
  choices: readonly ChoiceRecord[];
  /** All preference tags of the active choice pairs. */
  vocabulary: readonly string[];
  /** The choice categories. */
  categories: readonly string[];
}

export interface PersonalityProfileResult {
  /** Full tag name → score 0..1, at most 20, strongest first. */
  preferenceStrengths: Record<string, number>;
  explorationLevel: number;
  consistencyScore: number;
  /** At most 3, most chosen first. */
  dominantCategories: string[];
  choiceCount: number;
}

export const PREFERENCE_STRENGTHS_MAX = 20;
export const DOMINANT_CATEGORIES_MAX = 3;
export const EXPLORATION_WEIGHTS = { vocabulary: 0.7, categories: 0.3 } as const;
/** Evidence must repeat before it can agree or disagree with itself. */
export const CONSISTENCY_MIN_REPEATS = 2;

function finiteScore(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** Preference tags sorted by score (highest first), ties by name. */
export function preferencesByStrength(preferences: PersonalityProfileInput['preferences']): [string, number][] {
  return Object.entries(preferences)
    .map(([tag, p]): [string, number] => [tag, finiteScore(p.score)])
    .sort((a, b) => b[1] - a[1] || compareIds(a[0], b[0]));
}

/** Preference tags the person has met: a preference row with choices, or a tag on a chosen or rejected option. */
export function tagsMet(input: Pick<PersonalityProfileInput, 'preferences' | 'choices'>): Set<string> {
  const met = new Set(Object.entries(input.preferences).filter(([, p]) => p.choiceCount > 0).map(([tag]) => tag));
  for (const choice of input.choices) {
    for (const option of [choice.chosen, choice.rejected]) {
      for (const tag of parseOptionTags(option.tags).preferences.keys()) met.add(tag);
    }
  }
  return met;
}

/** Choices per category, most first (ties by name). */
export function categoryCounts(choices: readonly ChoiceRecord[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const choice of choices) counts.set(choice.category, (counts.get(choice.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || compareIds(a[0], b[0]));
}

/** Shannon entropy of the choices over the given categories, divided by its maximum ln(K); 0..1. */
export function categorySpread(choices: readonly ChoiceRecord[], categories: readonly string[]): number {
  const known = [...new Set(categories)];
  const counts = known.map((c) => choices.filter((choice) => choice.category === c).length);
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  if (known.length === 1) return 1;
  const entropy = counts.reduce((h, n) => (n === 0 ? h : h - (n / total) * Math.log(n / total)), 0);
  return entropy / Math.log(known.length);
}

export function explorationLevel(input: PersonalityProfileInput): number {
  const vocabulary = new Set(input.vocabulary);
  if (input.choices.length === 0 && Object.keys(input.preferences).length === 0) return 0;
  const met = tagsMet(input);
  const coverage = vocabulary.size === 0 ? 0 : [...vocabulary].filter((t) => met.has(t)).length / vocabulary.size;
  return unitInterval(EXPLORATION_WEIGHTS.vocabulary * coverage + EXPLORATION_WEIGHTS.categories * categorySpread(input.choices, input.categories));
}

/**
 * Per tag: delta = chosen weight − rejected weight in each choice where it differs (a tag equal on both
 * sides decides nothing); net = Σ delta, gross = Σ |delta|.
 */
export function tagAgreement(choices: readonly ChoiceRecord[]): Map<string, { net: number; gross: number; decisive: number }> {
  const out = new Map<string, { net: number; gross: number; decisive: number }>();
  for (const choice of choices) {
    const chosen = parseOptionTags(choice.chosen.tags).preferences;
    const rejected = parseOptionTags(choice.rejected.tags).preferences;
    for (const tag of new Set([...chosen.keys(), ...rejected.keys()])) {
      const delta = (chosen.get(tag) ?? 0) - (rejected.get(tag) ?? 0);
      if (delta === 0) continue;
      const entry = out.get(tag) ?? { net: 0, gross: 0, decisive: 0 };
      out.set(tag, { net: entry.net + delta, gross: entry.gross + Math.abs(delta), decisive: entry.decisive + 1 });
    }
  }
  return out;
}

function positive(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Pooled agreement of the dimensions with at least two choices: Σ_d |p_d − n_d| / Σ_d (p_d + n_d). */
function dimensionAgreement(rows: readonly DimensionEvidenceInput[]): number | null {
  let difference = 0;
  let total = 0;
  for (const definition of DIMENSIONS) {
    const own = rows.filter((r) => r.dimension === definition.key);
    const count = own.reduce((s, r) => s + Math.max(0, Math.trunc(r.choiceCount)), 0);
    if (count < CONSISTENCY_MIN_REPEATS) continue;
    const p = own.reduce((s, r) => s + positive(r.positiveWeight), 0);
    const n = own.reduce((s, r) => s + positive(r.negativeWeight), 0);
    difference += Math.abs(p - n);
    total += p + n;
  }
  return total > 0 ? difference / total : null;
}

export function consistencyScore(input: Pick<PersonalityProfileInput, 'dimensions' | 'choices'>): number {
  const parts: number[] = [];
  const dimensions = dimensionAgreement(input.dimensions);
  if (dimensions !== null) parts.push(dimensions);
  const repeatedTags = [...tagAgreement(input.choices).values()].filter((t) => t.decisive >= CONSISTENCY_MIN_REPEATS);
  const tagGross = repeatedTags.reduce((s, t) => s + t.gross, 0);
  if (tagGross > 0) parts.push(repeatedTags.reduce((s, t) => s + Math.abs(t.net), 0) / tagGross);
  if (parts.length === 0) return 0;
  return unitInterval(parts.reduce((a, b) => a + b, 0) / parts.length);
}

export function personalityProfile(input: PersonalityProfileInput): PersonalityProfileResult {
  const preferenceStrengths = Object.fromEntries(
    preferencesByStrength(input.preferences)
      .slice(0, PREFERENCE_STRENGTHS_MAX)
      .map(([tag, score]) => [tag, round4(score)]),
  );
  return {
    preferenceStrengths,
    explorationLevel: explorationLevel(input),
    consistencyScore: consistencyScore(input),
    dominantCategories: categoryCounts(input.choices)
      .slice(0, DOMINANT_CATEGORIES_MAX)
      .map(([category]) => category),
    choiceCount: input.choices.length,
  };
}
