import { describe, expect, it } from 'vitest';
import { DIMENSION_KEYS, DIMENSIONS } from '../alive-dimensions.ts';
import {
  evidenceFactor,
  happinessCode,
  hasProfile,
  profileConfidence,
  readDimension,
  readDimensions,
  type DimensionEvidenceInput,
} from './dimension-profile.ts';

const [primaryDrive] = DIMENSIONS;

function evidence(dimension: string, positiveWeight: number, negativeWeight: number, choiceCount: number): DimensionEvidenceInput {
  return { dimension, positiveWeight, negativeWeight, choiceCount };
}

function everyDimension(positiveWeight: number, negativeWeight: number, choiceCount: number): DimensionEvidenceInput[] {
  return DIMENSION_KEYS.map((key) => evidence(key, positiveWeight, negativeWeight, choiceCount));
}

describe('readDimension', () => {
  it('reports a dimension without evidence as missing, with no letter and 0 %', () => {
    const reading = readDimension(primaryDrive!, undefined);
    expect(reading).toMatchObject({ status: 'missing', count: 0, code: null, pole: null, percentage: 0, consistency: 0 });
    expect(reading.description).toContain('No choices have touched Primary Drive yet');
  });

  it('takes the dominant pole and its share of the weight', () => {
    const plus = readDimension(primaryDrive!, evidence('primary_drive', 3, 1, 4));
    expect(plus).toMatchObject({ code: 'I', percentage: 75, consistency: 0.5, status: 'incomplete', count: 4 });
    const minus = readDimension(primaryDrive!, evidence('primary_drive', 1, 3, 4));
    expect(minus).toMatchObject({ code: 'S', percentage: 75 });
    expect(minus.pole?.label).toBe('Social');
  });

  it('gives a tie (or touches without weight) to the + pole at 50 %', () => {
    expect(readDimension(primaryDrive!, evidence('primary_drive', 2, 2, 4))).toMatchObject({ code: 'I', percentage: 50, consistency: 0 });
    expect(readDimension(primaryDrive!, evidence('primary_drive', 0, 0, 1))).toMatchObject({ code: 'I', percentage: 50, status: 'incomplete' });
  });

  it('uses dimensionStatus for the 0 / 1-4 / 5+ boundaries', () => {
    expect(readDimension(primaryDrive!, evidence('primary_drive', 1, 0, 1)).status).toBe('incomplete');
    expect(readDimension(primaryDrive!, evidence('primary_drive', 1, 0, 4)).status).toBe('incomplete');
    expect(readDimension(primaryDrive!, evidence('primary_drive', 1, 0, 5)).status).toBe('complete');
  });

  it('treats a row with choiceCount 0 as missing even when it carries weight', () => {
    expect(readDimension(primaryDrive!, evidence('primary_drive', 1, 0, 0)).status).toBe('missing');
  });

  it('ignores negative and non-finite weights', () => {
    expect(readDimension(primaryDrive!, evidence('primary_drive', -5, 2, 3))).toMatchObject({ code: 'S', percentage: 100 });
    expect(readDimension(primaryDrive!, evidence('primary_drive', Number.NaN, 1, 3))).toMatchObject({ code: 'S', percentage: 100 });
  });

  it('describes the lean with strength bands at 50 / 51 / 64 / 65 / 79 / 80', () => {
    const describe = (plus: number, minus: number) => readDimension(primaryDrive!, evidence('primary_drive', plus, minus, 5)).description;
    expect(describe(50, 50)).toContain('evenly balanced between intrinsic and social');
    expect(describe(51, 49)).toContain('You lean slightly to the intrinsic side');
    expect(describe(64, 36)).toContain('slightly');
    expect(describe(65, 35)).toContain('You lean clearly to the intrinsic side');
    expect(describe(79, 21)).toContain('clearly');
    expect(describe(80, 20)).toContain('You lean strongly to the intrinsic side');
    expect(describe(20, 80)).toContain('strongly to the social side');
  });
});

describe('readDimensions / hasProfile / happinessCode', () => {
  it('returns the five dimensions in code order, ignoring unknown keys', () => {
    const readings = readDimensions([evidence('nonsense', 1, 0, 9), evidence('locus_of_control', 0, 2, 2)]);
    expect(readings.map((r) => r.key)).toEqual([...DIMENSION_KEYS]);
    expect(readings.at(-1)).toMatchObject({ code: 'F', count: 2 });
    expect(readings.slice(0, 4).every((r) => r.status === 'missing')).toBe(true);
  });

  it('has no profile and no code until every dimension has evidence', () => {
    const four = everyDimension(1, 0, 1).slice(0, 4);
    expect(hasProfile(readDimensions(four))).toBe(false);
    expect(happinessCode(readDimensions(four))).toBeNull();
    const five = everyDimension(1, 0, 1);
    expect(hasProfile(readDimensions(five))).toBe(true);
    expect(happinessCode(readDimensions(five))).toBe('IMAXC');
    expect(happinessCode(readDimensions(everyDimension(0, 1, 1)))).toBe('SERTF');
  });

  it('spells mixed codes in DIMENSIONS order', () => {
    const rows = [
      evidence('locus_of_control', 1, 0, 1),
      evidence('value_investment', 0, 1, 1),
      evidence('life_engagement', 1, 0, 1),
      evidence('happiness_orientation', 0, 1, 1),
      evidence('primary_drive', 0, 1, 1),
    ];
    expect(happinessCode(readDimensions(rows))).toBe('SEATC');
  });
});

describe('profileConfidence', () => {
  it('saturates evidence at 10 choices per dimension', () => {
    expect(evidenceFactor(0)).toBe(0);
    expect(evidenceFactor(1)).toBeCloseTo(0.1);
    expect(evidenceFactor(9)).toBeCloseTo(0.9);
    expect(evidenceFactor(10)).toBe(1);
    expect(evidenceFactor(25)).toBe(1);
  });

  it('is 100 only with full evidence that all points one way', () => {
    expect(profileConfidence(readDimensions(everyDimension(10, 0, 10)))).toBe(100);
    expect(profileConfidence(readDimensions(everyDimension(9, 0, 9)))).toBe(90);
  });

  it('is 0 without evidence or when every dimension is split evenly', () => {
    expect(profileConfidence(readDimensions([]))).toBe(0);
    expect(profileConfidence(readDimensions(everyDimension(5, 5, 10)))).toBe(0);
  });

  it('multiplies evidence by consistency and averages over all five dimensions', () => {
    // 10 choices at 80/20 → 1 × 0.6 per dimension.
    expect(profileConfidence(readDimensions(everyDimension(8, 2, 10)))).toBe(60);
    // One dimension alone, fully consistent with full evidence → 1/5.
    expect(profileConfidence(readDimensions([evidence('primary_drive', 10, 0, 10)]))).toBe(20);
    // 5 choices, 4 vs 1 → 0.5 × 0.6 = 0.3 on every dimension.
    expect(profileConfidence(readDimensions(everyDimension(4, 1, 5)))).toBe(30);
  });
});
