import type { BadgeVariant } from '@alive/ui';

/** docs/product/recommendations.md, Personalized: ≥ 0.8 Perfect, ≥ 0.6 Good, ≥ 0.4 Possible, else Worth Exploring. */
export const MATCH_LABEL_THRESHOLDS = { perfect: 0.8, good: 0.6, possible: 0.4 } as const;

export type MatchLabel = 'Perfect Match' | 'Good Match' | 'Possible Match' | 'Worth Exploring';

export function matchLabel(confidence: number): MatchLabel {
  if (confidence >= MATCH_LABEL_THRESHOLDS.perfect) return 'Perfect Match';
  if (confidence >= MATCH_LABEL_THRESHOLDS.good) return 'Good Match';
  if (confidence >= MATCH_LABEL_THRESHOLDS.possible) return 'Possible Match';
  return 'Worth Exploring';
}

export const MATCH_LABEL_VARIANT: Record<MatchLabel, BadgeVariant> = {
  'Perfect Match': 'success',
  'Good Match': 'info',
  'Possible Match': 'warning',
  'Worth Exploring': 'neutral',
};
