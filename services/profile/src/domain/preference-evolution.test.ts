import { describe, expect, it } from 'vitest';
import { applyChoice, EMPTY_SCORING_STATE } from '@alive/domain';
import { replayPreferenceEvolution, type ReplayableChoice } from './preference-evolution.ts';

const solo = { 'activity:Solo': 1, 'alive:primary_drive:intrinsic': 1 };
const group = { 'activity:Group': 1, 'alive:primary_drive:social': 1 };
const visual = { 'media:Visual': 1, 'genre:Documentary': 1 };
const comedy = { 'media:Visual': 1, 'genre:Comedy': 1 };

function choice(id: number, option1Tags: object, option2Tags: object, selectedOption: 'option1' | 'option2'): ReplayableChoice {
  return { choicePairId: id, option1Tags, option2Tags, selectedOption, createdAt: new Date(Date.UTC(2026, 0, 1, 0, id)) };
}

describe('replayPreferenceEvolution', () => {
  it('is empty without choices', () => {
    expect(replayPreferenceEvolution([], 5)).toEqual({ steps: [], series: [] });
  });

  it('records every tag score after each choice, null before the tag appears', () => {
    const choices = [choice(1, solo, group, 'option1'), choice(2, visual, comedy, 'option2'), choice(3, solo, group, 'option1')];
    const evolution = replayPreferenceEvolution(choices, 5);
    expect(evolution.steps).toEqual([
      { index: 1, choicePairId: 1, at: '2026-01-01T00:01:00.000Z' },
      { index: 2, choicePairId: 2, at: '2026-01-01T00:02:00.000Z' },
      { index: 3, choicePairId: 3, at: '2026-01-01T00:03:00.000Z' },
    ]);
    const byTag = Object.fromEntries(evolution.series.map((s) => [s.tagName, s]));
    // Solo chosen twice: 0.5 → 0.65 → 0.755.
    expect(byTag['activity:Solo']?.values).toEqual([0.65, 0.65, 0.755]);
    expect(byTag['genre:Comedy']?.values).toEqual([null, 0.65, 0.65]);
    // On both sides with equal weight: seen but unmoved.
    expect(byTag['media:Visual']?.values).toEqual([null, 0.5, 0.5]);
    expect(byTag['activity:Group']?.values).toEqual([0.35, 0.35, 0.245]);
    expect(evolution.series.map((s) => s.tagName)).toEqual([
      'activity:Solo',
      'genre:Comedy',
      'media:Visual',
      'genre:Documentary',
      'activity:Group',
    ]);
    expect(evolution.series[0]).toMatchObject({ displayName: 'Solo', finalScore: 0.755 });
  });

  it('ends where applyChoice ends (the stored scores) and keeps only the top tags', () => {
    const choices = [choice(1, solo, group, 'option2'), choice(2, visual, comedy, 'option1')];
    const direct = choices.reduce((state, c) => applyChoice(state, c, c.selectedOption), EMPTY_SCORING_STATE);
    const evolution = replayPreferenceEvolution(choices, 2);
    expect(evolution.series).toHaveLength(2);
    for (const series of evolution.series) {
      expect(series.finalScore).toBe(direct.preferences[series.tagName]?.score);
      expect(series.values.at(-1)).toBe(series.finalScore);
    }
  });
});
