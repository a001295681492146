import type { AlertTiming } from '../../observability/alert-timing.ts';
import { promDuration } from '../../observability/durations.ts';
import type { RuleGroup } from '../../observability/rule-types.ts';
import type { ScrapeJob } from '../../observability/scrape-jobs.ts';
import { MONITORING_LABELS } from './cluster-settings.ts';
import { selectorOf } from './workload-manifests.ts';

/**
 * The Prometheus Operator's objects for the site (docs/deploy.md, "Alerts"): a PodMonitor per workload,
 * scraping its pods on the port only Prometheus may reach, and one PrometheusRule holding every rule
 * group of deploy/observability/rules. A Service exposes no `internal` port, hence pods, not Services.
 */
export const MONITORING_API = 'monitoring.coreos.com/v1';
/** The pod label whose value names the job (`up{job="choices"}`), as in a plain Prometheus' scrape config. */
export const JOB_LABEL = 'app.kubernetes.io/name';
export const PROMETHEUS_RULE_NAME = 'alive';

export interface PodMonitor {
  apiVersion: typeof MONITORING_API;
  kind: 'PodMonitor';
  metadata: { name: string; labels: Record<string, string> };
  spec: {
    jobLabel: string;
    selector: { matchLabels: Record<string, string> };
    podMetricsEndpoints: { port: string; path: string; interval: string }[];
  };
}

export interface PrometheusRule {
  apiVersion: typeof MONITORING_API;
  kind: 'PrometheusRule';
  metadata: { name: string; labels: Record<string, string> };
  spec: { groups: RuleGroup[] };
}

export function podMonitor(job: ScrapeJob, timing: AlertTiming): PodMonitor {
  return {
    apiVersion: MONITORING_API,
    kind: 'PodMonitor',
    metadata: { name: job.job, labels: { ...MONITORING_LABELS, 'app.kubernetes.io/name': job.job } },
    spec: {
      jobLabel: JOB_LABEL,
      selector: { matchLabels: selectorOf(job.workload) },
      podMetricsEndpoints: [{ port: job.port.name, path: job.path, interval: promDuration(timing.scrapeInterval) }],
    },
  };
}

export function prometheusRule(groups: RuleGroup[]): PrometheusRule {
  return { apiVersion: MONITORING_API, kind: 'PrometheusRule', metadata: { name: PROMETHEUS_RULE_NAME, labels: { ...MONITORING_LABELS } }, spec: { groups } };
}
