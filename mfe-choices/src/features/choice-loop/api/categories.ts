import type { CategoryFilter } from '@alive/contracts';
import { ALL_CATEGORIES, CHOICE_CATEGORIES } from '@alive/contracts/constants';
import { categoryLabel } from '@alive/domain';

/** The home screen's category dropdown (docs/product/choices.md, Screen). `all` sends no category filter. */
export interface CategoryOption {
  value: string;
  label: string;
}

export const CATEGORY_OPTIONS: readonly CategoryOption[] = [
  { value: ALL_CATEGORIES, label: 'All Categories' },
  ...CHOICE_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })),
];

/**
 * An empty dropdown value is refused (docs/product/choices.md, Screen). Only the listed values are accepted;
 * anything else (empty, whitespace, unknown) keeps the current category.
 */
export function acceptCategory(current: string, requested: string | null | undefined): string {
  const value = (requested ?? '').trim();
  if (value.length === 0) return current;
  return CATEGORY_OPTIONS.some((option) => option.value === value) ? value : current;
}

/** The query of the next-pair call: none for `all`; other values are the listed ones (acceptCategory). */
export function categoryQuery(category: string): { category: CategoryFilter } | undefined {
  return category === ALL_CATEGORIES ? undefined : { category: category as CategoryFilter };
}
