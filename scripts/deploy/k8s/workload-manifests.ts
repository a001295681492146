import type { IContainer, IEnvVar, IPodSpec, IProbe } from 'kubernetes-models/v1';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IService } from 'kubernetes-models/v1/Service';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { imageName } from '../docker/dockerfile-template.ts';
import { EDGE_METRICS_PORT, releasesWorkload, type Workload } from '../deploy-targets.ts';
import {
  CONFIG_MAP,
  CPU_TARGET_PERCENT,
  INTERNAL_PORT_OFFSET,
  PART_OF,
  POD_NETWORK_CIDR,
  PRE_STOP_SLEEP_SECONDS,
  REMOTE_VERSIONS_CONFIG_MAP,
  REMOTE_VERSIONS_DIR,
  REMOTE_VERSIONS_FILE,
  REMOTE_VERSIONS_KEY,
  RUNTIME_UID,
  SECRET,
  TERMINATION_GRACE_SECONDS,
} from './cluster-settings.ts';

export const labelsOf = (workload: Workload) => ({
  'app.kubernetes.io/name': workload.name,
  'app.kubernetes.io/part-of': PART_OF,
  'app.kubernetes.io/component': workload.kind,
});
export const selectorOf = (workload: Pick<Workload, 'name'>) => ({ 'app.kubernetes.io/name': workload.name, 'app.kubernetes.io/part-of': PART_OF });

/**
 * The port Prometheus scrapes, which browsers never reach: the edge's `metrics` (EDGE_METRICS_PORT), a
 * service's `internal` port with /metrics, /openapi.json and readiness details (docs/architecture.md,
 * "Internal endpoints"). Only Prometheus may reach it (network-policies.ts).
 */
export function scrapePortOf(workload: Pick<Workload, 'kind' | 'port'>): { name: 'metrics' | 'internal'; port: number } {
  return workload.kind === 'edge' ? { name: 'metrics', port: EDGE_METRICS_PORT } : { name: 'internal', port: workload.port + INTERNAL_PORT_OFFSET };
}

const httpProbe = (path: string, settings: Omit<IProbe, 'httpGet'>): IProbe => ({ httpGet: { path, port: 'http' }, ...settings });

/** The edge finds each live service by its Service name (services/edge/src/upstreams.ts, `<SERVICE>_URL`). */
function edgeEnv(services: readonly Workload[]): IEnvVar[] {
  return [
    ...services.map((service) => ({ name: `${service.name.toUpperCase()}_URL`, value: `http://${service.name}:${service.port}` })),
    { name: 'RELEASES_URL', value: `http://${releasesWorkload().name}:${releasesWorkload().port}` },
    { name: 'REMOTE_VERSIONS_FILE', value: REMOTE_VERSIONS_FILE },
  ];
}

/**
 * The edge's own /readyz waits for every service behind it (docs/architecture.md, "Readiness"), which
 * suits a single site; in the cluster one service down would take every edge pod, and with it the
 * shell, out of the Ingress. `/readyz/edge` asks only what the edge serves itself: the shell and a
 * usable remote versions table.
 */
export function readinessPath(workload: Pick<Workload, 'kind'>): string {
  return workload.kind === 'edge' ? '/readyz/edge' : '/readyz';
}

/** The edge reads the versions file (readiness, and without a database); the release controller takes it as the stable versions. */
const readsVersionsFile = (workload: Pick<Workload, 'kind'>) => workload.kind === 'edge' || workload.kind === 'releases';

function container(workload: Workload, version: string, services: readonly Workload[]): IContainer {
  const secretEnv: IEnvVar[] = workload.secrets.map((secret) => ({
    name: secret.name,
    valueFrom: { secretKeyRef: { name: SECRET, key: secret.key ?? secret.name, ...(secret.optional ? { optional: true } : {}) } },
  }));
  return {
    name: workload.name,
    image: `${imageName(workload.name)}:${version}`,
    ports: [
      { name: 'http', containerPort: workload.port, protocol: 'TCP' },
      { name: scrapePortOf(workload).name, containerPort: scrapePortOf(workload).port, protocol: 'TCP' },
    ],
    envFrom: [{ configMapRef: { name: CONFIG_MAP } }],
    env: [
      ...secretEnv,
      { name: 'TRUSTED_PROXIES', value: POD_NETWORK_CIDR },
      ...(workload.kind === 'edge' ? edgeEnv(services) : []),
      // The release controller takes the versions file as the stable versions (release sync).
      ...(workload.kind === 'releases' ? [{ name: 'REMOTE_VERSIONS_FILE', value: REMOTE_VERSIONS_FILE }] : []),
    ],
    resources: { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } },
    // Opening the database pool and NATS can take a few seconds before the first answer.
    startupProbe: httpProbe('/healthz', { periodSeconds: 2, timeoutSeconds: 2, failureThreshold: 30 }),
    readinessProbe: httpProbe(readinessPath(workload), { periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 }),
    livenessProbe: httpProbe('/healthz', { periodSeconds: 10, timeoutSeconds: 2, failureThreshold: 3 }),
    lifecycle: { preStop: { exec: { command: ['sleep', String(PRE_STOP_SLEEP_SECONDS)] } } },
    securityContext: {
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      runAsNonRoot: true,
      capabilities: { drop: ['ALL'] },
    },
    volumeMounts: [
      // The root file system is read-only; Node and the libraries write temporary files here.
      { name: 'tmp', mountPath: '/tmp' },
      ...(readsVersionsFile(workload) ? [{ name: REMOTE_VERSIONS_CONFIG_MAP, mountPath: REMOTE_VERSIONS_DIR, readOnly: true }] : []),
    ],
  };
}

function podSpec(workload: Workload, version: string, services: readonly Workload[]): IPodSpec {
  return {
    // Service links would set e.g. AUTH_PORT=tcp://..., which every process reads as its own port setting.
    enableServiceLinks: false,
    terminationGracePeriodSeconds: TERMINATION_GRACE_SECONDS,
    securityContext: {
      runAsNonRoot: true,
      runAsUser: RUNTIME_UID,
      runAsGroup: RUNTIME_UID,
      fsGroup: RUNTIME_UID,
      seccompProfile: { type: 'RuntimeDefault' },
    },
    containers: [container(workload, version, services)],
    volumes: [
      { name: 'tmp', emptyDir: { sizeLimit: '256Mi' } },
      // A directory mount, not subPath: the kubelet then swaps the file in place when the ConfigMap changes.
      ...(readsVersionsFile(workload)
        ? [{ name: REMOTE_VERSIONS_CONFIG_MAP, configMap: { name: REMOTE_VERSIONS_CONFIG_MAP, items: [{ key: REMOTE_VERSIONS_KEY, path: REMOTE_VERSIONS_KEY }] } }]
        : []),
    ],
  };
}

/** No `replicas`: the HPA (or KEDA's) owns the count, and an apply would otherwise reset it. */
export function deployment(workload: Workload, version: string, services: readonly Workload[]): IDeployment {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: workload.name, labels: labelsOf(workload) },
    spec: {
      revisionHistoryLimit: 10,
      selector: { matchLabels: selectorOf(workload) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: {
          labels: labelsOf(workload),
          // /metrics is on a port browsers never reach: the edge's metrics port, a service's internal
          // port (docs/architecture.md, "Metrics" and "Internal endpoints").
          annotations: {
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(scrapePortOf(workload).port),
            'prometheus.io/path': '/metrics',
          },
        },
        spec: podSpec(workload, version, services),
      },
    },
  };
}

export function service(workload: Workload): IService {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: workload.name, labels: labelsOf(workload) },
    spec: { type: 'ClusterIP', selector: selectorOf(workload), ports: [{ name: 'http', port: workload.port, targetPort: 'http', protocol: 'TCP' }] },
  };
}

export function podDisruptionBudget(workload: Workload): IPodDisruptionBudget {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: workload.name, labels: labelsOf(workload) },
    spec: { maxUnavailable: 1, selector: { matchLabels: selectorOf(workload) } },
  };
}

/** Scale-down waits five minutes so a short lull does not drop replicas that the next burst needs. */
export const SCALE_DOWN_BEHAVIOR = { scaleDown: { stabilizationWindowSeconds: 300, policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }] } };

export function cpuAutoscaler(workload: Workload): IHorizontalPodAutoscaler {
  return {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: workload.name, labels: labelsOf(workload) },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: workload.name },
      minReplicas: workload.minReplicas,
      maxReplicas: workload.maxReplicas,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: CPU_TARGET_PERCENT } } }],
      behavior: SCALE_DOWN_BEHAVIOR,
    },
  };
}
