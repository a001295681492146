import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PRODUCTION_TIMING } from '../observability/alert-timing.ts';
import { ruleGroups } from '../observability/rule-files.ts';
import { repoRoot, workloads } from './deploy-targets.ts';
import { podMonitorProblems, prometheusRuleProblems } from './k8s/monitoring-rules.ts';
import type { ManifestSet } from './k8s/manifest-rules.ts';
import { K8S_DIR, renderManifests } from './k8s/render-manifests.ts';

// The Prometheus Operator's objects of deploy/k8s (docs/deploy.md, "Alerts"); that the committed files
// equal the generator's output is checked with the rest (k8s-manifests.test.ts).
const committed: ManifestSet = new Map(
  renderManifests().map((file) => [file.path, parse(readFileSync(path.join(repoRoot, K8S_DIR, file.path), 'utf8')) as unknown]),
);
const overlays = [...committed.keys()].filter((file) => /^overlays\/[^/]+\/kustomization\.yaml$/.test(file));
const groups = ruleGroups(PRODUCTION_TIMING);
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function edited(file: string, change: (document: Doc) => Doc | undefined): ManifestSet {
  const copy = new Map(committed);
  const next = change(structuredClone(copy.get(file)) as Doc);
  if (next === undefined) copy.delete(file);
  else copy.set(file, next);
  return copy;
}

describe('deploy/k8s monitoring', () => {
  it('scrapes every workload on the port and path its pods announce, as a job named after it', () => {
    expect(podMonitorProblems(committed, workloads())).toEqual([]);
  });

  it('holds every generated rule group in one PrometheusRule, which every overlay includes', () => {
    expect(overlays).toHaveLength(2);
    expect(prometheusRuleProblems(committed, groups, overlays)).toEqual([]);
  });

  it('fails a missing or mis-aimed PodMonitor', () => {
    expect(podMonitorProblems(edited('monitoring/groups-pod-monitor.yaml', () => undefined), workloads())).toEqual(['groups: no PodMonitor']);
    const publicPort = edited('monitoring/choices-pod-monitor.yaml', (d) => ((d.spec.podMetricsEndpoints[0].port = 'http'), d));
    expect(podMonitorProblems(publicPort, workloads())).toEqual(['choices: scrapes port http, not the one its pods announce (14002)']);
    const otherPods = edited('monitoring/edge-pod-monitor.yaml', (d) => ((d.spec.selector.matchLabels['app.kubernetes.io/name'] = 'edges'), d));
    expect(podMonitorProblems(otherPods, workloads())).toEqual(['edge: the PodMonitor selects {"app.kubernetes.io/name":"edges","app.kubernetes.io/part-of":"alive"}, not the Deployment\'s pods']);
    const unnamedJob = edited('monitoring/auth-pod-monitor.yaml', (d) => (delete d.spec.jobLabel, d));
    expect(podMonitorProblems(unnamedJob, workloads())).toEqual(['auth: its job is not named after the workload']);
  });

  it('fails stale rules, and an overlay without them', () => {
    const stale = edited('monitoring/prometheus-rule.yaml', (d) => (d.spec.groups[1].rules.pop(), d));
    expect(prometheusRuleProblems(stale, groups, overlays)).toEqual(['the PrometheusRule does not hold the generated rule groups (npm run render:k8s)']);
    const withoutMonitoring = edited('overlays/staging/kustomization.yaml', (d) => ((d.resources = ['../../base']), d));
    expect(prometheusRuleProblems(withoutMonitoring, groups, overlays)).toEqual(['overlays/staging/kustomization.yaml: does not include monitoring']);
  });
});
