import { describe, expect, it } from 'vitest';
import { changePercent, compactCount } from './analytics-figures.ts';

describe('compactCount', () => {
  it('shows 1000 or more as X.Yk and smaller counts as they are', () => {
    expect(compactCount(0)).toBe('0');
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1000)).toBe('1.0k');
    expect(compactCount(1250)).toBe('1.3k');
    expect(compactCount(48_960)).toBe('49.0k');
  });
});

describe('changePercent', () => {
  it('is the whole-percent change versus the previous value', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(1, 3)).toBe(-67);
    expect(changePercent(7, 7)).toBe(0);
  });

  it('from 0 is 100 when the current is above 0, else 0', () => {
    expect(changePercent(5, 0)).toBe(100);
    expect(changePercent(0, 0)).toBe(0);
  });
});
