/**
 * Names the manifests share and the cluster facts they assume (docs/deploy.md, "Topology"). The
 * overlays change the per-environment values; the Secret is created in the cluster, never committed.
 */
export const PART_OF = 'alive';
/** Non-secret settings every process reads (envFrom). */
export const CONFIG_MAP = 'alive-config';
/** Created out of band (`kubectl create secret generic alive-secrets ...`); only referenced here. */
export const SECRET = 'alive-secrets';
export const REMOTE_VERSIONS_CONFIG_MAP = 'remote-versions';
export const REMOTE_VERSIONS_KEY = 'remote-versions.json';
export const REMOTE_VERSIONS_DIR = '/etc/alive';
export const REMOTE_VERSIONS_FILE = `${REMOTE_VERSIONS_DIR}/${REMOTE_VERSIONS_KEY}`;
export const INGRESS_NAME = 'alive';
export const INGRESS_CLASS = 'nginx';

/** NATS in its own namespace; KEDA reads consumer lag from the server's HTTP monitoring port (`-m 8222`). */
export const NATS_URL = 'nats://nats.nats.svc.cluster.local:4222';
export const NATS_MONITORING_ENDPOINT = 'nats.nats.svc.cluster.local:8222';
/** The stream of libs/events/src/streams.ts (`ALIVE_EVENTS_STREAM`). */
export const EVENTS_STREAM = 'ALIVE_EVENTS';
/** The NATS account the stream lives in; `$G` is the default account of a server without accounts. */
export const NATS_ACCOUNT = '$G';
/** Pending messages per replica before KEDA adds one. */
export const LAG_THRESHOLD = 100;

/** Seconds the pod keeps serving after it is marked terminating, so the Service drops it before SIGTERM. */
export const PRE_STOP_SLEEP_SECONDS = 5;
/** preStop plus SHUTDOWN_TIMEOUT_MS (10 s, libs/service-kit/src/config.ts) plus margin. */
export const TERMINATION_GRACE_SECONDS = 30;
export const CPU_TARGET_PERCENT = 70;

/** The image's user, so the pod's runAsUser matches what the Dockerfiles set. */
export { RUNTIME_UID } from '../docker/dockerfile-template.ts';

/**
 * Each workload's TRUSTED_PROXIES (docs/architecture.md, "Trusted proxies"): the edge believes the
 * ingress controller, the services believe the edge and the ingress controller. All are pods on the
 * cluster's pod network, and the NetworkPolicies (network-policies.ts) let only those two reach a
 * service's `http` port; an overlay narrows it to its cluster's CIDR.
 */
export const POD_NETWORK_CIDR = '10.0.0.0/8';

/**
 * Off loopback a service serves `/metrics`, `/openapi.json` and readiness details on its port plus this
 * (libs/service-kit/src/internal-endpoints.ts, INTERNAL_PORT_OFFSET; docs/architecture.md, "Internal
 * endpoints"). The manifests leave INTERNAL_PORT unset and name that port `internal`.
 */
export const INTERNAL_PORT_OFFSET = 10_000;

/** A NetworkPolicy peer: pods with `pod` labels in namespaces with `namespace` labels. */
export interface PeerSelector {
  namespace: Record<string, string>;
  pod: Record<string, string>;
}

/**
 * Who may reach the site's pods (docs/deploy.md, "Network policies"); an overlay or a cluster with
 * other names changes these. The ingress controller (ingress-nginx, INGRESS_CLASS) reaches the edge and,
 * for the API prefixes of the Ingress, the services; Prometheus (namespace `monitoring`, as the
 * scraper address of docs/deploy.md) reaches only the metrics and internal ports.
 */
export const INGRESS_CONTROLLER: PeerSelector = {
  namespace: { 'kubernetes.io/metadata.name': 'ingress-nginx' },
  pod: { 'app.kubernetes.io/name': 'ingress-nginx' },
};
export const PROMETHEUS: PeerSelector = {
  namespace: { 'kubernetes.io/metadata.name': 'monitoring' },
  pod: { 'app.kubernetes.io/name': 'prometheus' },
};

/**
 * Labels of the PodMonitors and the PrometheusRule (monitoring.ts): the cluster's Prometheus (Prometheus
 * Operator) must select them with its podMonitorSelector and ruleSelector (docs/deploy.md, "Alerts").
 */
export const MONITORING_LABELS: Readonly<Record<string, string>> = { 'app.kubernetes.io/part-of': PART_OF, 'app.kubernetes.io/component': 'monitoring' };
