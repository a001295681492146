import { ALL_RECOMMENDATIONS } from '@alive/contracts/constants';
import type { ListCategory } from '../../../shared/api/personalized-recommendations.ts';

/**
 * The category select (docs/product/recommendations.md, Personalized). `all` is sent as `all`; the
 * service answers it with the general list.
 */
export const PERSONALIZED_CATEGORY_OPTIONS: readonly { value: ListCategory; label: string }[] = [
  { value: ALL_RECOMMENDATIONS, label: 'All Categories' },
  { value: 'travel', label: 'Travel' },
  { value: 'movies', label: 'Movies' },
  { value: 'books', label: 'Books' },
  { value: 'activities', label: 'Activities' },
  { value: 'food', label: 'Food' },
  { value: 'shopping', label: 'Shopping' },
  { value: 'learning', label: 'Learning' },
];

export function isPersonalizedCategory(value: string): value is ListCategory {
  return PERSONALIZED_CATEGORY_OPTIONS.some((option) => option.value === value);
}
