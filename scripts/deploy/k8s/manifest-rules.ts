import { routeMatches, type ApiRoute } from '@alive/features';
import type { Workload } from '../deploy-targets.ts';
import { INGRESS_CONTROLLER, PART_OF, PROMETHEUS, type PeerSelector } from './cluster-settings.ts';
import { ingressPath } from './ingress.ts';
import { labelsOf, readinessPath, scrapePortOf, selectorOf } from './workload-manifests.ts';

/**
 * What the committed manifests must hold for the registry (docs/deploy.md, "How the manifests are
 * made and checked"), as problem lists so a test can feed a broken set and see each rule fail.
 */
export type ManifestSet = ReadonlyMap<string, unknown>;

interface Meta {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string };
}
interface Probe {
  httpGet?: { path?: string; port?: string | number };
}
interface Container {
  ports?: { name?: string; containerPort?: number }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: unknown };
  securityContext?: { readOnlyRootFilesystem?: boolean; runAsNonRoot?: boolean };
  env?: { name: string; value?: string; valueFrom?: unknown }[];
}
interface PodSpec {
  enableServiceLinks?: boolean;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean };
  containers?: Container[];
}
interface Deployment extends Meta {
  spec?: { replicas?: number; template?: { metadata?: { annotations?: Record<string, string> }; spec?: PodSpec } };
}
interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: unknown[];
}
interface PolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: unknown;
}
interface NetworkPolicy extends Meta {
  spec?: {
    podSelector?: LabelSelector;
    policyTypes?: string[];
    ingress?: { from?: PolicyPeer[]; ports?: { port?: string | number; protocol?: string }[] }[];
  };
}
interface Service extends Meta {
  spec?: { ports?: { port?: number; targetPort?: string | number }[] };
}
interface Autoscaler extends Meta {
  spec?: {
    scaleTargetRef?: { name?: string };
    minReplicas?: number;
    minReplicaCount?: number;
    triggers?: { type?: string; metadata?: Record<string, string> }[];
  };
}
interface IngressPath {
  path?: string;
  pathType?: string;
  backend?: { service?: { name?: string; port?: { number?: number } } };
}
interface Ingress extends Meta {
  spec?: { rules?: { http?: { paths?: IngressPath[] } }[] };
}

const objects = (set: ManifestSet): Meta[] => [...set.values()].filter((d): d is Meta => typeof d === 'object' && d !== null && 'kind' in d);
const ofKind = <T extends Meta>(set: ManifestSet, kind: string) => objects(set).filter((o) => o.kind === kind) as T[];
const named = <T extends Meta>(set: ManifestSet, kind: string, name: string) => ofKind<T>(set, kind).find((o) => o.metadata?.name === name);

export interface Expectations {
  workloads: readonly Workload[];
  routes: readonly ApiRoute[];
  /** The stream the consumers read (libs/events/src/streams.ts). */
  stream: string;
}

/** Every workload has its Deployment, Service, PDB and exactly one autoscaler; nothing exists for a planned service. */
export function coverageProblems(set: ManifestSet, expected: Expectations): string[] {
  const problems: string[] = [];
  for (const workload of expected.workloads) {
    for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget']) {
      if (!named(set, kind, workload.name)) problems.push(`${workload.name}: no ${kind}`);
    }
    const hpa = named<Autoscaler>(set, 'HorizontalPodAutoscaler', workload.name);
    const scaled = named<Autoscaler>(set, 'ScaledObject', workload.name);
    if (workload.consumers.length > 0) {
      if (hpa) problems.push(`${workload.name}: has a HorizontalPodAutoscaler beside its ScaledObject (KEDA makes its own)`);
      if (!scaled) problems.push(`${workload.name}: consumes events but has no ScaledObject`);
      for (const consumer of workload.consumers) {
        const trigger = scaled?.spec?.triggers?.find((t) => t.type === 'nats-jetstream' && t.metadata?.consumer === consumer.durable);
        if (scaled && !trigger) problems.push(`${workload.name}: no nats-jetstream trigger for consumer ${consumer.durable}`);
        if (trigger && trigger.metadata?.stream !== expected.stream) problems.push(`${workload.name}: trigger reads stream ${trigger.metadata?.stream}`);
        if (trigger && !trigger.metadata?.natsServerMonitoringEndpoint) problems.push(`${workload.name}: trigger has no NATS monitoring endpoint`);
      }
    } else if (!hpa) {
      problems.push(`${workload.name}: no HorizontalPodAutoscaler`);
    }
    const scaler = scaled ?? hpa;
    const min = scaler?.spec?.minReplicas ?? scaler?.spec?.minReplicaCount ?? 0;
    if (scaler && min < 2) problems.push(`${workload.name}: autoscaler minimum ${min} < 2`);
    if (scaler && scaler.spec?.scaleTargetRef?.name !== workload.name) problems.push(`${workload.name}: autoscaler targets ${scaler.spec?.scaleTargetRef?.name}`);
  }
  const known = new Set(expected.workloads.map((w) => w.name));
  for (const route of expected.routes.filter((r) => r.status === 'planned')) {
    if (known.has(route.service)) continue;
    for (const object of objects(set)) {
      if (object.metadata?.name === route.service) problems.push(`planned service ${route.service} has a ${object.kind}`);
    }
  }
  return problems;
}

/** Readiness on /readyz (the edge: /readyz/edge, workload-manifests.ts), liveness and start-up on /healthz, all on the registry's port, and a graceful stop. */
export function podProblems(set: ManifestSet, expected: Expectations): string[] {
  const problems: string[] = [];
  for (const workload of expected.workloads) {
    const deployment = named<Deployment>(set, 'Deployment', workload.name);
    const pod = deployment?.spec?.template?.spec;
    const container = pod?.containers?.[0];
    if (!pod || !container) continue;
    const portOf = (port: string | number | undefined) => (typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort);
    const probes: [string, Probe | undefined, string][] = [
      ['readiness', container.readinessProbe, readinessPath(workload)],
      ['liveness', container.livenessProbe, '/healthz'],
      ['startup', container.startupProbe, '/healthz'],
    ];
    for (const [name, probe, path] of probes) {
      if (probe?.httpGet?.path !== path) problems.push(`${workload.name}: ${name} probe asks ${probe?.httpGet?.path ?? 'nothing'}, not ${path}`);
      else if (portOf(probe.httpGet.port) !== workload.port) problems.push(`${workload.name}: ${name} probe is not on port ${workload.port}`);
    }
    const servicePort = named<Service>(set, 'Service', workload.name)?.spec?.ports?.[0];
    if (servicePort && (servicePort.port !== workload.port || portOf(servicePort.targetPort) !== workload.port)) {
      problems.push(`${workload.name}: Service does not reach port ${workload.port}`);
    }
    if (deployment.spec?.replicas !== undefined) problems.push(`${workload.name}: Deployment sets replicas, which its autoscaler owns`);
    if (pod.enableServiceLinks !== false) problems.push(`${workload.name}: service links would set <NAME>_PORT=tcp://...`);
    if (!container.lifecycle?.preStop) problems.push(`${workload.name}: no preStop pause before SIGTERM`);
    if (!pod.terminationGracePeriodSeconds) problems.push(`${workload.name}: no terminationGracePeriodSeconds`);
    if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${workload.name}: pod may run as root`);
    if (container.securityContext?.readOnlyRootFilesystem !== true) problems.push(`${workload.name}: root file system is writable`);
    for (const variable of container.env ?? []) {
      if (workload.secrets.some((s) => s.name === variable.name) && variable.valueFrom === undefined) {
        problems.push(`${workload.name}: ${variable.name} is written into the manifest instead of referenced`);
      }
    }
    for (const secret of workload.secrets) {
      if (!container.env?.some((v) => v.name === secret.name)) problems.push(`${workload.name}: ${secret.name} is not passed`);
    }
  }
  for (const object of objects(set)) if (object.kind === 'Secret') problems.push(`Secret ${object.metadata?.name} is in the repository`);
  return problems;
}

/** Each live prefix reaches its service on its port, and every other path the edge; no planned prefix is routed. */
export function ingressProblems(set: ManifestSet, expected: Expectations, edge: Workload): string[] {
  const paths = ofKind<Ingress>(set, 'Ingress').flatMap((i) => i.spec?.rules?.flatMap((r) => r.http?.paths ?? []) ?? []);
  const problems: string[] = [];
  const portOf = new Map(expected.workloads.map((w) => [w.name, w.port]));
  /** Longest-path-wins among Prefix paths, as the Ingress controllers do. */
  const owner = (path: string) =>
    paths
      .filter((p) => p.pathType === 'Prefix' && p.path !== undefined && (p.path === '/' || routeMatches(`${p.path}/`, path)))
      .sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0]?.backend?.service;
  for (const route of expected.routes) {
    const target = owner(ingressPath(route.prefix));
    if (route.status === 'planned') {
      if (target?.name !== edge.name) problems.push(`planned ${route.prefix} is routed to ${target?.name}`);
      continue;
    }
    if (target?.name !== route.service) problems.push(`${route.prefix} is routed to ${target?.name ?? 'nothing'}, not ${route.service}`);
    else if (target.port?.number !== portOf.get(route.service)) problems.push(`${route.prefix} is routed to port ${target.port?.number}`);
  }
  const root = owner('/');
  if (root?.name !== edge.name || root.port?.number !== edge.port) problems.push(`/ is not routed to ${edge.name}:${edge.port}`);
  return problems;
}

/** A peer as text: `{"namespace":…,"pod":…}` (namespace null: the policy's own), or the peer as written when it is not just labels. */
function peerKey(peer: PolicyPeer): string {
  const plain = (selector: LabelSelector | undefined) => (selector?.matchExpressions?.length ? undefined : sorted(selector?.matchLabels ?? {}));
  const namespace = peer.namespaceSelector ? plain(peer.namespaceSelector) : null;
  const pod = plain(peer.podSelector);
  if (peer.ipBlock !== undefined || namespace === undefined || pod === undefined) return JSON.stringify(peer);
  return JSON.stringify({ namespace, pod });
}
const sorted = (labels: Record<string, string>) => Object.fromEntries(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));
const labelledPeer = (selector: PeerSelector) => JSON.stringify({ namespace: sorted(selector.namespace), pod: sorted(selector.pod) });
const selects = (selector: LabelSelector | undefined, labels: Record<string, string>) =>
  !selector?.matchExpressions?.length && Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value);

/**
 * Ingress NetworkPolicies (docs/deploy.md, "Network policies"): the site's pods are closed by default;
 * a service's `http` port admits exactly the edge and the ingress controller (the edge: the ingress
 * controller), its scrape port (a service's `internal`, the edge's `metrics`, which the Prometheus
 * annotation names) exactly Prometheus, and no other port is open.
 */
export function networkPolicyProblems(set: ManifestSet, expected: Expectations, edge: Workload): string[] {
  const problems: string[] = [];
  const policies = ofKind<NetworkPolicy>(set, 'NetworkPolicy');
  const names = new Map([
    [JSON.stringify({ namespace: null, pod: sorted(selectorOf(edge)) }), 'the edge'],
    [labelledPeer(INGRESS_CONTROLLER), 'the ingress controller'],
    [labelledPeer(PROMETHEUS), 'Prometheus'],
  ]);
  const nameOf = (key: string) => names.get(key) ?? key;
  const siteLabels = { 'app.kubernetes.io/part-of': PART_OF };
  const denies = policies.some(
    (policy) => policy.spec?.policyTypes?.includes('Ingress') && (policy.spec.ingress ?? []).length === 0 && selects(policy.spec.podSelector, siteLabels),
  );
  if (!denies) problems.push('no default-deny ingress NetworkPolicy for the pods of the site');
  for (const workload of expected.workloads) {
    const labels = labelsOf(workload);
    const mine = policies.filter((policy) => policy.spec?.policyTypes?.includes('Ingress') && selects(policy.spec.podSelector, labels));
    if (!mine.some((policy) => policy.metadata?.name === workload.name)) problems.push(`${workload.name}: no NetworkPolicy`);
    const container = named<Deployment>(set, 'Deployment', workload.name)?.spec?.template?.spec?.containers?.[0];
    const scrape = scrapePortOf(workload);
    const portNumber = (port: string | number | undefined) => (typeof port === 'number' ? port : container?.ports?.find((p) => p.name === port)?.containerPort);
    if (portNumber(scrape.name) !== scrape.port) problems.push(`${workload.name}: no container port ${scrape.name} (${scrape.port})`);
    const annotated = named<Deployment>(set, 'Deployment', workload.name)?.spec?.template?.metadata?.annotations?.['prometheus.io/port'];
    if (annotated !== String(scrape.port)) problems.push(`${workload.name}: Prometheus scrapes port ${annotated}, not ${scrape.name} (${scrape.port})`);
    const admitted = new Map<number, Set<string>>();
    for (const rule of mine.flatMap((policy) => policy.spec?.ingress ?? [])) {
      if (!rule.from?.length) problems.push(`${workload.name}: a rule admits every source`);
      if (!rule.ports?.length) problems.push(`${workload.name}: a rule opens every port`);
      // No ports: every port of the pod.
      const ports = rule.ports?.length ? rule.ports.map((p) => p.port) : (container?.ports ?? []).map((p) => p.containerPort);
      for (const port of ports) {
        const number = portNumber(port);
        if (number === undefined) {
          problems.push(`${workload.name}: a rule names port ${port}, which the container does not have`);
          continue;
        }
        const peers = admitted.get(number) ?? new Set<string>();
        for (const source of rule.from?.length ? rule.from.map(peerKey) : ['everyone']) peers.add(source);
        admitted.set(number, peers);
      }
    }
    const wanted = new Map<number, string[]>([
      // The edge is reached through the ingress controller, the release controller only by the edges, a service by both.
      [workload.port, workload.kind === 'edge' ? ['the ingress controller'] : workload.kind === 'releases' ? ['the edge'] : ['the edge', 'the ingress controller']],
      [scrape.port, ['Prometheus']],
    ]);
    for (const [port, peers] of admitted) {
      const actual = [...peers].map(nameOf).sort();
      const want = wanted.get(port);
      if (!want) problems.push(`${workload.name}: port ${port} is open to ${actual.join(', ')}`);
      else if (JSON.stringify(actual) !== JSON.stringify([...want].sort())) problems.push(`${workload.name}: port ${port} admits ${actual.join(', ')}, not only ${want.join(' and ')}`);
    }
    for (const [port, want] of wanted) if (!admitted.has(port)) problems.push(`${workload.name}: port ${port} admits nobody, not ${want.join(' and ')}`);
  }
  return problems;
}
