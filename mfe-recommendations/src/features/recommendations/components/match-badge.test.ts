import { describe, expect, it } from 'vitest';
import { matchBadgeVariant } from './match-badge.ts';

describe('matchBadgeVariant', () => {
  it.each([
    [100, 'success'],
    [80, 'success'],
    [79, 'warning'],
    [60, 'warning'],
    [59, 'danger'],
    [0, 'danger'],
  ])('colours %i%% as %s', (matchPercent, variant) => {
    expect(matchBadgeVariant(matchPercent)).toBe(variant);
  });
});
