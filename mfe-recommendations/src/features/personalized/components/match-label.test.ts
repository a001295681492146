import { describe, expect, it } from 'vitest';
import { matchLabel } from './match-label.ts';

describe('matchLabel', () => {
  it.each([
    [1, 'Perfect Match'],
    [0.8, 'Perfect Match'],
    [0.79, 'Good Match'],
    [0.6, 'Good Match'],
    [0.59, 'Possible Match'],
    [0.4, 'Possible Match'],
    [0.39, 'Worth Exploring'],
    [0, 'Worth Exploring'],
  ])('labels confidence %f as %s', (confidence, label) => {
    expect(matchLabel(confidence)).toBe(label);
  });
});
