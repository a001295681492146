/** Types of percentiles.mjs for the TypeScript tools and its test. */
export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}
export function percentile(values: readonly number[], p: number): number;
export function summarize(latenciesMs: Iterable<number>): LatencySummary;
export function median(values: readonly number[]): number;
