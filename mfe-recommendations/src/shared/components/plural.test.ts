import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it('puts the noun in the right number', () => {
    expect(countOf(0, 'choice')).toBe('0 choices');
    expect(countOf(1, 'choice')).toBe('1 choice');
    expect(countOf(2, 'choice pair')).toBe('2 choice pairs');
    expect(countOf(1, 'more choice', 'more choices')).toBe('1 more choice');
  });
});
