import { API_ROUTES } from '@alive/features';
import { stringify } from 'yaml';
import { edgeWorkload, releasesWorkload, releaseVersion, remoteReleases, repoRoot, serviceWorkloads, type Workload } from '../deploy-targets.ts';
import { MIGRATE_IMAGE } from '../docker/dockerfile-template.ts';
import { aliveConfig, remoteVersions } from './config-maps.ts';
import { scaledObject } from './event-scaling.ts';
import { ingress } from './ingress.ts';
import { migrationJob } from './migration-job.ts';
import { defaultDenyIngress, DEFAULT_DENY_NAME, networkPolicy } from './network-policies.ts';
import {
  CONFIG_PATCH_FILE,
  ENVIRONMENTS,
  INGRESS_PATCH_FILE,
  KUSTOMIZATION,
  MONITORING_DIR,
  ingressPatch,
  configPatch,
  migrateOverlayKustomization,
  overlayKustomization,
} from './overlays.ts';
import { cpuAutoscaler, deployment, podDisruptionBudget, service } from './workload-manifests.ts';
import { PRODUCTION_TIMING } from '../../observability/alert-timing.ts';
import { ruleGroups } from '../../observability/rule-files.ts';
import { scrapeJobs } from '../../observability/scrape-jobs.ts';
import { podMonitor, prometheusRule } from './monitoring.ts';

export const K8S_DIR = 'deploy/k8s';

export interface ManifestFile {
  /** Path under deploy/k8s. */
  path: string;
  /** The parsed document (an object, or a list for a JSON 6902 patch). */
  document: unknown;
}

function workloadFiles(workload: Workload, version: string, services: readonly Workload[], edge: Workload): ManifestFile[] {
  const dir = `base/${workload.name}`;
  return [
    { path: `${dir}/deployment.yaml`, document: deployment(workload, version, services) },
    { path: `${dir}/service.yaml`, document: service(workload) },
    { path: `${dir}/network-policy.yaml`, document: networkPolicy(workload, edge) },
    { path: `${dir}/pdb.yaml`, document: podDisruptionBudget(workload) },
    workload.consumers.length > 0
      ? { path: `${dir}/scaledobject.yaml`, document: scaledObject(workload) }
      : { path: `${dir}/hpa.yaml`, document: cpuAutoscaler(workload) },
  ];
}

const relativeTo = (dir: string, files: readonly ManifestFile[]) =>
  files.filter((f) => f.path.startsWith(`${dir}/`)).map((f) => f.path.slice(dir.length + 1));

/** Every file of deploy/k8s, from the feature registry and the release version. */
export function renderManifests(root = repoRoot): ManifestFile[] {
  const version = releaseVersion(root);
  const services = serviceWorkloads();
  const edge = edgeWorkload();
  const releases = releasesWorkload();
  const base: ManifestFile[] = [
    { path: 'base/config/alive-config.yaml', document: aliveConfig() },
    { path: 'base/config/remote-versions.yaml', document: remoteVersions(remoteReleases(root)) },
    ...[...services, releases, edge].flatMap((workload) => workloadFiles(workload, version, services, edge)),
    { path: 'base/ingress.yaml', document: ingress(API_ROUTES, services, edge) },
    { path: `base/${DEFAULT_DENY_NAME}.yaml`, document: defaultDenyIngress() },
  ];
  // Scrapes and rules for the Prometheus Operator, in a folder of their own: they need its CRDs, which
  // the workloads do not (docs/deploy.md, "Alerts").
  const monitoring: ManifestFile[] = [
    ...scrapeJobs().map((job) => ({ path: `${MONITORING_DIR}/${job.job}-pod-monitor.yaml`, document: podMonitor(job, PRODUCTION_TIMING) })),
    { path: `${MONITORING_DIR}/prometheus-rule.yaml`, document: prometheusRule(ruleGroups(PRODUCTION_TIMING)) },
  ];
  const migrate: ManifestFile[] = [{ path: 'migrate/job.yaml', document: migrationJob(version) }];
  const imageNames = [...services, releases, edge].map((w) => w.name);
  const overlays = ENVIRONMENTS.flatMap((environment): ManifestFile[] => {
    const dir = `overlays/${environment.name}`;
    return [
      { path: `${dir}/kustomization.yaml`, document: overlayKustomization(environment, imageNames, version) },
      { path: `${dir}/${CONFIG_PATCH_FILE}`, document: configPatch(environment) },
      { path: `${dir}/${INGRESS_PATCH_FILE}`, document: ingressPatch(environment) },
      { path: `${dir}/migrate/kustomization.yaml`, document: migrateOverlayKustomization(environment, MIGRATE_IMAGE, version) },
    ];
  });
  return [
    ...base,
    { path: 'base/kustomization.yaml', document: { ...KUSTOMIZATION, resources: relativeTo('base', base) } },
    ...migrate,
    { path: 'migrate/kustomization.yaml', document: { ...KUSTOMIZATION, resources: relativeTo('migrate', migrate) } },
    ...monitoring,
    { path: `${MONITORING_DIR}/kustomization.yaml`, document: { ...KUSTOMIZATION, resources: relativeTo(MONITORING_DIR, monitoring) } },
    ...overlays,
  ];
}

const HEADER =
  '# Generated from the feature registry by scripts/deploy/render-k8s.ts (npm run render:k8s);\n# edit the generator, not this file (docs/deploy.md).\n';

export function toYaml(file: ManifestFile): string {
  return HEADER + stringify(file.document, { lineWidth: 0, aliasDuplicateObjects: false });
}
