import { DIMENSION_COMPLETE_AT, DIMENSIONS } from '../alive-dimensions.ts';

/**
 * The figures that tell a person how far along their profile is (docs/product/profile.md, Decision —
 * one definition per figure). Each has exactly one function; the profile service computes with it or a
 * screen calls it, and no screen carries a formula of its own.
 *
 * | figure | function | what it measures |
 * |---|---|---|
 * | Choices made | `choicesMade` | choices made, toward the 50 of a full profile |
 * | Dimensions complete | `dimensionsComplete` | how many of the five dimensions have the choices they need to be read |
 * | Completion level | `completionLevel` | Profile Explorer / A.L.I.V.E Profile Master, from Dimensions complete |
 * | Profile confidence | `profileConfidence` (dimension-profile.ts) | how settled the five A.L.I.V.E scores are |
 */

/** Choices of a full profile: the home screen's "n/50" (docs/product/choices.md, Constants). */
export const PROFILE_TARGET_CHOICES = 50;

export interface ChoicesMadeFigure {
  /** Choices made (user_choices rows), never negative. */
  count: number;
  target: number;
  /** count / target × 100, rounded, capped at 100. */
  percent: number;
  /** Choices still to make before the target (0 once reached). */
  remaining: number;
}

/** Choices made, N of 50 toward the full profile. */
export function choicesMade(totalChoices: number): ChoicesMadeFigure {
  const count = Number.isFinite(totalChoices) ? Math.max(0, Math.floor(totalChoices)) : 0;
  return {
    count,
    target: PROFILE_TARGET_CHOICES,
    percent: Math.min(100, Math.round((count / PROFILE_TARGET_CHOICES) * 100)),
    remaining: Math.max(0, PROFILE_TARGET_CHOICES - count),
  };
}

export interface DimensionsCompleteFigure {
  /** Dimensions whose status is complete, 0..5. */
  complete: number;
  /** Five. */
  total: number;
  /** complete / 5 × 100, rounded: the completion card's percent. */
  percent: number;
  /** Choices a dimension needs before it is complete. */
  completeAt: number;
}

/** Dimensions complete, K of 5: the completion card's percent (the product's "Profile percent"). */
export function dimensionsComplete(complete: number): DimensionsCompleteFigure {
  const total = DIMENSIONS.length;
  const bounded = Number.isFinite(complete) ? Math.min(Math.max(Math.trunc(complete), 0), total) : 0;
  return { complete: bounded, total, percent: Math.round((bounded / total) * 100), completeAt: DIMENSION_COMPLETE_AT };
}

export type CompletionLevelKind = 'explorer' | 'master';

export interface CompletionLevel {
  kind: CompletionLevelKind;
  emoji: string;
  label: string;
  /** Dimensions complete percent from which the level is reached. */
  fromPercent: number;
  /** The same threshold as a number of complete dimensions. */
  fromDimensions: number;
}

function level(kind: CompletionLevelKind, emoji: string, label: string, fromPercent: number): CompletionLevel {
  return { kind, emoji, label, fromPercent, fromDimensions: Math.ceil((fromPercent / 100) * DIMENSIONS.length) };
}

/** Lowest first. Explorer from 60 %, Master at 100 % of the dimensions complete (docs/product/profile.md). */
export const COMPLETION_LEVELS: readonly CompletionLevel[] = [
  level('explorer', '⭐', 'Profile Explorer', 60),
  level('master', '🎉', 'A.L.I.V.E Profile Master', 100),
];

export interface CompletionLevelFigure {
  /** The highest level reached (the badge), null below the first. */
  current: CompletionLevel | null;
  /** Every level reached, lowest first: Explorer stays reached once Master is. */
  reached: CompletionLevel[];
  /** The next level to reach, null at the top. */
  next: CompletionLevel | null;
}

/** Completion level from Dimensions complete: the badge shows the highest level reached. */
export function completionLevel(complete: number): CompletionLevelFigure {
  const { percent } = dimensionsComplete(complete);
  const reached = COMPLETION_LEVELS.filter((l) => percent >= l.fromPercent);
  return {
    current: reached.at(-1) ?? null,
    reached,
    next: COMPLETION_LEVELS.find((l) => percent < l.fromPercent) ?? null,
  };
}
