import { describe, expect, it } from 'vitest';
import { DIMENSIONS } from '../alive-dimensions.ts';
import { HAPPINESS_CODES, isHappinessCode, PROFILE_TYPES, profileTypeFor } from './profile-types.ts';
import { happinessTypesMap } from './happiness-profile.ts';

describe('the 32 profile types', () => {
  it('covers every combination of the five poles exactly once', () => {
    expect(HAPPINESS_CODES).toHaveLength(32);
    expect(new Set(HAPPINESS_CODES).size).toBe(32);
    for (const code of HAPPINESS_CODES) {
      expect(code).toHaveLength(5);
      [...code].forEach((letter, i) => {
        expect([DIMENSIONS[i]!.positive.letter, DIMENSIONS[i]!.negative.letter]).toContain(letter);
      });
    }
  });

  it('gives every code a distinct name and a distinct, real description', () => {
    expect(PROFILE_TYPES).toHaveLength(32);
    expect(new Set(PROFILE_TYPES.map((t) => t.typeName)).size).toBe(32);
    expect(new Set(PROFILE_TYPES.map((t) => t.description)).size).toBe(32);
    for (const type of PROFILE_TYPES) {
      expect(type.typeName).toMatch(/^The [A-Z][A-Za-z-]+( [A-Za-z-]+)*$/);
      expect(type.description.length).toBeGreaterThan(80);
    }
  });

  it('reads decisive and active for codes with C and A', () => {
    const decisiveActive = PROFILE_TYPES.filter((t) => t.code[2] === 'A' && t.code[4] === 'C');
    expect(decisiveActive).toHaveLength(8);
    for (const type of decisiveActive) {
      expect(type.description).toMatch(/decisive|take charge|takes charge|firm hand|plans|steer/i);
    }
  });

  it('reads social for S codes and self-directed for I codes', () => {
    for (const type of PROFILE_TYPES.filter((t) => t.code.startsWith('S'))) {
      expect(type.description).toMatch(/people|others|group|community|friend|loved ones|everyone|shared|familiar faces/i);
    }
    for (const type of PROFILE_TYPES.filter((t) => t.code.startsWith('I'))) {
      expect(type.description).toMatch(/your own|yourself|inner|independent|inward|value|personal|self-|savor|reflect/i);
    }
  });

  it('looks types up by code', () => {
    expect(profileTypeFor('IMAXC')?.typeName).toBe('The Visionary Trailblazer');
    expect(profileTypeFor('SERTF')?.typeName).toBe('The Heartfelt Nurturer');
    expect(profileTypeFor('XXXXX')).toBeUndefined();
    expect(isHappinessCode('SEATC')).toBe(true);
    expect(isHappinessCode('seatc')).toBe(false);
  });

  it('exposes the code → {code, typeName, description} map', () => {
    const map = happinessTypesMap();
    expect(Object.keys(map)).toHaveLength(32);
    expect(map.SEAXF).toEqual({ code: 'SEAXF', typeName: 'The Life of the Party', description: expect.any(String) });
  });
});
