import { describe, expect, it } from 'vitest';
import {
  VITAL_BUCKETS_MS,
  VITAL_BUCKET_COUNT,
  addHistograms,
  addToHistogram,
  countAbove,
  emptyVitalHistogram,
  histogramCount,
  histogramQuantile,
  vitalBucketIndex,
} from './vital-histogram.ts';

describe('vital histograms', () => {
  it('puts a value in the first bucket whose bound holds it, and beyond the last in the overflow', () => {
    expect(vitalBucketIndex(0)).toBe(0);
    expect(vitalBucketIndex(50)).toBe(0);
    expect(vitalBucketIndex(51)).toBe(1);
    expect(vitalBucketIndex(30_000)).toBe(VITAL_BUCKETS_MS.length - 1);
    expect(vitalBucketIndex(30_001)).toBe(VITAL_BUCKETS_MS.length);
    expect(emptyVitalHistogram()).toHaveLength(VITAL_BUCKET_COUNT);
  });

  it('adds histograms of any length, a missing one (a NULL column) counting as zeros', () => {
    const a = emptyVitalHistogram();
    addToHistogram(a, 120);
    expect(addHistograms(a, [])).toEqual(a);
    expect(histogramCount(addHistograms(a, [1, 1]))).toBe(3);
  });

  it('reads quantiles by linear interpolation inside the bucket', () => {
    const histogram = emptyVitalHistogram();
    for (let i = 0; i < 4; i += 1) addToHistogram(histogram, 900); // bucket (800, 1000]
    expect(histogramQuantile(histogram, 0.5)).toBe(900);
    expect(histogramQuantile(histogram, 0.75)).toBe(950);
    expect(histogramQuantile(emptyVitalHistogram(), 0.75)).toBeNull();
    const overflow = emptyVitalHistogram();
    addToHistogram(overflow, 60_000);
    expect(histogramQuantile(overflow, 0.75)).toBe(30_000);
  });

  it('counts the samples above a threshold, interpolating inside its bucket', () => {
    const histogram = emptyVitalHistogram();
    for (let i = 0; i < 4; i += 1) addToHistogram(histogram, 900);
    addToHistogram(histogram, 2000);
    expect(countAbove(histogram, 900)).toBe(3);
    expect(countAbove(histogram, 1000)).toBe(1);
    expect(countAbove(histogram, 0)).toBe(5);
    expect(countAbove(histogram, 40_000)).toBe(0);
  });
});
