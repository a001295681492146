/** Latency summaries of the benchmarks (nearest-rank percentiles). */

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(latenciesMs) {
  const sorted = Float64Array.from(latenciesMs).sort();
  const mean = sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1);
  return {
    count: sorted.length,
    mean,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}
