import { DIMENSIONS } from '@alive/domain';
import { describe, expect, it } from 'vitest';
import { CONTENT_WARNINGS, contentSeedKey, SEED_CONTENT_CLASSIFICATIONS } from './data/content-classifications.ts';

const TYPES = ['movie', 'tv', 'book'] as const;
const ONE_SENTENCE = /^[A-Z0-9“"'‘][^]*[.!?]$/;
/** A sentence boundary inside the text: end punctuation, a space, then a capital letter. */
const SECOND_SENTENCE = /[.!?] [A-Z]/;

describe('content library (data)', () => {
  it('has at least 60 titles of each type', () => {
    for (const type of TYPES) {
      expect(SEED_CONTENT_CLASSIFICATIONS.filter((c) => c.contentType === type).length, type).toBeGreaterThanOrEqual(60);
    }
  });

  it('gives every title a unique seed key <type>:<slug of the title>', () => {
    const keys = SEED_CONTENT_CLASSIFICATIONS.map((c) => c.seedKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of SEED_CONTENT_CLASSIFICATIONS) {
      expect(c.seedKey).toMatch(/^(movie|tv|book):[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.seedKey).toBe(contentSeedKey(c.contentType, c.title));
    }
    expect(contentSeedKey('movie', 'Amélie')).toBe('movie:amelie');
    expect(contentSeedKey('book', "Man's Search for Meaning")).toBe('book:mans-search-for-meaning');
    expect(contentSeedKey('tv', 'Shōgun')).toBe('tv:shogun');
  });

  it('has unique titles per type, and no two titles of any type that read the same once accents and punctuation go', () => {
    // Enhanced recommendation ids and feedback are derived from the title alone
    // (docs/product/recommendations.md, Enhanced), so a film and a book may not share a title either.
    const folded = SEED_CONTENT_CLASSIFICATIONS.map((c) =>
      c.title.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, ''),
    );
    const clashes = folded.filter((t, i) => folded.indexOf(t) !== i);
    expect(clashes).toEqual([]);
    for (const c of SEED_CONTENT_CLASSIFICATIONS) expect(c.title.trim(), c.title).toBe(c.title);
  });

  it('scores every title on the five dimensions with integers in -2..+2, confidence 0.6..0.95', () => {
    for (const c of SEED_CONTENT_CLASSIFICATIONS) {
      expect(c.scores, c.title).toHaveLength(5);
      for (const s of c.scores) expect(Number.isInteger(s) && s >= -2 && s <= 2, c.title).toBe(true);
      expect(c.scores.some((s) => s !== 0), c.title).toBe(true);
      expect(c.confidence, c.title).toBeGreaterThanOrEqual(0.6);
      expect(c.confidence, c.title).toBeLessThanOrEqual(0.95);
    }
  });

  it('spreads each type across both poles of every dimension, strong leanings included', () => {
    for (const type of TYPES) {
      const ofType = SEED_CONTENT_CLASSIFICATIONS.filter((c) => c.contentType === type);
      DIMENSIONS.forEach((d, i) => {
        const label = `${type} ${d.key}`;
        expect(ofType.filter((c) => c.scores[i]! > 0).length, `${label} ${d.positive.pole}`).toBeGreaterThanOrEqual(10);
        expect(ofType.filter((c) => c.scores[i]! < 0).length, `${label} ${d.negative.pole}`).toBeGreaterThanOrEqual(10);
        expect(ofType.some((c) => c.scores[i] === 2), `${label} +2`).toBe(true);
        expect(ofType.some((c) => c.scores[i] === -2), `${label} -2`).toBe(true);
      });
    }
  });

  it('fills what an enhanced card shows: genre, year, one-sentence description and reasoning', () => {
    for (const c of SEED_CONTENT_CLASSIFICATIONS) {
      expect(c.genre.trim().length, c.title).toBeGreaterThan(2);
      expect(Number.isInteger(c.year) && c.year > 0 && c.year <= 2025, c.title).toBe(true);
      for (const text of [c.description, c.reasoning]) {
        expect(text, c.title).toMatch(ONE_SENTENCE);
        expect(text, c.title).not.toMatch(SECOND_SENTENCE);
        expect(text.length, c.title).toBeGreaterThanOrEqual(20);
        expect(text.length, c.title).toBeLessThanOrEqual(200);
      }
    }
  });

  it('names a director for films and series, an author for books, and seasons for series only', () => {
    for (const c of SEED_CONTENT_CLASSIFICATIONS) {
      if (c.contentType === 'book') {
        expect(c.author?.trim(), c.title).toBeTruthy();
        expect(c.director, c.title).toBeUndefined();
      } else {
        expect(c.director?.trim(), c.title).toBeTruthy();
        expect(c.author, c.title).toBeUndefined();
      }
      if (c.contentType === 'tv') {
        expect(Number.isInteger(c.seasons) && c.seasons! >= 1, c.title).toBe(true);
      } else {
        expect(c.seasons, c.title).toBeUndefined();
      }
    }
  });

  it('gives every title 3-6 short lowercase tags, known warnings, and 2-4 other titles it resembles', () => {
    for (const c of SEED_CONTENT_CLASSIFICATIONS) {
      expect(c.tags.length, c.title).toBeGreaterThanOrEqual(3);
      expect(c.tags.length, c.title).toBeLessThanOrEqual(6);
      expect(new Set(c.tags).size, c.title).toBe(c.tags.length);
      for (const tag of c.tags) {
        expect(tag, c.title).toBe(tag.toLowerCase());
        expect(tag, c.title).toBe(tag.trim());
        expect(tag.length, c.title).toBeGreaterThanOrEqual(2);
        expect(tag.length, c.title).toBeLessThanOrEqual(28);
      }
      expect(new Set(c.warnings).size, c.title).toBe(c.warnings.length);
      for (const warning of c.warnings) expect(CONTENT_WARNINGS, c.title).toContain(warning);
      expect(c.similarTo.length, c.title).toBeGreaterThanOrEqual(2);
      expect(c.similarTo.length, c.title).toBeLessThanOrEqual(4);
      expect(new Set(c.similarTo).size, c.title).toBe(c.similarTo.length);
      for (const other of c.similarTo) {
        expect(other.trim().length, c.title).toBeGreaterThan(1);
        expect(other, c.title).not.toBe(c.title);
      }
    }
  });

  it('carries no ratings (shown only when stored as verified data)', () => {
    for (const c of SEED_CONTENT_CLASSIFICATIONS) {
      expect(Object.keys(c), c.title).not.toContain('imdbRating');
      expect(Object.keys(c), c.title).not.toContain('rottenTomatoesScore');
    }
  });
});
