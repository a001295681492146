import { describe, expect, it } from 'vitest';
import { confidenceTone, consistencyBand, explorationBand } from './profile-bands.ts';

describe('explorationBand', () => {
  it.each([
    [0.71, 'Adventurous Explorer'],
    [0.7, 'Balanced Chooser'],
    [0.31, 'Balanced Chooser'],
    [0.3, 'Focused Selector'],
    [0, 'Focused Selector'],
  ])('reads %f as %s', (level, band) => expect(explorationBand(level)).toBe(band));
});

describe('consistencyBand', () => {
  it.each([
    [0.71, 'Very Consistent'],
    [0.7, 'Moderately Consistent'],
    [0.31, 'Moderately Consistent'],
    [0.3, 'Varies Frequently'],
  ])('reads %f as %s', (score, band) => expect(consistencyBand(score)).toBe(band));
});

describe('confidenceTone', () => {
  it.each([
    [0.8, 'success'],
    [0.79, 'warning'],
    [0.6, 'warning'],
    [0.59, 'danger'],
  ])('colours %f %s', (confidence, tone) => expect(confidenceTone(confidence)).toBe(tone));
});
