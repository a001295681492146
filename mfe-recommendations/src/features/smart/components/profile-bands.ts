import type { BadgeVariant } from '@alive/ui';

/** docs/product/recommendations.md, Smart Recommendations: exploration and consistency bands, above 0.7 and above 0.3. */
export const PROFILE_BANDS = { high: 0.7, middle: 0.3 } as const;

export type ExplorationBand = 'Adventurous Explorer' | 'Balanced Chooser' | 'Focused Selector';
export type ConsistencyBand = 'Very Consistent' | 'Moderately Consistent' | 'Varies Frequently';

export function explorationBand(level: number): ExplorationBand {
  if (level > PROFILE_BANDS.high) return 'Adventurous Explorer';
  if (level > PROFILE_BANDS.middle) return 'Balanced Chooser';
  return 'Focused Selector';
}

export function consistencyBand(score: number): ConsistencyBand {
  if (score > PROFILE_BANDS.high) return 'Very Consistent';
  if (score > PROFILE_BANDS.middle) return 'Moderately Consistent';
  return 'Varies Frequently';
}

/** The Your Profile tab asks for at least this many choices (the contract's `choiceCount`). */
export const PROFILE_MIN_CHOICES = 5;

/** docs/product/recommendations.md, Smart Recommendations: the top 5 preferences. */
export const TOP_PREFERENCES_SHOWN = 5;

/** Confidence dot: the product's confidence colours, 0.8 and 0.6 (docs/product/recommendations.md, Constants). */
export function confidenceTone(confidence: number): Extract<BadgeVariant, 'success' | 'warning' | 'danger'> {
  if (confidence >= 0.8) return 'success';
  if (confidence >= 0.6) return 'warning';
  return 'danger';
}
