import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, categoryLabel } from './category-labels.ts';

describe('categoryLabel', () => {
  it('reads choice-pair and catalogue spellings of one category the same', () => {
    expect(categoryLabel('Movies')).toBe('Movies');
    expect(categoryLabel('movies')).toBe('Movies');
    expect(categoryLabel('FOOD')).toBe('Food');
    expect(categoryLabel(' travel ')).toBe('Travel');
  });

  it('labels the multi-word and non-category values', () => {
    expect(categoryLabel('date_night')).toBe('Date night');
    expect(categoryLabel('tv')).toBe('TV show');
    expect(categoryLabel('tv_show')).toBe('TV show');
    expect(categoryLabel('enhanced-content')).toBe('Enhanced content');
    expect(categoryLabel('tech')).toBe('Tech');
  });

  it('turns an unknown value into words instead of showing it raw', () => {
    expect(categoryLabel('road_trips')).toBe('Road trips');
    expect(categoryLabel('board-games')).toBe('Board games');
    expect(categoryLabel('')).toBe('');
  });

  it('keys the table by lower-case value and starts every label with a capital', () => {
    for (const [value, label] of Object.entries(CATEGORY_LABELS)) {
      expect(value).toBe(value.toLowerCase());
      expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
    }
  });
});
