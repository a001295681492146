import { DAY, HOUR, MINUTE } from './durations.ts';

/**
 * Every duration and threshold the alerts use (docs/deploy.md, "Alerts"), in one value so that a test
 * can render the same rules with windows a test can wait for (`scaledTiming`). Seconds throughout.
 */
export type Severity = 'page' | 'ticket';

/** One pair of windows of a multi-window, multi-burn-rate alert: both must burn faster than `burnRate`. */
export interface BurnRateWindow {
  severity: Severity;
  long: number;
  short: number;
  /** How many times faster than "the whole budget in exactly one SLO period" the budget is being spent. */
  burnRate: number;
}

export interface AlertTiming {
  /** The period an objective is measured over; its error budget is (1 − objective) of it. */
  sloPeriod: number;
  burnRateWindows: readonly BurnRateWindow[];
  /** How long a burn-rate condition holds before the alert fires, by severity. */
  burnRateFor: Readonly<Record<Severity, number>>;
  /** One replica Prometheus cannot scrape. */
  targetDownFor: number;
  /** No replica of a workload up, or none discovered. */
  jobDownFor: number;
  /** More than `restarts` container restarts within `window`. */
  crashLoop: { window: number; restarts: number };
  /** The oldest pending outbox row older than `oldestAge`, for `for`. */
  outbox: { oldestAge: number; for: number };
  /** A durable with messages waiting and no message handled for `noProgress`, for `for`. */
  consumerStall: { noProgress: number; for: number };
  /** An automatic canary rollback within `window`. */
  canaryRollback: { window: number };
  /** How often Prometheus scrapes each workload (the PodMonitors). */
  scrapeInterval: number;
}

/** What the cluster runs (deploy/observability/rules, deploy/k8s/base/monitoring). */
export const PRODUCTION_TIMING: AlertTiming = {
  sloPeriod: 30 * DAY,
  // Each pair spends burnRate × long / sloPeriod of the budget before it fires (the generated table of
  // docs/deploy.md, "Alerts"); the short window, a twelfth of the long, ends the alert soon after the burn stops.
  burnRateWindows: [
    { severity: 'page', long: 1 * HOUR, short: 5 * MINUTE, burnRate: 14.4 },
    { severity: 'page', long: 6 * HOUR, short: 30 * MINUTE, burnRate: 6 },
    { severity: 'ticket', long: 1 * DAY, short: 2 * HOUR, burnRate: 3 },
    { severity: 'ticket', long: 3 * DAY, short: 6 * HOUR, burnRate: 1 },
  ],
  burnRateFor: { page: 2 * MINUTE, ticket: 15 * MINUTE },
  targetDownFor: 5 * MINUTE,
  jobDownFor: 2 * MINUTE,
  crashLoop: { window: 15 * MINUTE, restarts: 2 },
  outbox: { oldestAge: 5 * MINUTE, for: 5 * MINUTE },
  consumerStall: { noProgress: 5 * MINUTE, for: 5 * MINUTE },
  canaryRollback: { window: 30 * MINUTE },
  scrapeInterval: 30,
};

/**
 * `timing` with every duration divided by `divisor` (thresholds that are counts stay): the same rules
 * for a Prometheus a test starts, e.g. ÷60 turns the 5 m / 1 h page windows into 5 s / 1 min.
 */
export function scaledTiming(timing: AlertTiming, divisor: number): AlertTiming {
  const scale = (seconds: number) => seconds / divisor;
  return {
    sloPeriod: scale(timing.sloPeriod),
    burnRateWindows: timing.burnRateWindows.map((w) => ({ ...w, long: scale(w.long), short: scale(w.short) })),
    burnRateFor: { page: scale(timing.burnRateFor.page), ticket: scale(timing.burnRateFor.ticket) },
    targetDownFor: scale(timing.targetDownFor),
    jobDownFor: scale(timing.jobDownFor),
    crashLoop: { window: scale(timing.crashLoop.window), restarts: timing.crashLoop.restarts },
    outbox: { oldestAge: scale(timing.outbox.oldestAge), for: scale(timing.outbox.for) },
    consumerStall: { noProgress: scale(timing.consumerStall.noProgress), for: scale(timing.consumerStall.for) },
    canaryRollback: { window: scale(timing.canaryRollback.window) },
    scrapeInterval: Math.max(1, scale(timing.scrapeInterval)),
  };
}

/** Every window a recording rule is kept for: the long and short window of each pair, once each, shortest first. */
export function recordedWindows(timing: AlertTiming): number[] {
  return [...new Set(timing.burnRateWindows.flatMap((w) => [w.long, w.short]))].sort((a, b) => a - b);
}
