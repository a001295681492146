import type { BadgeVariant } from '@alive/ui';

/** docs/product/recommendations.md, Recommendations: match 0–100, ≥ 80 green, ≥ 60 yellow, else red. */
export const MATCH_BADGE_THRESHOLDS = { green: 80, yellow: 60 } as const;

export function matchBadgeVariant(matchPercent: number): Extract<BadgeVariant, 'success' | 'warning' | 'danger'> {
  if (matchPercent >= MATCH_BADGE_THRESHOLDS.green) return 'success';
  if (matchPercent >= MATCH_BADGE_THRESHOLDS.yellow) return 'warning';
  return 'danger';
}
