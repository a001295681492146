import { recordedWindows, type AlertTiming, type BurnRateWindow, type Severity } from './alert-timing.ts';
import { promDuration } from './durations.ts';
import type { AlertingRule, RecordingRule } from './rule-types.ts';
import { runbookUrl } from './runbook-links.ts';
import type { ServiceLevelObjective, SloKind } from './service-level-objectives.ts';
import { errorRatio, errorRatioRecord } from './sli-expressions.ts';

/**
 * Recording rules and multi-window, multi-burn-rate alerts of every objective (docs/deploy.md, "Alerts"):
 * each objective's error ratio is recorded over every window an alert reads, and an alert fires when
 * both windows of a pair spend the error budget faster than the pair's burn rate.
 */
export const BURN_ALERT: Readonly<Record<SloKind, string>> = { availability: 'AvailabilityBudgetBurn', latency: 'LatencyBudgetBurn' };

const sloLabels = (slo: ServiceLevelObjective) => ({ slo: slo.name, service: slo.service });

/** Each objective as a series, so dashboards can divide an error ratio by its budget (the burn rate). */
export const OBJECTIVE_RECORD = 'slo:objective:ratio';

export function sloRecordingRules(slos: readonly ServiceLevelObjective[], timing: AlertTiming): RecordingRule[] {
  return slos.flatMap((slo) => [
    { record: OBJECTIVE_RECORD, expr: `vector(${slo.objective})`, labels: sloLabels(slo) },
    ...recordedWindows(timing).map((window) => ({ record: errorRatioRecord(window), expr: errorRatio(slo, window), labels: sloLabels(slo) })),
  ]);
}

/** How many times faster than the objective allows the budget was spent over `window` (1: on track to spend exactly all of it). */
export const burnRateExpr = (window: number, matchers: string) =>
  `${errorRatioRecord(window)}{${matchers}} / on (slo, service) (1 - ${OBJECTIVE_RECORD}{${matchers}})`;

export const percent = (share: number) => `${Number((share * 100).toFixed(3))} %`;

/** What a good request is, in words, for the alert's description and the docs' table. */
export function goodRequestsOf(slo: ServiceLevelObjective): string {
  return slo.kind === 'availability' ? 'answered without a 5xx' : `answered within ${slo.thresholdSeconds! * 1000} ms`;
}

function burnCondition(slo: ServiceLevelObjective, window: BurnRateWindow): string {
  const selector = `{slo="${slo.name}"}`;
  const threshold = `(${window.burnRate} * (1 - ${slo.objective}))`;
  return `(${errorRatioRecord(window.long)}${selector} > ${threshold} and ${errorRatioRecord(window.short)}${selector} > ${threshold})`;
}

function burnAlert(slo: ServiceLevelObjective, severity: Severity, timing: AlertTiming): AlertingRule {
  const windows = timing.burnRateWindows.filter((w) => w.severity === severity);
  const pairs = windows.map((w) => `${promDuration(w.long)} and ${promDuration(w.short)} at ${w.burnRate}×`).join(', or ');
  return {
    alert: BURN_ALERT[slo.kind],
    expr: windows.map((w) => burnCondition(slo, w)).join(' or '),
    for: promDuration(timing.burnRateFor[severity]),
    labels: { severity, ...sloLabels(slo) },
    annotations: {
      summary: `${slo.title}: error budget burning ${severity === 'page' ? 'fast' : 'steadily'}`,
      description:
        `Objective: ${percent(slo.objective)} of requests ${goodRequestsOf(slo)} over ${promDuration(timing.sloPeriod)}. ` +
        `Over both windows of a pair (${pairs}) the error budget is spent faster than that many times the rate that would use it up in exactly ${promDuration(timing.sloPeriod)}.`,
      runbook_url: runbookUrl(BURN_ALERT[slo.kind]),
    },
  };
}

/** A page and a ticket alert per objective. */
export function burnRateAlerts(slos: readonly ServiceLevelObjective[], timing: AlertTiming): AlertingRule[] {
  const severities = [...new Set(timing.burnRateWindows.map((w) => w.severity))];
  return slos.flatMap((slo) => severities.map((severity) => burnAlert(slo, severity, timing)));
}
