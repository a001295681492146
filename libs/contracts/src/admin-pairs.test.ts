import { describe, expect, it } from 'vitest';
import { tagNameSchema } from './choices.ts';
import { PAIR_FILTER_CATEGORIES, PAIR_TAG_LENGTH, PAIR_TAG_PATTERN } from './constants/admin-pairs.ts';
import { ADMIN_CATEGORY_VALUES } from './admin-pairs.ts';

describe('admin pair constants', () => {
  it('the tag editor’s rule accepts exactly what the pair contract accepts', () => {
    const samples = ['activity:Solo', 'alive:value_investment:exploring', 'creation:Digital Creation', "food:Mom's & Pop-shop_1", 'Activity:Solo', 'activity', 'activity:', 'a:b', 'activity: Solo', 'activity:Solo!', `x:${'y'.repeat(120)}`, '1st:Tag', 'ab'];
    for (const tag of samples) {
      const local = PAIR_TAG_PATTERN.test(tag) && tag.length >= PAIR_TAG_LENGTH.min && tag.length <= PAIR_TAG_LENGTH.max;
      expect(local, tag).toBe(tagNameSchema.safeParse(tag).success);
    }
  });

  it('the pair list filters by every category a stored pair may carry', () => {
    expect(new Set(PAIR_FILTER_CATEGORIES)).toEqual(new Set(ADMIN_CATEGORY_VALUES));
  });
});
