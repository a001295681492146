/**
 * The recommendation catalogue's seed items, one file per category (docs/product/recommendations.md,
 * Catalogue). The seed inserts them into `recommendation_items` (libs/db/src/seed/seed.ts).
 */
import type { SeedRecommendationItem } from './seed-recommendation-item.ts';
import { ACTIVITIES_ITEMS } from './activities.ts';
import { BOOKS_ITEMS } from './books.ts';
import { DATE_NIGHT_ITEMS } from './date-night.ts';
import { FOOD_ITEMS } from './food.ts';
import { GENERAL_ITEMS } from './general.ts';
import { LEARNING_ITEMS } from './learning.ts';
import { MOVIES_ITEMS } from './movies.ts';
import { SHOPPING_ITEMS } from './shopping.ts';
import { TRAVEL_ITEMS } from './travel.ts';

export { SEED_RECOMMENDATION_CATEGORIES } from './seed-recommendation-item.ts';
export type { Leaning, SeedRecommendationCategory, SeedRecommendationItem } from './seed-recommendation-item.ts';

export const SEED_RECOMMENDATION_ITEMS: readonly SeedRecommendationItem[] = [
  ...GENERAL_ITEMS,
  ...MOVIES_ITEMS,
  ...BOOKS_ITEMS,
  ...ACTIVITIES_ITEMS,
  ...TRAVEL_ITEMS,
  ...FOOD_ITEMS,
  ...SHOPPING_ITEMS,
  ...LEARNING_ITEMS,
  ...DATE_NIGHT_ITEMS,
];
