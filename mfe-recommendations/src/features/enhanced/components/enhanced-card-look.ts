import type { EnhancedContentType } from '@alive/contracts';
import type { BadgeVariant } from '@alive/ui';

/** docs/product/recommendations.md, Enhanced: four match bands at 0.9 / 0.8 / 0.7. */
export const ENHANCED_MATCH_BANDS = { excellent: 0.9, strong: 0.8, good: 0.7 } as const;

export function enhancedMatchVariant(personalityMatch: number): Extract<BadgeVariant, 'success' | 'info' | 'warning' | 'neutral'> {
  if (personalityMatch >= ENHANCED_MATCH_BANDS.excellent) return 'success';
  if (personalityMatch >= ENHANCED_MATCH_BANDS.strong) return 'info';
  if (personalityMatch >= ENHANCED_MATCH_BANDS.good) return 'warning';
  return 'neutral';
}

/** Up to 4 tags and 2 similar titles on a card (docs/product/recommendations.md, Constants). */
export const ENHANCED_TAGS_SHOWN = 4;
export const ENHANCED_SIMILAR_SHOWN = 2;

export const CONTENT_TYPE_LABELS: Record<EnhancedContentType, string> = {
  movie: 'Movie',
  tv_show: 'TV Show',
  book: 'Book',
};

/** The first `shown` items and how many are left over. */
export function firstOf<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}
