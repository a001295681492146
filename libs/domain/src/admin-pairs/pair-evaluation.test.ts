import { describe, expect, it } from 'vitest';
import { leanings } from '../recommendations/test-fixtures.ts';
import { distinctByTitle, libraryCandidate } from './library-candidate.ts';
import { createOptionReader, type KnownOption } from './option-reading.ts';
import { evaluatePair, QUALITY_WEIGHTS, type EvaluationInput } from './pair-evaluation.ts';

const known: KnownOption[] = [
  { text: 'Solo hike in the mountains', tags: { 'activity:Solo': 1, 'setting:Nature': 1, 'alive:primary_drive:intrinsic': 1 } },
  { text: 'City tour with friends', tags: { 'activity:Group': 1, 'setting:Urban': 1, 'alive:primary_drive:social': 1 } },
  { text: 'Street food crawl', tags: { 'food:Street Food': 1, 'alive:value_investment:exploring': 1 } },
  { text: 'Your usual restaurant', tags: { 'food:Familiar': 1, 'alive:value_investment:traditional': 1 } },
];

describe('createOptionReader', () => {
  const reader = createOptionReader(known);

  it('keeps a known option’s tags (any case and spacing)', () => {
    expect(reader.read('  solo HIKE in the mountains ')).toEqual({ tags: known[0]!.tags, source: 'known' });
  });

  it('reads the vocabulary’s tags named as words, longest first, and the poles they stand for', () => {
    expect(reader.read('A solo night of street food')).toEqual({
      tags: { 'food:Street Food': 1, 'activity:Solo': 1, 'alive:primary_drive:intrinsic': 0.5, 'alive:value_investment:exploring': 0.5 },
      source: 'inferred',
    });
    // "Solitude" is not the word "solo"; nothing recognised is nothing invented.
    expect(reader.read('Solitude')).toEqual({ tags: {}, source: 'none' });
  });
});

describe('evaluatePair', () => {
  const base: EvaluationInput = {
    option1: 'Street food crawl',
    option2: 'Your usual restaurant',
    category: 'Travel',
    known,
    categoryPairs: [{ option1Tags: known[0]!.tags, option2Tags: known[1]!.tags }],
    existingPairs: [{ id: 7, option1: 'Solo hike in the mountains', option2: 'City tour with friends' }],
    populationScores: {},
  };

  it('scores a balanced, distinct pair on a missing dimension high and says why', () => {
    const result = evaluatePair(base);
    expect(result.criteria).toEqual({ balance: 1, tagContrast: 1, dimensionCoverage: 1, novelty: 1 });
    expect(result.qualityScore).toBe(1);
    expect(result.duplicateOf).toBeNull();
    expect(result.evaluation.relevance).toBe('High: Value Investment is one of the least covered dimensions (no Travel pair contrasts it yet).');
    expect(result.evaluation.recommendation).toBe('Add it: a balanced, informative pair.');
    expect(result.evaluation.feedback).toContain('It sets Exploring against Traditional (Value Investment).');
  });

  it('never says "0 of 0": a category without pairs is said in words, and counts read "n of the N pairs"', () => {
    expect(evaluatePair({ ...base, categoryPairs: [] }).evaluation.relevance).toBe('High: there are no Travel pairs yet, so every dimension is needed.');
    const contrasting = { option1Tags: known[2]!.tags, option2Tags: known[3]!.tags };
    const relevance = evaluatePair({ ...base, categoryPairs: [contrasting, ...Array.from({ length: 3 }, () => base.categoryPairs[0]!)] }).evaluation.relevance;
    expect(relevance).toMatch(/\(1 of the 4 Travel pairs contrasts it\)\.$/);
    expect(relevance).not.toMatch(/\b0 of 0\b|all pairs/);
  });

  it('halves the dimension credit where the category already has its share, and weighs balance by everyone’s tag scores', () => {
    const covered = evaluatePair({ ...base, option1: 'Solo hike in the mountains', option2: 'Your usual restaurant', existingPairs: [] });
    expect(covered.criteria.dimensionCoverage).toBe(0);
    const shared = evaluatePair({ ...base, categoryPairs: Array.from({ length: 3 }, () => ({ option1Tags: known[2]!.tags, option2Tags: known[3]!.tags })) });
    expect(shared.criteria.dimensionCoverage).toBe(0.5);
    const lopsided = evaluatePair({ ...base, populationScores: { 'food:Street Food': 1, 'food:Familiar': 0 } });
    expect(lopsided.criteria.balance).toBe(0);
    expect(lopsided.evaluation.feedback).toContain('People already clearly prefer one side');
    expect(lopsided.qualityScore).toBeCloseTo(1 - QUALITY_WEIGHTS.balance, 4);
  });

  it('gives the same pair (either order) a 0 and names it; a near copy loses novelty', () => {
    const duplicate = evaluatePair({ ...base, option1: 'city tour with FRIENDS', option2: 'Solo hike in the mountains.' });
    expect(duplicate).toMatchObject({ qualityScore: 0, duplicateOf: 7, criteria: expect.objectContaining({ novelty: 0 }) });
    expect(duplicate.evaluation.recommendation).toBe('Do not add: it is the same pair as #7.');
    const near = evaluatePair({ ...base, option1: 'Solo hike in the hills', option2: 'City tour with friends' });
    expect(near.criteria.novelty).toBeLessThan(0.5);
    expect(near.evaluation.feedback).toContain('It is close to #7');
  });

  it('scores unreadable options low and asks for what they stand for', () => {
    const result = evaluatePair({ ...base, option1: 'Blue', option2: 'Green' });
    expect(result.criteria).toMatchObject({ tagContrast: 0, dimensionCoverage: 0, balance: 0.5 });
    expect(result.qualityScore).toBeLessThan(0.45);
    expect(result.evaluation.feedback).toContain('Option A names no tag the pairs use');
    expect(result.evaluation.relevance).toBe('Low: it contrasts no dimension the Travel pairs need.');
    expect(result.evaluation.recommendation).toMatch(/^Rework it before adding/);
  });
});

describe('libraryCandidate', () => {
  it('reads a title’s genre and descriptive tags into the vocabulary, with its media and leanings', () => {
    const vocabulary = ['genre:Drama', 'genre:Comedy', 'genre:Science Fiction', 'setting:Nature', 'alive:primary_drive:social'];
    const film = libraryCandidate({ id: 3, title: 'Into the Wild', contentType: 'movie', genre: 'Comedy-drama', tags: ['nature', 'road trip'], leanings: leanings({ primary_drive: 2 }) }, vocabulary);
    expect(film).toEqual({ id: 'library-3', category: 'movie', title: 'Into the Wild', tags: { 'media:Visual': 1, 'genre:Drama': 0.6, 'genre:Comedy': 0.6, 'setting:Nature': 1 }, leanings: leanings({ primary_drive: 2 }) });
    const book = libraryCandidate({ id: 4, title: 'Dune', contentType: 'book', genre: 'Science fiction', tags: [], leanings: leanings() }, vocabulary);
    expect(book.tags).toEqual({ 'media:Reading': 1, 'genre:Science Fiction': 1 });
    const thriller = libraryCandidate(
      { id: 5, title: 'Inception', contentType: 'movie', genre: 'Science fiction thriller', tags: [], leanings: leanings() },
      [...vocabulary, 'genre:Science', 'genre:Thriller'],
    );
    expect(thriller.tags).toEqual({ 'media:Visual': 1, 'genre:Science Fiction': 0.6, 'genre:Thriller': 0.6 });
  });

  it('keeps the first item of each option text', () => {
    expect(distinctByTitle([{ title: 'Dune' }, { title: ' dune ' }, { title: 'Arrival' }]).map((i) => i.title)).toEqual(['Dune', 'Arrival']);
  });
});
