import { choicesRoutes } from '@alive/contracts';
import { workloads } from '../deploy/deploy-targets.ts';
import { CHOICE_LOOP_OBJECTIVES, objectivesOfWorkload, type WorkloadObjectives } from './slo-objectives.ts';

/**
 * The objectives of slo-objectives.ts as the rules need them: which requests each one counts, in the
 * labels of `http_request_duration_seconds` (libs/service-kit/src/metrics/service-metrics.ts; the edge's
 * in services/edge/src/request-metrics.ts). Every series carries `service`, the workload's name.
 */
export const REQUEST_METRIC = 'http_request_duration_seconds';

/** Routes of the kubelet's probes and Prometheus' scrapes: not visitors' requests, so in no objective. */
export const PROBE_ROUTES = ['/healthz', '/readyz', '/readyz/edge', '/metrics', '/openapi.json'] as const;

export type SloKind = 'availability' | 'latency';

/** Label matchers of one selector, e.g. `service="choices"`; a request counts when it matches any one selector. */
export type Matchers = readonly string[];

export interface ServiceLevelObjective {
  /** The `slo` label: `<workload>-<kind>` or `choice-loop-<kind>`. */
  name: string;
  /** The `service` label of the requests counted. */
  service: string;
  kind: SloKind;
  /** e.g. "choices availability" */
  title: string;
  objective: number;
  /** Latency only: a request within this many seconds is good. */
  thresholdSeconds?: number;
  reason: string;
  requests: readonly Matchers[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A regular-expression matcher, its pattern in a PromQL raw string (backticks) so escapes stay as written. */
const matchesAny = (label: string, operator: '=~' | '!~', values: readonly string[]) => `${label}${operator}\`${values.map(escapeRegex).join('|')}\``;
/** Every request but the probes' and scrapes'. */
export const NOT_PROBES = matchesAny('route', '!~', PROBE_ROUTES);

/** Requests the edge answers itself (services/edge/src/request-metrics.ts, EDGE_ITSELF). */
const EDGE_ITSELF_MATCHER = 'upstream="edge"';

/**
 * The choice loop's calls, from the choices endpoint table (libs/contracts): the answer
 * (`submitChoice`) and every read of the pairs (`GET /api/choice-pairs/…`), by the route pattern the
 * service labels them with.
 */
export function choiceLoopSelectors(): Matchers[] {
  const routes = Object.values(choicesRoutes);
  const pairReads = routes.filter((route) => route.method === 'get' && route.path.startsWith('/api/choice-pairs/')).map((route) => route.path);
  return [
    ['service="choices"', `method="${choicesRoutes.submitChoice.method.toUpperCase()}"`, `route="${choicesRoutes.submitChoice.path}"`],
    ['service="choices"', 'method="GET"', matchesAny('route', '=~', pairReads)],
  ];
}

function objectivesOf(name: string, service: string, titled: string, objectives: WorkloadObjectives, requests: { availability: Matchers[]; latency: Matchers[] }): ServiceLevelObjective[] {
  return [
    { name: `${name}-availability`, service, kind: 'availability', title: `${titled} availability`, ...objectives.availability, requests: requests.availability },
    { name: `${name}-latency`, service, kind: 'latency', title: `${titled} latency`, ...objectives.latency, requests: requests.latency },
  ];
}

/** Every objective: each HTTP workload's two, then the choice loop's two. */
export function serviceLevelObjectives(): ServiceLevelObjective[] {
  const perWorkload = workloads().flatMap((workload) => {
    const objectives = objectivesOfWorkload(workload.name);
    const all: Matchers[] = [[`service="${workload.name}"`, NOT_PROBES]];
    // The edge's latency counts what it answers itself: a proxied call's time is its service's.
    const latency: Matchers[] = workload.kind === 'edge' ? [[...all[0]!, EDGE_ITSELF_MATCHER]] : all;
    return objectivesOf(workload.name, workload.name, workload.name, objectives, { availability: all, latency });
  });
  const loop = choiceLoopSelectors();
  return [...perWorkload, ...objectivesOf('choice-loop', 'choices', 'choice loop', CHOICE_LOOP_OBJECTIVES, { availability: loop, latency: loop })];
}
