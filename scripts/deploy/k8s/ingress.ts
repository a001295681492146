import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { ApiRoute } from '@alive/features';
import type { Workload } from '../deploy-targets.ts';
import { INGRESS_CLASS, INGRESS_NAME, PART_OF } from './cluster-settings.ts';

/**
 * The Ingress from the edge's own route table (`API_ROUTES`): each live prefix to its service, every
 * other path to the edge. `Prefix` matches whole path segments and the longest path wins, as in the
 * edge; a path that only shares characters with a prefix (`/api/groupsx`) reaches the edge, which
 * applies the table itself (docs/architecture.md, "Features"). Planned prefixes stay on the edge,
 * which answers them 501.
 */
export const ingressPath = (prefix: string): string => (prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);

export function ingress(routes: readonly ApiRoute[], services: readonly Workload[], edge: Workload): IIngress {
  const portOf = new Map(services.map((s) => [s.name, s.port]));
  const live = routes
    .filter((route) => route.status !== 'planned' && portOf.has(route.service))
    .sort((a, b) => b.prefix.length - a.prefix.length || a.prefix.localeCompare(b.prefix));
  const backend = (name: string, port: number) => ({ service: { name, port: { number: port } } });
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name: INGRESS_NAME, labels: { 'app.kubernetes.io/part-of': PART_OF } },
    spec: {
      ingressClassName: INGRESS_CLASS,
      rules: [
        {
          http: {
            paths: [
              ...live.map((route) => ({ path: ingressPath(route.prefix), pathType: 'Prefix' as const, backend: backend(route.service, portOf.get(route.service)!) })),
              { path: '/', pathType: 'Prefix' as const, backend: backend(edge.name, edge.port) },
            ],
          },
        },
      ],
    },
  };
}
