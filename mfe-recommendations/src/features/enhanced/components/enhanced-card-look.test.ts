import { describe, expect, it } from 'vitest';
import { enhancedMatchVariant, firstOf } from './enhanced-card-look.ts';

describe('enhancedMatchVariant', () => {
  it.each([
    [1, 'success'],
    [0.9, 'success'],
    [0.89, 'info'],
    [0.8, 'info'],
    [0.79, 'warning'],
    [0.7, 'warning'],
    [0.69, 'neutral'],
  ])('puts %f in the %s band', (match, variant) => expect(enhancedMatchVariant(match)).toBe(variant));
});

describe('firstOf', () => {
  it('keeps the first items and counts the rest', () => {
    expect(firstOf(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], more: 1 });
    expect(firstOf(['a'], 2)).toEqual({ shown: ['a'], more: 0 });
  });
});
