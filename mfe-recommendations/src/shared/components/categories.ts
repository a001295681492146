import type { RecommendationCategory } from '@alive/contracts';

/** How a catalogue category reads on a card. */
export const CATEGORY_LABELS: Record<RecommendationCategory, string> = {
  general: 'General',
  movies: 'Movies',
  books: 'Books',
  activities: 'Activities',
  travel: 'Travel',
  food: 'Food',
  shopping: 'Shopping',
  learning: 'Learning',
};

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as RecommendationCategory] ?? category;
}
