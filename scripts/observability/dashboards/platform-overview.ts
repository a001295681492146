import type { AlertTiming } from '../alert-timing.ts';
import { scrapeJobs } from '../scrape-jobs.ts';
import { choiceLoopSelectors, NOT_PROBES } from '../service-level-objectives.ts';
import { consumerPanels, choiceEventPanels, outboxPanels } from './event-panels.ts';
import type { DashboardSpec } from './grafana-model.ts';
import { quantileBy, rateBy, requestBuckets, requestCounts, shareBy } from './queries.ts';
import { sloPanels } from './slo-panels.ts';

/** The whole site at a glance: rate, errors and duration per service, the objectives, the choice loop, the event path. */
export function platformOverview(timing: AlertTiming): DashboardSpec {
  const all = requestCounts([NOT_PROBES]);
  const failed = requestCounts([NOT_PROBES, 'status=~"5.."']);
  const loop = choiceLoopSelectors();
  return {
    uid: 'alive-overview',
    title: 'A.L.I.V.E platform overview',
    description: 'Every workload: requests, errors and duration; the objectives; the choice loop; the outbox and the consumers.',
    rows: [
      {
        title: 'Requests per service',
        panels: [
          { title: 'Requests per second', description: 'Every request but probes and scrapes, by service.', unit: 'reqps', queries: [{ expr: rateBy(['service'], [all]), legend: '{{service}}' }] },
          { title: 'Share answered with a 5xx', description: 'By service.', unit: 'percentunit', queries: [{ expr: shareBy(['service'], [failed], [all]), legend: '{{service}}' }] },
          { title: 'Duration p99', description: 'By service, from the request reaching it to its answer.', unit: 's', queries: [{ expr: quantileBy(0.99, ['service'], [requestBuckets([NOT_PROBES])]), legend: '{{service}}' }] },
          {
            title: 'Targets up',
            description: 'Share of each job\'s targets Prometheus scraped at the last try (JobDown, TargetDown).',
            unit: 'percentunit',
            queries: [{ expr: `avg by (job) (up{job=~"${scrapeJobs().map((j) => j.job).join('|')}"})`, legend: '{{job}}' }],
          },
        ],
      },
      { title: 'Objectives', panels: sloPanels(timing, 'slo=~".+"') },
      {
        title: 'Choice loop',
        panels: [
          {
            title: 'Choice loop: requests per second',
            description: 'POST /api/user-choices and the reads of the next pair, by route.',
            unit: 'reqps',
            queries: [{ expr: rateBy(['method', 'route'], loop.map((m) => requestCounts(m))), legend: '{{method}} {{route}}' }],
          },
          {
            title: 'Choice loop: duration',
            description: 'At the choices service.',
            unit: 's',
            queries: [0.5, 0.99].map((q) => ({ expr: quantileBy(q, [], loop.map((m) => requestBuckets(m))), legend: `p${q * 100}` })),
          },
          {
            title: 'Choice loop: share answered with a 5xx',
            description: 'At the choices service.',
            unit: 'percentunit',
            queries: [{ expr: shareBy([], loop.map((m) => requestCounts([...m, 'status=~"5.."'])), loop.map((m) => requestCounts(m))), legend: 'choice loop' }],
          },
        ],
      },
      { title: 'Events', panels: [...outboxPanels(), ...consumerPanels(), ...choiceEventPanels()] },
    ],
  };
}
