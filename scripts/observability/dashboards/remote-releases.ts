import type { DashboardSpec } from './grafana-model.ts';
import { increaseInRange, quantileBy, RATE_INTERVAL, rateBy, shareBy } from './queries.ts';

/**
 * Remote releases (docs/deploy.md, "Canary releases"): what each remote serves and to whom, the judge's
 * verdicts and rollbacks, and the field telemetry per remote and version the edges count. The judge
 * itself reads Postgres, not these; they are for people and alerts.
 */
const VITALS = [
  ['LCP', 'rum_lcp_seconds', 's'],
  ['INP', 'rum_inp_seconds', 's'],
  ['TTFB', 'rum_ttfb_seconds', 's'],
  ['CLS', 'rum_cls', 'short'],
] as const;

export function remoteReleases(): DashboardSpec {
  const byVersion = ['remote', 'version'];
  const loads = ['rum_remote_loads_total'];
  return {
    uid: 'alive-remote-releases',
    title: 'A.L.I.V.E remote releases',
    description: 'Canaries and field telemetry per remote and version.',
    rows: [
      {
        title: 'Canaries',
        panels: [
          {
            title: 'Share of visitors per version',
            description: 'From the release records: stable and canary, per remote. A canary at 0 was rolled back or paused.',
            unit: 'percent',
            queries: [{ expr: 'max by (remote, version, channel) (release_served_share_percent)', legend: '{{remote}} {{version}} ({{channel}})' }],
          },
          {
            title: 'Judge verdicts',
            description: 'Per look of the canary judge, by remote and verdict (healthy, inconclusive, insufficient-data, worse).',
            unit: 'short',
            queries: [{ expr: `sum by (remote, verdict) (increase(release_canary_verdicts_total[${RATE_INTERVAL}]))`, legend: '{{remote}} {{verdict}}' }],
          },
          { title: 'Automatic rollbacks', description: 'In the time range (CanaryRolledBack).', unit: 'short', stat: true, queries: [{ expr: increaseInRange('release_automatic_rollbacks_total'), legend: 'rollbacks' }] },
          {
            title: 'Release files refused',
            description: 'In the time range: files whose bytes no longer match the hashes recorded at publishing (docs/deploy.md, "Integrity").',
            unit: 'short',
            stat: true,
            queries: [{ expr: increaseInRange('release_file_integrity_failures_total'), legend: 'refused' }],
          },
        ],
      },
      {
        title: 'Field telemetry per remote and version',
        panels: [
          { title: 'Page loads per second', description: 'One load per remote per page load.', unit: 'short', queries: [{ expr: rateBy(byVersion, loads), legend: '{{remote}} {{version}}' }] },
          {
            title: 'Share of failed loads',
            description: 'Remote loads that failed (network, integrity, render).',
            unit: 'percentunit',
            queries: [{ expr: shareBy(byVersion, ['rum_remote_loads_total{outcome="failed"}'], loads), legend: '{{remote}} {{version}}' }],
          },
          {
            title: 'Client errors per page load',
            description: 'Errors attributed to the remote and version they came from, per load.',
            unit: 'short',
            queries: [{ expr: `(${rateBy(byVersion, ['rum_client_errors_total'])} or 0 * ${rateBy(byVersion, loads)}) / ${rateBy(byVersion, loads)}`, legend: '{{remote}} {{version}}' }],
          },
          { title: 'Client errors by source', description: 'Per second.', unit: 'short', queries: [{ expr: rateBy(['remote', 'source'], ['rum_client_errors_total']), legend: '{{remote}} {{source}}' }] },
          ...VITALS.map(([name, metric, unit]) => ({
            title: `${name} p75`,
            description: `${name} as browsers report it, 75th percentile per remote and version.`,
            unit,
            queries: [{ expr: quantileBy(0.75, byVersion, [`${metric}_bucket`]), legend: '{{remote}} {{version}}' }],
          })),
        ],
      },
      {
        title: 'Telemetry ingestion',
        panels: [
          { title: 'Beacons by outcome', description: 'Per second, at the edges.', unit: 'short', queries: [{ expr: rateBy(['outcome'], ['rum_beacons_total']), legend: '{{outcome}}' }] },
          { title: 'Events dropped by reason', description: 'Per second: not_served, duplicate_load, over_bound.', unit: 'short', queries: [{ expr: rateBy(['reason'], ['rum_events_dropped_total']), legend: '{{reason}}' }] },
          {
            title: 'Batches at the release controller',
            description: 'Per second by outcome; batches the edges could not hand over are dropped (rum_forward_dropped_total).',
            unit: 'short',
            queries: [
              { expr: rateBy(['outcome'], ['release_telemetry_batches_total']), legend: '{{outcome}}' },
              { expr: rateBy([], ['rum_forward_dropped_total']), legend: 'dropped at the edges' },
            ],
          },
        ],
      },
    ],
  };
}
