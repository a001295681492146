/**
 * Web Vitals (LCP, INP; milliseconds) counted per bucket, so the counts of many edges and many minutes
 * add up by plain addition and a percentile can be read from the sum (docs/deploy.md, "Canary releases").
 * The same bounds are the Prometheus histogram buckets of the edge.
 */

/** Upper bounds (inclusive) of the buckets, ms; one more bucket holds everything above the last. */
export const VITAL_BUCKETS_MS: readonly number[] = [50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000, 15_000, 30_000];
export const VITAL_BUCKET_COUNT = VITAL_BUCKETS_MS.length + 1;

export function vitalBucketIndex(ms: number): number {
  const index = VITAL_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? VITAL_BUCKETS_MS.length : index;
}

export function emptyVitalHistogram(): number[] {
  return new Array<number>(VITAL_BUCKET_COUNT).fill(0);
}

/** Counts one sample (the hot path of the telemetry ingest: no allocation). */
export function addToHistogram(histogram: number[], ms: number): void {
  const index = vitalBucketIndex(ms);
  histogram[index] = (histogram[index] ?? 0) + 1;
}

/** The bucket-wise sum; a shorter or empty array (a database NULL) counts as zeros. */
export function addHistograms(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length, VITAL_BUCKET_COUNT) }, (_, index) => (a[index] ?? 0) + (b[index] ?? 0));
}

export function histogramCount(histogram: readonly number[]): number {
  return histogram.reduce((sum, count) => sum + count, 0);
}

const lowerBound = (index: number) => (index === 0 ? 0 : VITAL_BUCKETS_MS[index - 1]!);
const upperBound = (index: number) => VITAL_BUCKETS_MS[index] ?? VITAL_BUCKETS_MS[VITAL_BUCKETS_MS.length - 1]!;

/**
 * The q-quantile (0..1), interpolated linearly inside its bucket (as Prometheus' histogram_quantile
 * does); the overflow bucket answers the last bound. Null without samples.
 */
export function histogramQuantile(histogram: readonly number[], q: number): number | null {
  const total = histogramCount(histogram);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let index = 0; index < histogram.length; index += 1) {
    const count = histogram[index] ?? 0;
    if (count > 0 && below + count >= rank) {
      if (index >= VITAL_BUCKETS_MS.length) return upperBound(index);
      const fraction = Math.min(1, Math.max(0, (rank - below) / count));
      return lowerBound(index) + fraction * (upperBound(index) - lowerBound(index));
    }
    below += count;
  }
  return upperBound(histogram.length - 1);
}

/** Samples above `ms`, interpolating inside the bucket that holds it (so it may be fractional). */
export function countAbove(histogram: readonly number[], ms: number): number {
  let above = 0;
  for (let index = 0; index < histogram.length; index += 1) {
    const count = histogram[index] ?? 0;
    if (count === 0) continue;
    const low = lowerBound(index);
    const high = index >= VITAL_BUCKETS_MS.length ? Number.POSITIVE_INFINITY : upperBound(index);
    if (low >= ms) above += count;
    else if (high > ms) above += Number.isFinite(high) ? (count * (high - ms)) / (high - low) : count;
  }
  return above;
}
