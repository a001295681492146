import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { Workload } from '../deploy-targets.ts';
import { INGRESS_CONTROLLER, PART_OF, PROMETHEUS, type PeerSelector } from './cluster-settings.ts';
import { labelsOf, scrapePortOf, selectorOf } from './workload-manifests.ts';

/**
 * Who may open a connection to the site's pods (docs/deploy.md, "Network policies"). Ingress only:
 * what the pods reach (Postgres, NATS, DNS, the OpenID provider) is not restricted. Policies add up, so
 * each pod is closed by `default-deny-ingress` and opened by its own policy:
 *
 * - a service's `http` port to the edge and the ingress controller (the Ingress sends the API prefixes
 *   straight to the services, ingress.ts), its `internal` port to Prometheus only;
 * - the edge's `http` port to the ingress controller, its `metrics` port to Prometheus only;
 * - the release controller's `http` port to the edge only, its `internal` port to Prometheus only.
 *
 * The kubelet's probes come from the pod's own node, which a NetworkPolicy never blocks.
 */
export const DEFAULT_DENY_NAME = 'default-deny-ingress';

const peer = (selector: PeerSelector): INetworkPolicyPeer => ({ namespaceSelector: { matchLabels: selector.namespace }, podSelector: { matchLabels: selector.pod } });

export function defaultDenyIngress(): INetworkPolicy {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: DEFAULT_DENY_NAME, labels: { 'app.kubernetes.io/part-of': PART_OF } },
    spec: { podSelector: { matchLabels: { 'app.kubernetes.io/part-of': PART_OF } }, policyTypes: ['Ingress'], ingress: [] },
  };
}

export function networkPolicy(workload: Workload, edge: Pick<Workload, 'name'>): INetworkPolicy {
  const fromEdge: INetworkPolicyPeer = { podSelector: { matchLabels: selectorOf(edge) } };
  // The release controller has no public route: only the edges forward telemetry to it.
  const httpFrom: INetworkPolicyPeer[] = workload.kind === 'edge' ? [peer(INGRESS_CONTROLLER)] : workload.kind === 'releases' ? [fromEdge] : [fromEdge, peer(INGRESS_CONTROLLER)];
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: workload.name, labels: labelsOf(workload) },
    spec: {
      podSelector: { matchLabels: selectorOf(workload) },
      policyTypes: ['Ingress'],
      ingress: [
        { from: httpFrom, ports: [{ port: 'http', protocol: 'TCP' }] },
        { from: [peer(PROMETHEUS)], ports: [{ port: scrapePortOf(workload).name, protocol: 'TCP' }] },
      ],
    },
  };
}
