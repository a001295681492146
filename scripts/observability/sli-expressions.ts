import { promDuration } from './durations.ts';
import { REQUEST_METRIC, type Matchers, type ServiceLevelObjective } from './service-level-objectives.ts';

/**
 * PromQL of each objective's error ratio over a window (docs/deploy.md, "Service-level objectives"). A
 * window with requests always has a value: no 5xx at all is 0 (`or vector(0)`), only 5xx is 1, and
 * every latency bucket exists as soon as its histogram has one request.
 */
const selector = (metric: string, matchers: Matchers) => `${metric}{${matchers.join(',')}}`;

/** Requests per second matching any of `selectors` (distinct label sets, so `or` adds them up). */
export function requestRate(metric: string, selectors: readonly Matchers[], window: string): string {
  const rates = selectors.map((matchers) => `rate(${selector(metric, matchers)}[${window}])`);
  return `sum(${rates.join(' or ')})`;
}

/** `le` as prom-client writes it: `0.25`, `1`, `2.5`. */
export const bucketLabel = (seconds: number) => String(seconds);

export function errorRatio(slo: ServiceLevelObjective, seconds: number): string {
  const window = promDuration(seconds);
  const all = requestRate(`${REQUEST_METRIC}_count`, slo.requests, window);
  if (slo.kind === 'availability') {
    const failed = requestRate(`${REQUEST_METRIC}_count`, slo.requests.map((m) => [...m, 'status=~"5.."']), window);
    return `(${failed} or vector(0)) / ${all}`;
  }
  if (slo.thresholdSeconds === undefined) throw new Error(`${slo.name}: a latency objective needs a threshold`);
  const fast = requestRate(`${REQUEST_METRIC}_bucket`, slo.requests.map((m) => [...m, `le="${bucketLabel(slo.thresholdSeconds!)}"`]), window);
  return `1 - (${fast} / ${all})`;
}

/** The recording rule's name for a window, e.g. `slo:error_ratio:rate5m`. */
export const errorRatioRecord = (seconds: number) => `slo:error_ratio:rate${promDuration(seconds)}`;
