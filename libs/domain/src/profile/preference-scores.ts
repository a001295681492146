import { tagDisplayName } from '../tags.ts';

/**
 * A preference tag score as the API returns it (`score` is a decimal string 0..1 in the API (docs/product/choices.md, API), a number
 * in our services; both are accepted).
 */
export interface PreferenceScoreInput {
  tagName: string;
  score: number | string;
  choiceCount?: number;
}

export interface RankedPreference {
  tagName: string;
  /** Text after the last colon. */
  displayName: string;
  /** 0..1. */
  score: number;
  /** round(score × 100). */
  percent: number;
  choiceCount: number;
}

/** Parses a score; anything not a finite number becomes 0, values are clamped to 0..1. */
export function preferenceScore(score: number | string): number {
  const value = typeof score === 'number' ? score : Number.parseFloat(score);
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** Highest score first; equal scores by tag name so the order is stable. */
export function rankPreferences(preferences: readonly PreferenceScoreInput[]): RankedPreference[] {
  return preferences
    .map((p) => {
      const score = preferenceScore(p.score);
      return {
        tagName: p.tagName,
        displayName: tagDisplayName(p.tagName),
        score,
        percent: Math.round(score * 100),
        choiceCount: Math.max(0, Math.trunc(p.choiceCount ?? 0)),
      };
    })
    .sort((a, b) => b.score - a.score || a.tagName.localeCompare(b.tagName));
}

/**
 * "A tag containing Creation": a case-sensitive substring match on the full tag name, as docs/product/profile.md words
 * it (tag text is capitalised, e.g. `creation:Digital Creation`, `activity:Solo`), so `Interactive`
 * does not count as `Active`.
 */
export function tagContains(tagName: string, word: string): boolean {
  return tagName.includes(word);
}
