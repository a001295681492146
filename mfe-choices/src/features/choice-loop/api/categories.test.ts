import { describe, expect, it } from 'vitest';
import { acceptCategory, CATEGORY_OPTIONS, categoryQuery } from './categories.ts';

describe('category dropdown', () => {
  it('lists all, the six product categories and Food (docs/product/choices.md, Decision — Food pairs)', () => {
    expect(CATEGORY_OPTIONS.map((o) => o.value)).toEqual([
      'all',
      'Travel',
      'Movies',
      'Books',
      'Activities',
      'Entertainment',
      'Creative',
      'Food',
    ]);
  });

  it('refuses an empty (or unknown) value and keeps the current category', () => {
    expect(acceptCategory('Books', '')).toBe('Books');
    expect(acceptCategory('Books', '   ')).toBe('Books');
    expect(acceptCategory('Books', null)).toBe('Books');
    expect(acceptCategory('Books', 'Sports')).toBe('Books');
    expect(acceptCategory('Books', 'Travel')).toBe('Travel');
    expect(acceptCategory('Travel', 'all')).toBe('all');
  });

  it('sends ?category= except for all', () => {
    expect(categoryQuery('all')).toBeUndefined();
    expect(categoryQuery('Movies')).toEqual({ category: 'Movies' });
  });
});
