import type { AlertTiming } from './alert-timing.ts';
import { MINUTE, promDuration } from './durations.ts';
import { isAlertingRule, type AlertingRule, type RuleGroup } from './rule-types.ts';
import { scrapeJobs } from './scrape-jobs.ts';
import { REQUEST_METRIC, type ServiceLevelObjective } from './service-level-objectives.ts';
import { bucketLabel } from './sli-expressions.ts';
import { BURN_ALERT } from './slo-rules.ts';

/**
 * `promtool test rules` input for every alert (docs/deploy.md, "Alerts"): for each, series that make it
 * fire and series that must not, with the exact alerts expected. Generated from the objectives and the
 * rules themselves, so a new workload or objective is tested without writing a case.
 */
const INTERVAL = MINUTE;
/**
 * The objectives' rules are evaluated every 5 min of test time (their series still every minute): the
 * burn-rate conditions hold from the first evaluation on, and 180 rules a minute would make the run
 * slow for nothing.
 */
const OBJECTIVES_EVALUATION = 5 * MINUTE;

interface InputSeries {
  series: string;
  values: string;
}
interface ExpectedAlert {
  exp_labels: Record<string, string>;
  exp_annotations: Record<string, string>;
}
interface AlertTest {
  eval_time: string;
  alertname: string;
  exp_alerts: ExpectedAlert[];
}
export interface TestGroup {
  name: string;
  interval: string;
  input_series: InputSeries[];
  alert_rule_test: AlertTest[];
}
export interface PromtoolTestFile {
  rule_files: string[];
  evaluation_interval: string;
  tests: TestGroup[];
}

const labelText = (labels: Record<string, string>) =>
  `{${Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',')}}`;

/** A counter rising by `perInterval` every interval for `samples` samples, in promtool's notation. */
const rising = (perInterval: number, samples: number) => `0+${perInterval}x${samples}`;

/** The annotations an alert gets, its `{{ $labels.x }}` filled in as Prometheus would. */
function expected(rule: AlertingRule, seriesLabels: Record<string, string>): ExpectedAlert {
  const labels = { ...seriesLabels, ...rule.labels };
  const fill = (text: string) => text.replace(/\{\{ \$labels\.(\w+) \}\}/g, (_, name: string) => labels[name] ?? '');
  return {
    exp_labels: labels,
    exp_annotations: Object.fromEntries(Object.entries(rule.annotations).map(([k, v]) => [k, fill(v)])),
  };
}

// --- the objectives -------------------------------------------------------------------------------

/**
 * Labels of one request series every objective of `service` counts: the choice loop's answer for
 * choices (so the loop's objectives count it too), what the edge answers itself for the edge.
 */
function requestLabels(service: string): Record<string, string> {
  if (service === 'choices') return { service, method: 'POST', route: '/api/user-choices' };
  if (service === 'edge') return { service, method: 'GET', route: '/*', upstream: 'edge' };
  return { service, method: 'GET', route: '/api/rule-test' };
}

/**
 * Requests of each service for `samples` intervals where, per objective, `burn(budget)` of them are
 * bad: answered 500 for availability, slower than every threshold for latency. One series set per
 * service; the budgets of the objectives sharing it pick the share (see `scenarios`).
 */
function requestSeries(slos: readonly ServiceLevelObjective[], samples: number, badShare: (kind: 'availability' | 'latency', budgets: number[]) => number): InputSeries[] {
  const perInterval = 1000;
  return [...new Set(slos.map((slo) => slo.service))].flatMap((service) => {
    const own = slos.filter((slo) => slo.service === service);
    const budgets = (kind: 'availability' | 'latency') => own.filter((slo) => slo.kind === kind).map((slo) => 1 - slo.objective);
    const failed = perInterval * badShare('availability', budgets('availability'));
    const ok = perInterval - failed;
    const slow = ok * badShare('latency', budgets('latency'));
    const labels = requestLabels(service);
    const thresholds = [...new Set(own.flatMap((slo) => (slo.thresholdSeconds === undefined ? [] : [slo.thresholdSeconds])))];
    return [
      { series: `${REQUEST_METRIC}_count${labelText({ ...labels, status: '200' })}`, values: rising(ok, samples) },
      { series: `${REQUEST_METRIC}_count${labelText({ ...labels, status: '500' })}`, values: rising(failed, samples) },
      // Failed answers are fast: they burn availability only.
      ...thresholds.flatMap((threshold) => [
        { series: `${REQUEST_METRIC}_bucket${labelText({ ...labels, status: '200', le: bucketLabel(threshold) })}`, values: rising(ok - slow, samples) },
        { series: `${REQUEST_METRIC}_bucket${labelText({ ...labels, status: '500', le: bucketLabel(threshold) })}`, values: rising(failed, samples) },
      ]),
    ];
  });
}

interface Scenario {
  name: string;
  /** The bad share for objectives with these budgets. */
  badShare: (budgets: number[]) => number;
  severities: string[];
}

/**
 * Fast: every objective burns far past the page rate; page and ticket fire. Slow: between the slowest
 * ticket rate and the slowest page rate; only the ticket fires. Healthy: under every rate; none fires.
 */
function scenarios(timing: AlertTiming): Scenario[] {
  const rates = (severity: string) => timing.burnRateWindows.filter((w) => w.severity === severity).map((w) => w.burnRate);
  const slowestPage = Math.min(...rates('page'));
  const slowestTicket = Math.min(...rates('ticket'));
  const fastest = Math.max(...rates('page'));
  return [
    { name: 'fast burn', badShare: (budgets) => Math.min(1, 1.5 * fastest * Math.max(...budgets)), severities: ['page', 'ticket'] },
    // Between the rates for every objective sharing the series, whatever their budgets.
    { name: 'slow burn', badShare: (budgets) => Math.sqrt(slowestTicket * slowestPage) * Math.sqrt(Math.min(...budgets) * Math.max(...budgets)), severities: ['ticket'] },
    { name: 'healthy', badShare: (budgets) => 0.5 * slowestTicket * Math.min(...budgets), severities: [] },
  ];
}

function burnRateGroups(slos: readonly ServiceLevelObjective[], alerts: readonly AlertingRule[], timing: AlertTiming): TestGroup[] {
  // Pending from the first evaluation, firing once the longest `for` has passed, checked one evaluation later.
  const evalSeconds = Math.ceil(Math.max(...Object.values(timing.burnRateFor)) / OBJECTIVES_EVALUATION + 2) * OBJECTIVES_EVALUATION;
  const samples = evalSeconds / INTERVAL + 2;
  return scenarios(timing).map((scenario) => ({
    name: `objectives: ${scenario.name}`,
    interval: promDuration(INTERVAL),
    input_series: requestSeries(slos, samples, (_kind, budgets) => scenario.badShare(budgets)),
    alert_rule_test: (['availability', 'latency'] as const).map((kind) => ({
      eval_time: promDuration(evalSeconds),
      alertname: BURN_ALERT[kind],
      exp_alerts: alerts
        .filter((rule) => rule.alert === BURN_ALERT[kind] && scenario.severities.includes(rule.labels.severity))
        .map((rule) => expected(rule, {})),
    })),
  }));
}

/** The slow-burn share must sit between the rates for every objective sharing a series: their budgets may differ only so much. */
export function sharedSeriesProblems(slos: readonly ServiceLevelObjective[], timing: AlertTiming): string[] {
  const rates = (severity: string) => timing.burnRateWindows.filter((w) => w.severity === severity).map((w) => w.burnRate);
  const room = Math.min(...rates('page')) / Math.min(...rates('ticket'));
  return [...new Set(slos.map((slo) => `${slo.service}/${slo.kind}`))].flatMap((key) => {
    const budgets = slos.filter((slo) => `${slo.service}/${slo.kind}` === key).map((slo) => 1 - slo.objective);
    const spread = Math.max(...budgets) / Math.min(...budgets);
    return spread < room ? [] : [`${key}: budgets ${budgets.join(', ')} differ by ${spread}×, more than the ${room}× between the slowest ticket and page rates`];
  });
}

// --- the platform alerts --------------------------------------------------------------------------

function byName(alerts: readonly AlertingRule[], name: string): AlertingRule[] {
  const found = alerts.filter((rule) => rule.alert === name);
  if (found.length === 0) throw new Error(`no ${name} alert to test`);
  return found;
}

const test = (evalSeconds: number, alertname: string, exp_alerts: ExpectedAlert[]): AlertTest => ({ eval_time: promDuration(evalSeconds), alertname, exp_alerts });

function targetGroups(alerts: readonly AlertingRule[], timing: AlertTiming): TestGroup[] {
  const jobs = scrapeJobs().map((j) => j.job);
  const evalSeconds = Math.max(timing.targetDownFor, timing.jobDownFor) + 2 * INTERVAL;
  const samples = evalSeconds / INTERVAL + 2;
  const instance = (job: string) => `${job}-0`;
  const up = (job: string, value: 0 | 1) => ({ series: `up${labelText({ job, instance: instance(job) })}`, values: `${value}x${samples}` });
  // Every job down, and the last one not even discovered (no `up` at all).
  const [missing, ...present] = [...jobs].reverse();
  const targetDown = byName(alerts, 'TargetDown');
  const jobDown = byName(alerts, 'JobDown');
  const ruleFor = (rules: AlertingRule[], job: string) => rules.find((rule) => rule.labels.job === job)!;
  return [
    {
      name: 'targets: down, and one job never discovered',
      interval: promDuration(INTERVAL),
      input_series: present.map((job) => up(job, 0)),
      alert_rule_test: [
        test(evalSeconds, 'TargetDown', present.map((job) => expected(ruleFor(targetDown, job), { instance: instance(job) }))),
        test(evalSeconds, 'JobDown', [...present, missing!].map((job) => expected(ruleFor(jobDown, job), {}))),
      ],
    },
    {
      name: 'targets: all up',
      interval: promDuration(INTERVAL),
      input_series: jobs.map((job) => up(job, 1)),
      alert_rule_test: [test(evalSeconds, 'TargetDown', []), test(evalSeconds, 'JobDown', [])],
    },
  ];
}

function crashLoopGroups(alerts: readonly AlertingRule[], timing: AlertTiming): TestGroup[] {
  const [rule] = byName(alerts, 'PodCrashLooping');
  const evalSeconds = timing.crashLoop.window;
  const samples = evalSeconds / INTERVAL + 2;
  // A restart every interval: far more than the threshold within the window.
  const restarts = (container: string, perInterval: number) => ({
    series: `kube_pod_container_status_restarts_total${labelText({ namespace: 'alive', pod: `${container}-7d9f-x2`, container })}`,
    values: rising(perInterval, samples),
  });
  const [job] = scrapeJobs();
  return [
    {
      name: 'crash loop: restarting',
      interval: promDuration(INTERVAL),
      input_series: [restarts(job!.job, 1)],
      alert_rule_test: [test(evalSeconds, 'PodCrashLooping', [expected(rule!, { namespace: 'alive', pod: `${job!.job}-7d9f-x2`, container: job!.job })])],
    },
    {
      name: 'crash loop: steady, or not ours',
      interval: promDuration(INTERVAL),
      input_series: [restarts(job!.job, 0), restarts('postgres', 1)],
      alert_rule_test: [test(evalSeconds, 'PodCrashLooping', [])],
    },
  ];
}

function outboxGroups(alerts: readonly AlertingRule[], timing: AlertTiming): TestGroup[] {
  const [rule] = byName(alerts, 'OutboxNotDraining');
  const evalSeconds = timing.outbox.oldestAge + timing.outbox.for + 3 * INTERVAL;
  const samples = evalSeconds / INTERVAL + 2;
  const age = (values: string) => ({ series: `outbox_oldest_pending_age_seconds${labelText({ service: 'choices' })}`, values });
  return [
    // The oldest row ages with the clock: nothing is published.
    { name: 'outbox: not draining', interval: promDuration(INTERVAL), input_series: [age(rising(INTERVAL, samples))], alert_rule_test: [test(evalSeconds, 'OutboxNotDraining', [expected(rule!, {})])] },
    { name: 'outbox: draining', interval: promDuration(INTERVAL), input_series: [age(`1x${samples}`)], alert_rule_test: [test(evalSeconds, 'OutboxNotDraining', [])] },
  ];
}

function consumerGroups(alerts: readonly AlertingRule[], timing: AlertTiming): TestGroup[] {
  const [rule] = byName(alerts, 'EventConsumerStalled');
  const evalSeconds = timing.consumerStall.noProgress + timing.consumerStall.for + 3 * INTERVAL;
  const samples = evalSeconds / INTERVAL + 2;
  const consumer = (name: string, pending: string, lastHandled: string) => {
    const labels = { service: 'recommendations', consumer: name };
    return [
      { series: `event_consumer_pending_messages${labelText(labels)}`, values: pending },
      { series: `event_consumer_last_handled_timestamp_seconds${labelText(labels)}`, values: lastHandled },
    ];
  };
  return [
    {
      name: 'consumer: messages waiting, none handled',
      interval: promDuration(INTERVAL),
      // promtool's clock starts at 0: a last message handled at 0 s is as old as the test.
      input_series: consumer('recommendations-choice-made', `5x${samples}`, `0x${samples}`),
      alert_rule_test: [test(evalSeconds, 'EventConsumerStalled', [expected(rule!, { service: 'recommendations', consumer: 'recommendations-choice-made' })])],
    },
    {
      name: 'consumer: idle, or busy and handling',
      interval: promDuration(INTERVAL),
      input_series: [...consumer('recommendations-choice-made', `0x${samples}`, `0x${samples}`), ...consumer('recommendations-choice-undone', `5x${samples}`, rising(INTERVAL, samples))],
      alert_rule_test: [test(evalSeconds, 'EventConsumerStalled', [])],
    },
  ];
}

function canaryGroups(alerts: readonly AlertingRule[], timing: AlertTiming): TestGroup[] {
  const [rule] = byName(alerts, 'CanaryRolledBack');
  const window = timing.canaryRollback.window;
  const labels = { service: 'releases', remote: 'choices', version: '2024.06.2' };
  const rollbacks = (values: string) => ({ series: `release_automatic_rollbacks_total${labelText(labels)}`, values });
  const firstSample = 5 * INTERVAL;
  const samples = (window + firstSample) / INTERVAL + 2;
  return [
    {
      // The replica's first rollback makes the series: from nothing to 1.
      name: 'canary: rolled back',
      interval: promDuration(INTERVAL),
      input_series: [rollbacks(`_x${firstSample / INTERVAL} 1x${samples}`)],
      alert_rule_test: [test(firstSample + 2 * INTERVAL, 'CanaryRolledBack', [expected(rule!, { remote: labels.remote, version: labels.version })])],
    },
    {
      name: 'canary: a rollback longer ago than the window',
      interval: promDuration(INTERVAL),
      input_series: [rollbacks(`1x${samples + window / INTERVAL}`)],
      alert_rule_test: [test(window + firstSample + INTERVAL, 'CanaryRolledBack', [])],
    },
  ];
}

/** Every alert name of `groups` must be covered: the test's own check that no alert went untested. */
export function untestedAlerts(groups: readonly RuleGroup[], files: readonly PromtoolTestFile[]): string[] {
  const checks = files.flatMap((file) => file.tests.flatMap((group) => group.alert_rule_test));
  const tested = new Set(checks.filter((t) => t.exp_alerts.length > 0).map((t) => t.alertname));
  const quiet = new Set(checks.filter((t) => t.exp_alerts.length === 0).map((t) => t.alertname));
  const names = [...new Set(groups.flatMap((group) => group.rules.filter(isAlertingRule).map((rule) => rule.alert)))];
  return names.flatMap((name) => [...(tested.has(name) ? [] : [`${name}: no series that fire it`]), ...(quiet.has(name) ? [] : [`${name}: no series that must not fire it`])]);
}

/**
 * Two test files, each with only the rule files it needs (promtool evaluates every rule of them at
 * every step): the objectives' recording rules and burn-rate alerts, and the platform alerts.
 * `ruleFileOf` gives the path of the file holding a group.
 */
export function ruleUnitTests(ruleFileOf: (group: RuleGroup) => string, groups: readonly RuleGroup[], slos: readonly ServiceLevelObjective[], timing: AlertTiming): PromtoolTestFile[] {
  const alerts = groups.flatMap((group) => group.rules.filter(isAlertingRule));
  const burnAlerts = new Set(Object.values(BURN_ALERT));
  const holdsObjectives = (group: RuleGroup) => group.rules.some((rule) => !isAlertingRule(rule) || burnAlerts.has(rule.alert));
  return [
    {
      rule_files: groups.filter(holdsObjectives).map(ruleFileOf),
      evaluation_interval: promDuration(OBJECTIVES_EVALUATION),
      tests: burnRateGroups(slos, alerts, timing),
    },
    {
      rule_files: groups.filter((group) => !holdsObjectives(group)).map(ruleFileOf),
      evaluation_interval: promDuration(INTERVAL),
      tests: [
        ...targetGroups(alerts, timing),
        ...crashLoopGroups(alerts, timing),
        ...outboxGroups(alerts, timing),
        ...consumerGroups(alerts, timing),
        ...canaryGroups(alerts, timing),
      ],
    },
  ];
}
