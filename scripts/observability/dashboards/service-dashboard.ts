import type { Workload } from '../../deploy/deploy-targets.ts';
import type { AlertTiming } from '../alert-timing.ts';
import { NOT_PROBES } from '../service-level-objectives.ts';
import { workloadMetrics } from '../workload-metrics.ts';
import { choiceEventPanels, consumerPanels, outboxPanels } from './event-panels.ts';
import type { DashboardSpec, Panel, Row } from './grafana-model.ts';
import { quantileBy, rateBy, requestBuckets, requestCounts, series, shareBy } from './queries.ts';
import { sloPanels } from './slo-panels.ts';

/**
 * One workload's dashboard: its requests by route, its objectives, its processes, and what only it
 * measures (the outbox of choices and groups, the consumers, the telemetry intake, the edge's beacons).
 */
function ownRows(workload: Workload): Row[] {
  const service = `service="${workload.name}"`;
  const rows: Row[] = [];
  const metrics = workloadMetrics(workload);
  if (metrics.outbox) rows.push({ title: 'Outbox', panels: outboxPanels() });
  if (workload.consumers.length > 0) rows.push({ title: 'Event consumers', panels: [...consumerPanels([service]), ...(metrics.choiceEvents ? choiceEventPanels() : [])] });
  if (workload.kind === 'releases') {
    rows.push({
      title: 'Telemetry the edges forward',
      panels: [
        { title: 'Batches by outcome', description: 'Per second: counted, or refused for a bad or expired page-load token.', unit: 'short', queries: [{ expr: rateBy(['outcome'], ['release_telemetry_batches_total']), legend: '{{outcome}}' }] },
        { title: 'Events by outcome', description: 'Per second: counted, not_served (a version the token does not name), unversioned.', unit: 'short', queries: [{ expr: rateBy(['outcome'], ['release_telemetry_events_total']), legend: '{{outcome}}' }] },
      ],
    });
  }
  if (workload.kind === 'edge') {
    rows.push({
      title: 'Field telemetry intake',
      panels: [
        { title: 'Beacons by outcome', description: 'Per second, POST /api/rum by its answer (docs/deploy.md, "Only real page loads report").', unit: 'short', queries: [{ expr: rateBy(['outcome'], ['rum_beacons_total']), legend: '{{outcome}}' }] },
        {
          title: 'Page-load tokens',
          description: 'Per second: issued with /remotes.json, and withheld from a network past its share.',
          unit: 'short',
          queries: [
            { expr: rateBy([], ['rum_page_tokens_issued_total']), legend: 'issued' },
            { expr: rateBy([], ['rum_page_tokens_withheld_total']), legend: 'withheld' },
          ],
        },
      ],
    });
  }
  return rows;
}

function processPanels(workload: Workload): Panel[] {
  const service = [`service="${workload.name}"`];
  return [
    { title: 'CPU', description: 'Cores used, per process.', unit: 'short', queries: [{ expr: rateBy(['instance'], [series('process_cpu_seconds_total', service)]), legend: '{{instance}}' }] },
    {
      title: 'Memory',
      description: 'Resident memory and the JavaScript heap in use, per process (a rising floor of the heap is a leak; docs/deploy.md, "Faults and soak").',
      unit: 'bytes',
      queries: [
        { expr: `max by (instance) (${series('process_resident_memory_bytes', service)})`, legend: 'resident {{instance}}' },
        { expr: `sum by (instance) (${series('nodejs_heap_size_used_bytes', service)})`, legend: 'heap {{instance}}' },
      ],
    },
    { title: 'Event-loop lag p99', description: 'Per process: what every request waits on top of its own work.', unit: 's', queries: [{ expr: `max by (instance) (${series('nodejs_eventloop_lag_p99_seconds', service)})`, legend: '{{instance}}' }] },
    { title: 'Targets up', description: 'Each process Prometheus scrapes (TargetDown, JobDown).', unit: 'short', queries: [{ expr: `up{job="${workload.name}"}`, legend: '{{instance}}' }] },
  ];
}

export function serviceDashboard(workload: Workload, timing: AlertTiming): DashboardSpec {
  const own = [`service="${workload.name}"`, NOT_PROBES];
  // The edge's proxied requests are labelled with the service they went to (services/edge/src/request-metrics.ts).
  const byRoute = workload.kind === 'edge' ? ['route', 'upstream'] : ['route'];
  const routeLegend = workload.kind === 'edge' ? '{{route}} → {{upstream}}' : '{{route}}';
  return {
    uid: `alive-service-${workload.name}`,
    title: `A.L.I.V.E ${workload.name}`,
    description: `The ${workload.name} workload: requests, objectives, processes.`,
    rows: [
      {
        title: 'Requests',
        panels: [
          { title: 'Requests per second by route', description: 'Every request but probes and scrapes.', unit: 'reqps', queries: [{ expr: rateBy(byRoute, [requestCounts(own)]), legend: routeLegend }] },
          { title: 'Answers by status', description: 'Per second.', unit: 'reqps', queries: [{ expr: rateBy(['status'], [requestCounts(own)]), legend: '{{status}}' }] },
          {
            title: 'Share answered with a 5xx, by route',
            description: 'What the availability objective counts as failed.',
            unit: 'percentunit',
            queries: [{ expr: shareBy(byRoute, [requestCounts([...own, 'status=~"5.."'])], [requestCounts(own)]), legend: routeLegend }],
          },
          {
            title: 'Duration',
            description: 'From the request reaching the process to its answer.',
            unit: 's',
            queries: [0.5, 0.9, 0.99].map((q) => ({ expr: quantileBy(q, [], [requestBuckets(own)]), legend: `p${q * 100}` })),
          },
          { title: 'Duration p99 by route', description: 'The slowest routes first in the tooltip.', unit: 's', queries: [{ expr: quantileBy(0.99, byRoute, [requestBuckets(own)]), legend: routeLegend }] },
        ],
      },
      { title: 'Objectives', panels: sloPanels(timing, `service="${workload.name}"`) },
      { title: 'Processes', panels: processPanels(workload) },
      ...ownRows(workload),
    ],
  };
}
