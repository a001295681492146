import { describe, expect, it } from 'vitest';
import { normalizeOptionText, pairKey, sameOption } from './pair-identity.ts';
import { tagHierarchy } from './tag-hierarchy.ts';

describe('pair identity', () => {
  it('treats the same two options in either order, any case and spacing, as one pair', () => {
    expect(pairKey('Beach holiday', 'Mountain  hike')).toBe(pairKey('mountain hike!', '  BEACH HOLIDAY'));
    expect(pairKey('Beach holiday', 'Mountain hike')).not.toBe(pairKey('Beach holiday', 'City break'));
    expect(normalizeOptionText('  Tea.  ')).toBe('tea');
    expect(sameOption('Tea', ' tea ')).toBe(true);
    expect(sameOption('Tea', 'Coffee')).toBe(false);
  });
});

describe('tagHierarchy', () => {
  it('builds the prefix tree with usage per option, most used first', () => {
    const tree = tagHierarchy([
      ['activity:Solo', 'setting:Nature'],
      ['activity:Group', 'activity:Active'],
      ['activity:Solo'],
      ['alive:value_investment:exploring'],
      [''],
    ]);
    expect(tree.totalTags).toBe(5);
    expect(tree.roots.map((n) => [n.name, n.usage])).toEqual([
      ['activity', 3],
      ['alive', 1],
      ['setting', 1],
    ]);
    const activity = tree.roots[0]!;
    expect(activity.children.map((n) => [n.path, n.usage])).toEqual([
      ['activity:Solo', 2],
      ['activity:Active', 1],
      ['activity:Group', 1],
    ]);
    expect(tree.roots[1]!.children[0]!.children[0]).toEqual({ name: 'exploring', path: 'alive:value_investment:exploring', usage: 1, children: [] });
  });

  it('is empty without tags', () => {
    expect(tagHierarchy([])).toEqual({ roots: [], totalTags: 0 });
  });
});
