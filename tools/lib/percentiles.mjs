/**
 * The one percentile helper of the tools (tools/README.md, "Shared pieces"): every bench, soak, fault run and
 * evaluation reads its percentiles here, from an HDR histogram (hdr-histogram-js). A value is recorded as
 * an integer (latencies in microseconds) to 3 significant digits, so a percentile reads at most 0.1 %
 * above the sample it stands for (a request of 4.000 ms reads 4.001 ms), and whole numbers below 2,048
 * (choices to a stable profile) read exactly. The rank is HDR's: the value at or below which `p` % of
 * the samples lie, the count rounded to the nearest sample.
 */
import * as hdr from 'hdr-histogram-js';

const MICROSECONDS_PER_MS = 1000;

/** An empty histogram of non-negative integers; it grows to whatever is recorded. */
function histogram() {
  return hdr.build({ autoResize: true, numberOfSignificantValueDigits: 3 });
}

/** The value at or below which `p` % of `values` (non-negative integers) lie; NaN for no values. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const recorded = histogram();
  for (const value of values) recorded.recordValue(value);
  return recorded.getValueAtPercentile(p);
}

/**
 * Latencies in ms as the benches report them: count, mean and max as measured, p50/p90/p95/p99 from
 * the histogram (NaN for no samples). A sample of Infinity is a wait that never ended (a pair that
 * never came, tools/bench/choice-click.mjs): it counts, above every measured one, so a percentile that
 * falls among those reads Infinity.
 */
export function summarize(latenciesMs) {
  const recorded = histogram();
  let count = 0;
  let sum = 0;
  let max = NaN;
  for (const ms of latenciesMs) {
    count += 1;
    sum += ms;
    max = Number.isNaN(max) || ms > max ? ms : max;
    if (Number.isFinite(ms)) recorded.recordValue(Math.round(ms * MICROSECONDS_PER_MS));
  }
  const measured = recorded.totalCount;
  // HDR's rank among all samples is the same rank among the measured ones at p × count / measured.
  const at = (p) => {
    if (count === 0) return NaN;
    const amongMeasured = (p * count) / measured;
    return amongMeasured > 100 || measured === 0 ? Infinity : recorded.getValueAtPercentile(amongMeasured) / MICROSECONDS_PER_MS;
  };
  return { count, mean: sum / (count || 1), p50: at(50), p90: at(90), p95: at(95), p99: at(99), max };
}

/**
 * The middle one of a handful of figures, each a run's result (loops/s, a ratio, a p95): the upper of
 * the two middle ones for an even count, NaN for none. A run that measured nothing (NaN) is left out;
 * one that waited for ever (Infinity) counts as the slowest. Exact, not histogram-rounded: a run's
 * figure is printed as measured.
 */
export function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
}
