import { isDeepStrictEqual } from 'node:util';
import type { Workload } from '../deploy-targets.ts';
import type { RuleGroup } from '../../observability/rule-types.ts';
import type { ManifestSet } from './manifest-rules.ts';
import { JOB_LABEL } from './monitoring.ts';
import { MONITORING_DIR } from './overlays.ts';

/**
 * What the Prometheus Operator's objects must hold (docs/deploy.md, "Alerts"), as problem lists like
 * manifest-rules.ts: every workload scraped on the port its pods announce, its job named after it, and
 * one PrometheusRule with exactly the generated rule groups, included by every overlay.
 */
interface PodMonitor {
  kind?: string;
  metadata?: { name?: string };
  spec?: { jobLabel?: string; selector?: { matchLabels?: Record<string, string> }; podMetricsEndpoints?: { port?: string; path?: string }[] };
}
interface Deployment {
  kind?: string;
  metadata?: { name?: string };
  spec?: {
    template?: {
      metadata?: { labels?: Record<string, string>; annotations?: Record<string, string> };
      spec?: { containers?: { ports?: { name?: string; containerPort?: number }[] }[] };
    };
  };
}

const objects = <T extends { kind?: string }>(set: ManifestSet, kind: string) =>
  [...set.values()].filter((d): d is T => typeof d === 'object' && d !== null && (d as { kind?: string }).kind === kind);

export function podMonitorProblems(set: ManifestSet, workloads: readonly Workload[]): string[] {
  const problems: string[] = [];
  const monitors = objects<PodMonitor>(set, 'PodMonitor');
  for (const workload of workloads) {
    const monitor = monitors.find((m) => m.metadata?.name === workload.name);
    const deployment = objects<Deployment>(set, 'Deployment').find((d) => d.metadata?.name === workload.name);
    if (!monitor) {
      problems.push(`${workload.name}: no PodMonitor`);
      continue;
    }
    const podLabels = deployment?.spec?.template?.metadata?.labels ?? {};
    const selector = monitor.spec?.selector?.matchLabels ?? {};
    if (Object.keys(selector).length === 0 || Object.entries(selector).some(([key, value]) => podLabels[key] !== value)) {
      problems.push(`${workload.name}: the PodMonitor selects ${JSON.stringify(selector)}, not the Deployment's pods`);
    }
    if (monitor.spec?.jobLabel !== JOB_LABEL || podLabels[JOB_LABEL] !== workload.name) problems.push(`${workload.name}: its job is not named after the workload`);
    const annotations = deployment?.spec?.template?.metadata?.annotations ?? {};
    const ports = deployment?.spec?.template?.spec?.containers?.[0]?.ports ?? [];
    const endpoints = monitor.spec?.podMetricsEndpoints ?? [];
    if (endpoints.length !== 1) problems.push(`${workload.name}: ${endpoints.length} scrape endpoints, not one`);
    for (const endpoint of endpoints) {
      const port = ports.find((p) => p.name === endpoint.port);
      if (String(port?.containerPort) !== annotations['prometheus.io/port']) {
        problems.push(`${workload.name}: scrapes port ${endpoint.port}, not the one its pods announce (${annotations['prometheus.io/port']})`);
      }
      if (endpoint.path !== annotations['prometheus.io/path']) problems.push(`${workload.name}: scrapes ${endpoint.path}, not ${annotations['prometheus.io/path']}`);
    }
  }
  return problems;
}

export function prometheusRuleProblems(set: ManifestSet, groups: readonly RuleGroup[], overlayKustomizations: readonly string[]): string[] {
  const problems: string[] = [];
  const rules = objects<{ kind?: string; spec?: { groups?: unknown } }>(set, 'PrometheusRule');
  if (rules.length !== 1) problems.push(`${rules.length} PrometheusRules, not one`);
  else if (!isDeepStrictEqual(rules[0]!.spec?.groups, groups)) problems.push('the PrometheusRule does not hold the generated rule groups (npm run render:k8s)');
  for (const file of overlayKustomizations) {
    const resources = (set.get(file) as { resources?: string[] } | undefined)?.resources ?? [];
    if (!resources.some((resource) => resource.endsWith(`/${MONITORING_DIR}`))) problems.push(`${file}: does not include ${MONITORING_DIR}`);
  }
  return problems;
}
