import { describe, expect, it } from 'vitest';
import { createPageLoadBounds, PAGE_LOAD_LIMITS } from './page-load-bounds.ts';

describe('page-load bounds', () => {
  it('lets a page load report one load per remote, and a bounded number of errors and vital samples', () => {
    const bounds = createPageLoadBounds();
    expect([bounds.load('p', 'choices'), bounds.load('p', 'choices'), bounds.load('p', 'groups'), bounds.load('q', 'choices')]).toEqual(['ok', 'duplicate_load', 'ok', 'ok']);
    const errors = Array.from({ length: PAGE_LOAD_LIMITS.errors + 2 }, () => bounds.error('p'));
    expect(errors.filter((verdict) => verdict === 'ok')).toHaveLength(PAGE_LOAD_LIMITS.errors);
    const inp = Array.from({ length: PAGE_LOAD_LIMITS.vitalSamples + 1 }, () => bounds.vital('p', 'INP'));
    expect(inp.at(-1)).toBe('over_bound');
    expect(bounds.vital('p', 'LCP')).toBe('ok');
    expect([bounds.firstError('p', 'choices'), bounds.firstError('p', 'choices'), bounds.firstError('p', 'groups')]).toEqual([true, false, true]);
  });

  it('keeps at most maxPages page loads, forgetting the oldest', () => {
    const bounds = createPageLoadBounds({ maxPages: 3 });
    for (const page of ['a', 'b', 'c', 'd']) bounds.load(page, 'choices');
    expect(bounds.size()).toBe(3);
    expect(bounds.load('a', 'choices')).toBe('ok'); // forgotten, so counted again here (the judge's rows still count it once)
    expect(bounds.load('d', 'choices')).toBe('duplicate_load');
  });
});
