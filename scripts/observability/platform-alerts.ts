import type { AlertTiming } from './alert-timing.ts';
import { promDuration } from './durations.ts';
import type { AlertingRule } from './rule-types.ts';
import { runbookUrl } from './runbook-links.ts';
import type { ScrapeJob } from './scrape-jobs.ts';

/**
 * Alerts on causes the objectives cannot see, or see late (docs/deploy.md, "Alerts"; what to do:
 * docs/runbooks.md): a process Prometheus cannot scrape, crash loops, an outbox that does not drain, a
 * consumer that stopped, a canary the judge rolled back.
 */
function alert(name: string, rule: Omit<AlertingRule, 'alert' | 'annotations'> & { summary: string; description: string }): AlertingRule {
  const { summary, description, ...rest } = rule;
  return { alert: name, ...rest, annotations: { summary, description, runbook_url: runbookUrl(name) } };
}

/** Per job: one replica Prometheus cannot scrape (ticket), and none of them up or none discovered (page). */
export function targetAlerts(jobs: readonly ScrapeJob[], timing: AlertTiming): AlertingRule[] {
  return jobs.flatMap(({ job }) => [
    alert('TargetDown', {
      expr: `up{job="${job}"} == 0`,
      for: promDuration(timing.targetDownFor),
      labels: { severity: 'ticket', job },
      summary: `${job}: Prometheus cannot scrape {{ $labels.instance }}`,
      description: `One ${job} process has not answered its /metrics for ${promDuration(timing.targetDownFor)}; its requests are missing from the objectives.`,
    }),
    alert('JobDown', {
      expr: `sum by (job) (up{job="${job}"}) == 0 or absent(up{job="${job}"})`,
      for: promDuration(timing.jobDownFor),
      labels: { severity: 'page', job },
      summary: `${job}: no process is up`,
      description: `No ${job} target has answered its /metrics for ${promDuration(timing.jobDownFor)}, or none is discovered: ${job} is down or unobserved, and its objectives have no data to alert on.`,
    }),
  ]);
}

export function crashLoopAlert(jobs: readonly ScrapeJob[], timing: AlertTiming): AlertingRule {
  const window = promDuration(timing.crashLoop.window);
  return alert('PodCrashLooping', {
    // kube-state-metrics; the containers are named after their workload (scripts/deploy/k8s/workload-manifests.ts).
    expr: `increase(kube_pod_container_status_restarts_total{container=~"${jobs.map((j) => j.job).join('|')}"}[${window}]) > ${timing.crashLoop.restarts}`,
    labels: { severity: 'ticket' },
    summary: '{{ $labels.namespace }}/{{ $labels.pod }}: container {{ $labels.container }} is restarting',
    description: `More than ${timing.crashLoop.restarts} restarts within ${window}.`,
  });
}

export function outboxAlert(timing: AlertTiming): AlertingRule {
  return alert('OutboxNotDraining', {
    // One table, read by every relay's service (choices, groups): the same figure from each, one alert.
    expr: `max(outbox_oldest_pending_age_seconds) > ${timing.outbox.oldestAge}`,
    for: promDuration(timing.outbox.for),
    labels: { severity: 'ticket' },
    summary: 'The outbox is not draining: events wait to be published',
    description: `The oldest pending outbox row has been older than ${promDuration(timing.outbox.oldestAge)} for ${promDuration(timing.outbox.for)}: no relay publishes to NATS. Recommendations and group lists do not follow choices meanwhile.`,
  });
}

export function consumerStallAlert(timing: AlertTiming): AlertingRule {
  const noProgress = timing.consumerStall.noProgress;
  return alert('EventConsumerStalled', {
    expr:
      `(max by (service, consumer) (event_consumer_pending_messages) > 0) and on (service, consumer) ` +
      `((time() - max by (service, consumer) (event_consumer_last_handled_timestamp_seconds)) > ${noProgress})`,
    for: promDuration(timing.consumerStall.for),
    labels: { severity: 'ticket' },
    summary: '{{ $labels.service }}: consumer {{ $labels.consumer }} has messages waiting and handles none',
    description: `The durable consumer has unacknowledged messages and no replica has handled one for more than ${promDuration(noProgress)}.`,
  });
}

export function canaryRollbackAlert(timing: AlertTiming): AlertingRule {
  const window = promDuration(timing.canaryRollback.window);
  const metric = 'release_automatic_rollbacks_total';
  return alert('CanaryRolledBack', {
    // A replica's first rollback makes its series: `unless … offset` sees it, increase() cannot.
    expr: `sum by (remote, version) (increase(${metric}[${window}])) > 0 or sum by (remote, version) (${metric} unless ${metric} offset ${window})`,
    labels: { severity: 'ticket' },
    summary: '{{ $labels.remote }} {{ $labels.version }}: the canary judge rolled the canary back',
    description: `The canary did worse than stable and its share is now 0 (within the last ${window}). It stays at 0 until a person raises it or removes it.`,
  });
}

export function platformAlerts(jobs: readonly ScrapeJob[], timing: AlertTiming): AlertingRule[] {
  return [...targetAlerts(jobs, timing), crashLoopAlert(jobs, timing), outboxAlert(timing), consumerStallAlert(timing), canaryRollbackAlert(timing)];
}
