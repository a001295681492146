import { describe, expect, it } from 'vitest';
import { tagsFromText } from './choice-pair-tags.ts';

describe('tagsFromText', () => {
  it('hands out one parsed object per distinct text, the same one to every request', () => {
    const text = '{"activity:Outdoor": 1, "alive:primary_drive:intrinsic": 1}';
    const first = tagsFromText(text);
    expect(first).toEqual({ 'activity:Outdoor': 1, 'alive:primary_drive:intrinsic': 1 });
    expect(tagsFromText(`${text}`)).toBe(first);
    expect(tagsFromText('{"activity:Outdoor": 0.5}')).not.toBe(first);
  });

  it('freezes what it shares, so no request can change another request’s tags', () => {
    const tags = tagsFromText('{"nested": {"weight": 1}, "flat": 2}') as { nested: { weight: number }; flat: number };
    expect(Object.isFrozen(tags)).toBe(true);
    expect(Object.isFrozen(tags.nested)).toBe(true);
    expect(() => {
      'use strict';
      tags.flat = 3;
    }).toThrow(TypeError);
  });

  it('reads a NULL column as null and keeps other JSON values as they are', () => {
    expect(tagsFromText(null)).toBeNull();
    expect(tagsFromText('[]')).toEqual([]);
    expect(tagsFromText('"text"')).toBe('text');
  });
});
