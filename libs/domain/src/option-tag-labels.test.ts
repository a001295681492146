import { describe, expect, it } from 'vitest';
import { optionTagLabels } from './option-tag-labels.ts';

describe('optionTagLabels', () => {
  it('shows the text after the last colon', () => {
    expect(optionTagLabels({ 'activity:Solo': 1, 'creation:digital:Digital Art': 0.8 })).toEqual([
      'Solo',
      'Digital Art',
    ]);
  });

  it('shows at most 3 labels, heaviest first, ties in the pair order', () => {
    const tags = { 'a:One': 0.5, 'b:Two': 1, 'c:Three': 0.5, 'd:Four': 0.9, 'e:Five': 0.2 };
    expect(optionTagLabels(tags)).toEqual(['Two', 'Four', 'One']);
  });

  it('never shows alive evidence tags', () => {
    const tags = { 'alive:primary_drive:intrinsic': 1, 'alive:life_engagement:active': 1, 'travel:Adventure': 0.7 };
    expect(optionTagLabels(tags)).toEqual(['Adventure']);
  });

  it('shows a label once even if two tags read the same', () => {
    expect(optionTagLabels({ 'media:Visual': 1, 'style:Visual': 1, 'x:Calm': 1 })).toEqual(['Visual', 'Calm']);
  });

  it('treats true/null as weight 1 and drops zero-weight or malformed tags', () => {
    expect(optionTagLabels({ 'a:Low': 0, 'b:Yes': true, 'c:Null': null, 'd:Bad': 'x', ' ': 1 })).toEqual([
      'Yes',
      'Null',
    ]);
  });

  it('returns no labels for anything that is not a tag map', () => {
    expect(optionTagLabels(null)).toEqual([]);
    expect(optionTagLabels(['a:B'])).toEqual([]);
    expect(optionTagLabels('a:B')).toEqual([]);
  });

  it('reads a smart recommendation\'s tag weights the same way', () => {
    expect(
      optionTagLabels({
        'alive:vitality:active': 1,
        'pace:Slow': 0.4,
        'nature:Hiking': 0.9,
        'activity:Hiking': 0.8,
        'activity:Solo': 0.7,
        'social:Quiet': 0.2,
        'mood:Zero': 0,
      }),
    ).toEqual(['Hiking', 'Solo', 'Slow']);
  });

  it('shows fewer labels when asked for fewer', () => {
    expect(optionTagLabels({ 'a:One': 1, 'b:Two': 0.9, 'c:Three': 0.8 }, 2)).toEqual(['One', 'Two']);
  });
});
