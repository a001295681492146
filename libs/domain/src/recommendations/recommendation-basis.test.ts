import { describe, expect, it } from 'vitest';
import { basisOfGroup, basisOfList, basisOfLists, basisOfNow } from './recommendation-basis.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 20, minute));

describe('recommendation basis', () => {
  it('a computed view is starter picks until the first choice', () => {
    expect(basisOfNow(null)).toBe('starter');
    expect(basisOfNow(at(1))).toBe('personal');
  });

  it('a list made before the first choice stays starter picks until it is made again', () => {
    expect(basisOfList(at(5), null)).toBe('starter');
    expect(basisOfList(null, null)).toBe('starter');
    expect(basisOfList(at(5), at(6))).toBe('starter');
    expect(basisOfList(at(6), at(6))).toBe('personal');
    expect(basisOfList(at(7), at(6))).toBe('personal');
    expect(basisOfList(null, at(6))).toBe('personal');
  });

  it('picks from several lists are personal once one list is', () => {
    expect(basisOfLists([at(1), at(2)], at(3))).toBe('starter');
    expect(basisOfLists([at(1), at(4)], at(3))).toBe('personal');
    expect(basisOfLists([null], at(3))).toBe('personal');
    expect(basisOfLists([], null)).toBe('starter');
  });

  it('a group list is starter picks until enough members have made a choice', () => {
    // A group of one is its member.
    expect(basisOfGroup([null])).toBe('starter');
    expect(basisOfGroup([at(1)])).toBe('personal');
    // Two members: both must have chosen (one member's taste alone is not the group's).
    expect(basisOfGroup([at(1), null])).toBe('starter');
    expect(basisOfGroup([at(1), at(2)])).toBe('personal');
    // A majority of three, of four at least two.
    expect(basisOfGroup([at(1), null, null])).toBe('starter');
    expect(basisOfGroup([at(1), at(2), null])).toBe('personal');
    expect(basisOfGroup([at(1), at(2), null, null])).toBe('personal');
    expect(basisOfGroup([])).toBe('starter');
  });
});
