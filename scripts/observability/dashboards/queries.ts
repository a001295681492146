import { REQUEST_METRIC, type Matchers } from '../service-level-objectives.ts';

/**
 * PromQL fragments the dashboards share. Every rate is over Grafana's `$__rate_interval`; a share is
 * written so that a group with requests and no failures shows 0 rather than no line.
 */
export const RATE_INTERVAL = '$__rate_interval';
export const RANGE = '$__range';

export const series = (metric: string, matchers: Matchers = []) => (matchers.length > 0 ? `${metric}{${matchers.join(',')}}` : metric);
export const requestCounts = (matchers: Matchers) => series(`${REQUEST_METRIC}_count`, matchers);
export const requestBuckets = (matchers: Matchers) => series(`${REQUEST_METRIC}_bucket`, matchers);

const by = (labels: readonly string[]) => (labels.length > 0 ? `sum by (${labels.join(', ')})` : 'sum');

/** Per second, summed by `labels`, over any of `selectors` (distinct label sets, added up with `or`). */
export function rateBy(labels: readonly string[], selectors: readonly string[]): string {
  return `${by(labels)} (${selectors.map((s) => `rate(${s}[${RATE_INTERVAL}])`).join(' or ')})`;
}

/** The share of `part` in `all`, by `labels`; 0 for a group that has `all` and no `part`. */
export function shareBy(labels: readonly string[], part: readonly string[], all: readonly string[]): string {
  return `(${rateBy(labels, part)} or 0 * ${rateBy(labels, all)}) / ${rateBy(labels, all)}`;
}

export function quantileBy(quantile: number, labels: readonly string[], bucketSelectors: readonly string[]): string {
  return `histogram_quantile(${quantile}, ${rateBy([...labels, 'le'], bucketSelectors)})`;
}

/** How many in the dashboard's time range: 0, not "no data", before the first. */
export const increaseInRange = (metric: string) => `sum(increase(${metric}[${RANGE}])) or vector(0)`;
