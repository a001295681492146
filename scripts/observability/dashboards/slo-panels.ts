import type { AlertTiming } from '../alert-timing.ts';
import { promDuration } from '../durations.ts';
import { errorRatioRecord } from '../sli-expressions.ts';
import { burnRateExpr } from '../slo-rules.ts';
import type { Panel } from './grafana-model.ts';

/**
 * The objectives' panels, from the recording rules (docs/deploy.md, "Service-level objectives"): the
 * error ratio over the shortest window an alert reads, and the burn rate over the page alert's long
 * window and the longest ticket window. `matchers` narrow them, e.g. to one service's objectives.
 */
export function sloPanels(timing: AlertTiming, matchers: string): Panel[] {
  const windows = timing.burnRateWindows.flatMap((w) => [w.long, w.short]);
  const shortest = Math.min(...windows);
  const longest = Math.max(...windows);
  const page = timing.burnRateWindows.find((w) => w.severity === 'page')!.long;
  return [
    {
      title: `Objectives: error ratio (${promDuration(shortest)})`,
      description: 'Share of requests that were not good (a 5xx, or slower than the threshold), per objective.',
      unit: 'percentunit',
      queries: [{ expr: `${errorRatioRecord(shortest)}{${matchers}}`, legend: '{{slo}}' }],
    },
    {
      title: 'Objectives: error budget burn rate',
      description: `How many times faster than its objective allows each budget is spent; 1 spends exactly the budget. The alerts compare these with their burn rates.`,
      unit: 'short',
      queries: [
        { expr: burnRateExpr(page, matchers), legend: `{{slo}} ${promDuration(page)}` },
        { expr: burnRateExpr(longest, matchers), legend: `{{slo}} ${promDuration(longest)}` },
      ],
    },
  ];
}
