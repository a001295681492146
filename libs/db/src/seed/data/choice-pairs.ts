import type { SeedChoicePair } from '../choice-pair-builder.ts';
import { ACTIVITY_PAIRS } from './activity-pairs.ts';
import { BOOK_PAIRS } from './book-pairs.ts';
import { CREATIVE_PAIRS } from './creative-pairs.ts';
import { ENTERTAINMENT_PAIRS } from './entertainment-pairs.ts';
import { FOOD_PAIRS } from './food-pairs.ts';
import { MOVIE_PAIRS } from './movie-pairs.ts';
import { TRAVEL_PAIRS } from './travel-pairs.ts';

export const SEED_CHOICE_PAIRS: readonly SeedChoicePair[] = [
  ...TRAVEL_PAIRS,
  ...MOVIE_PAIRS,
  ...BOOK_PAIRS,
  ...ACTIVITY_PAIRS,
  ...ENTERTAINMENT_PAIRS,
  ...CREATIVE_PAIRS,
  ...FOOD_PAIRS,
];
