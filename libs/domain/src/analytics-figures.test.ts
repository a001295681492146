import { describe, expect, it } from 'vitest';
import { changePercent, compactCount, pairOutcome, popularChoices, votesText } from './analytics-figures.ts';

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

const pair = (id: number, option1Votes: number, option2Votes: number) => ({
  id,
  option1: `Beach ${id}`,
  option2: `Mountains ${id}`,
  option1Votes,
  option2Votes,
  totalVotes: option1Votes + option2Votes,
});

describe('pairOutcome', () => {
  it('states a tie as a tie, with every vote the pair had', () => {
    expect(pairOutcome(pair(1, 1, 1))).toEqual({ kind: 'tie', headline: 'Tied 1–1', detail: '2 votes' });
    expect(pairOutcome(pair(1, 4, 4))).toEqual({ kind: 'tie', headline: 'Tied 4–4', detail: '8 votes' });
  });

  it('names the leading option and its share of all the votes', () => {
    expect(pairOutcome(pair(1, 2, 1))).toMatchObject({ kind: 'lead', winner: 'Beach 1', percent: 67, detail: '67% of 3 votes' });
    expect(pairOutcome(pair(1, 0, 1))).toMatchObject({ kind: 'lead', winner: 'Mountains 1', percent: 100, detail: '100% of 1 vote' });
  });
});

describe('popularChoices', () => {
  it('keeps the most answered pairs, ties on count broken by id, unanswered ones left out', () => {
    const ranked = popularChoices([pair(3, 1, 1), pair(1, 0, 0), pair(2, 1, 1), pair(4, 5, 0)], 2);
    expect(ranked.map((choice) => [choice.id, choice.headline, choice.detail])).toEqual([
      [4, 'Beach 4', '100% of 5 votes'],
      [2, 'Tied 1–1', '2 votes'],
    ]);
  });
});

describe('votesText', () => {
  it('says one vote in the singular', () => {
    expect(votesText(1)).toBe('1 vote');
    expect(votesText(0)).toBe('0 votes');
  });
});
