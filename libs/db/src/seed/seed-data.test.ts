import { CHOICE_CATEGORIES } from '@alive/contracts/constants';
import { DIMENSIONS, DIMENSION_KEYS, isAliveEvidenceTag } from '@alive/domain';
import { describe, expect, it } from 'vitest';
import { pair, SEED_CATEGORIES } from './choice-pair-builder.ts';
import { SEED_CHOICE_PAIRS } from './data/choice-pairs.ts';

const POLES = new Map(DIMENSIONS.map((d) => [d.key as string, [d.positive.pole, d.negative.pole]]));

function aliveTags(tags: Record<string, number>): Map<string, string> {
  const byDimension = new Map<string, string>();
  for (const tag of Object.keys(tags).filter(isAliveEvidenceTag)) {
    const [, dimension, pole] = tag.split(':') as [string, string, string];
    byDimension.set(dimension, pole);
  }
  return byDimension;
}

describe('seed choice pairs', () => {
  it('has at least 20 pairs in each category the home screen offers, and no other category', () => {
    // The dropdown and the first-run chips list CHOICE_CATEGORIES: each needs pairs (docs/product/choices.md, Decision — Food pairs).
    expect(SEED_CATEGORIES).toBe(CHOICE_CATEGORIES);
    for (const category of CHOICE_CATEGORIES) {
      expect(SEED_CHOICE_PAIRS.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(20);
    }
    expect(SEED_CHOICE_PAIRS.every((p) => (SEED_CATEGORIES as readonly string[]).includes(p.category))).toBe(true);
  });

  it('has no duplicate pair (the natural key of the seed)', () => {
    const keys = SEED_CHOICE_PAIRS.map((p) => `${p.category}|${p.option1}|${p.option2}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SEED_CHOICE_PAIRS.every((p) => p.option1 !== p.option2 && p.option1.trim() && p.option2.trim())).toBe(true);
  });

  it('gives every option 2-5 well-formed preference tags with weights in (0, 1]', () => {
    for (const p of SEED_CHOICE_PAIRS) {
      for (const tags of [p.option1Tags, p.option2Tags]) {
        const preference = Object.keys(tags).filter((t) => !isAliveEvidenceTag(t));
        expect(preference.length, p.option1).toBeGreaterThanOrEqual(2);
        expect(preference.length, p.option1).toBeLessThanOrEqual(5);
        for (const tag of preference) expect(tag).toMatch(/^[a-z]+:[A-Z][A-Za-z-]*( [A-Za-z-]+)*$/);
        for (const weight of Object.values(tags)) {
          expect(weight).toBeGreaterThan(0);
          expect(weight).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('uses only known dimensions and poles, and the two options contrast on the same one or two dimensions', () => {
    for (const p of SEED_CHOICE_PAIRS) {
      const first = aliveTags(p.option1Tags);
      const second = aliveTags(p.option2Tags);
      expect(first.size, p.option1).toBeGreaterThanOrEqual(1);
      expect(first.size, p.option1).toBeLessThanOrEqual(2);
      expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
      for (const [dimension, pole] of first) {
        const poles = POLES.get(dimension);
        expect(poles, `${dimension} in ${p.option1}`).toBeDefined();
        expect(poles).toContain(pole);
        expect(poles).toContain(second.get(dimension));
        expect(second.get(dimension)).not.toBe(pole);
      }
    }
  });

  it('covers every dimension with at least 20 pairs, and both poles on the first option', () => {
    for (const key of DIMENSION_KEYS) {
      const touching = SEED_CHOICE_PAIRS.filter((p) => aliveTags(p.option1Tags).has(key));
      expect(touching.length, key).toBeGreaterThanOrEqual(20);
      const firstPoles = new Set(touching.map((p) => aliveTags(p.option1Tags).get(key)));
      expect(firstPoles.size, key).toBe(2);
    }
  });

  it('carries the tags the dashboard insights key on (Solo, Visual, Creation, Active)', () => {
    const allTags = new Set(SEED_CHOICE_PAIRS.flatMap((p) => [...Object.keys(p.option1Tags), ...Object.keys(p.option2Tags)]));
    const preference = [...allTags].filter((t) => !isAliveEvidenceTag(t));
    for (const word of ['Solo', 'Visual', 'Creation', 'Active']) {
      expect(preference.some((t) => t.includes(word)), word).toBe(true);
    }
  });
});

describe('pair()', () => {
  it('gives the second option the opposite pole of each code letter', () => {
    const p = pair('Travel', 'IF', ['One', 'activity:Solo', 'pace:Active@0.5'], ['Two', 'activity:Group', 'pace:Relaxed']);
    expect(p.option1Tags).toEqual({
      'activity:Solo': 1,
      'pace:Active': 0.5,
      'alive:primary_drive:intrinsic': 1,
      'alive:locus_of_control:flow': 1,
    });
    expect(p.option2Tags).toEqual({
      'activity:Group': 1,
      'pace:Relaxed': 1,
      'alive:primary_drive:social': 1,
      'alive:locus_of_control:control': 1,
    });
    expect(() => pair('Travel', 'Q', ['a', 'x:Y', 'x:Z'], ['b', 'x:Y', 'x:Z'])).toThrow(/Unknown happiness-code letter Q/);
  });
});
