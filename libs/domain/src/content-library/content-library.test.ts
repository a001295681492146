import { describe, expect, it } from 'vitest';
import { classifyContent, CLASSIFIER_CONFIDENCE, lexiconWords } from './classify-content.ts';
import { parseBulkLines } from './bulk-lines.ts';

describe('classifyContent', () => {
  it('reads genre words into leanings: action leans Active and Control, science fiction Exploring', () => {
    const scores = classifyContent({ title: 'Edge of Tomorrow', contentType: 'movie', genre: 'Action, Science Fiction' });
    expect(scores).toMatchObject({ lifeEngagementScore: 2, locusControlScore: 1, valueInvestmentScore: 2, primaryDriveScore: 0, happinessOrientationScore: 0 });
    expect(scores.confidence).toBe(0.65);
    expect(scores.reasoning).toBe('Read from action, science fiction: leans Active (+2), Exploring (+2), Control (+1).');
  });

  it('reads a phrase as one word, so science fiction is not also science', () => {
    expect(lexiconWords('Science Fiction')).toEqual(['science-fiction']);
    expect(lexiconWords('popular science')).toEqual(['science']);
    expect(lexiconWords('A coming of age story, and comedies? no: a comedy')).toEqual(['comedy', 'coming-of-age']);
  });

  it('moves the opposite way for the opposite genres', () => {
    const romance = classifyContent({ title: 'Notting Hill', contentType: 'movie', genre: 'Romantic comedy' });
    expect(romance.happinessOrientationScore).toBe(-2);
    expect(romance.primaryDriveScore).toBe(-2);
    const classic = classifyContent({ title: 'Pride and Prejudice', contentType: 'book', genre: 'Classic literary fiction' });
    expect(classic.valueInvestmentScore).toBe(-2);
    expect(classic.lifeEngagementScore).toBe(-1);
  });

  it('clamps every score to -2..+2 and confidence to 0.9', () => {
    const scores = classifyContent({ title: 'Sports', contentType: 'tv', genre: 'action sport adventure thriller heist war western', description: 'business self-help' });
    for (const value of [scores.primaryDriveScore, scores.happinessOrientationScore, scores.lifeEngagementScore, scores.valueInvestmentScore, scores.locusControlScore]) {
      expect(Math.abs(value)).toBeLessThanOrEqual(2);
    }
    expect(scores.lifeEngagementScore).toBe(2);
    expect(scores.confidence).toBe(CLASSIFIER_CONFIDENCE.max);
  });

  it('invents nothing: unknown words give neutral scores, low confidence and a reasoning saying so', () => {
    const scores = classifyContent({ title: 'Zzyzx', contentType: 'book', genre: null });
    expect(scores).toMatchObject({ primaryDriveScore: 0, happinessOrientationScore: 0, lifeEngagementScore: 0, valueInvestmentScore: 0, locusControlScore: 0, confidence: 0.3 });
    expect(scores.reasoning).toMatch(/left neutral/);
  });

  it('is deterministic for the same input', () => {
    const input = { title: 'Arrival', contentType: 'movie' as const, genre: 'Science fiction drama' };
    expect(classifyContent(input)).toEqual(classifyContent(input));
  });
});

describe('parseBulkLines', () => {
  it('reads title, type, year, creator and genre; the creator is the author of a book, the director otherwise', () => {
    expect(parseBulkLines('Dune, BOOK, 1965, Frank Herbert, Science fiction\nArrival, Movie, 2016, Denis Villeneuve')).toEqual([
      { title: 'Dune', contentType: 'book', year: 1965, author: 'Frank Herbert', genre: 'Science fiction' },
      { title: 'Arrival', contentType: 'movie', year: 2016, director: 'Denis Villeneuve' },
    ]);
  });

  it('drops lines with fewer than two fields and blank lines; a year that is not a number is left out', () => {
    expect(parseBulkLines('Just a title\n\n , \nFleabag, tv, soon\n  Severance , tv , 2022.5 ')).toEqual([
      { title: 'Fleabag', contentType: 'tv' },
      { title: 'Severance', contentType: 'tv', year: 2022 },
    ]);
  });

  it('keeps an unknown type for the service to refuse alone', () => {
    expect(parseBulkLines('Cats, musical')).toEqual([{ title: 'Cats', contentType: 'musical' }]);
  });
});
