import type { RemoteRelease } from '@alive/contracts';
import { colors } from '@alive/ui';
import { LineChart } from '@alive/ui/line-chart';
import { versionRole, versionWithRole } from './release-text.ts';

const MINUTE_MS = 60_000;
const MINUTES = 60;
const RATE_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1];

type Release = Pick<RemoteRelease, 'stable' | 'canary' | 'unversionedBuild' | 'timeline'>;

interface VersionLook {
  label: string;
  color: string;
  /** Dashes tell the lines apart without colour as well. */
  dash?: string;
}

/**
 * What serves everyone (stable, or the build served unversioned) blue and solid, the canary coral and
 * dashed, any other version that had traffic grey and dotted.
 */
export function versionLook(version: string, release: Pick<RemoteRelease, 'stable' | 'canary' | 'unversionedBuild'>): VersionLook {
  const label = versionWithRole(version, release);
  const role = versionRole(version, release);
  if (role === 'canary') return { label, color: colors.accent, dash: '6 3' };
  if (role) return { label, color: colors.info };
  return { label, color: colors.textSubtle, dash: '2 3' };
}

const percentText = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const rateTick = (rate: number) => `${+(rate * 100).toFixed(1)}%`;

export interface VersionTotal {
  version: string;
  loads: number;
  erroredLoads: number;
}

/** The hour's page loads and page loads with an error per version, stable and canary first. */
export function timelineTotals(release: Release): VersionTotal[] {
  const totals = new Map<string, VersionTotal>();
  for (const point of release.timeline) {
    const total = totals.get(point.version) ?? { version: point.version, loads: 0, erroredLoads: 0 };
    totals.set(point.version, { ...total, loads: total.loads + point.loads, erroredLoads: total.erroredLoads + point.erroredLoads });
  }
  const rank = (version: string) => {
    const role = versionRole(version, release);
    return role === 'canary' ? 1 : role ? 0 : 2;
  };
  return [...totals.values()].sort((a, b) => rank(a.version) - rank(b.version));
}

/** What the chart shows, in words: its accessible name. */
export function timelineSummary(release: Release): string {
  const totals = timelineTotals(release).filter((total) => total.loads > 0);
  if (totals.length === 0) return 'No page loads in the last hour';
  const parts = totals.map(
    (total) => `${versionLook(total.version, release).label}: ${total.loads} page loads, ${total.erroredLoads} with an error (${percentText(total.erroredLoads / total.loads)})`,
  );
  return `Page loads and page loads with an error per minute over the last hour. ${parts.join('; ')}.`;
}

/**
 * Per minute of the last hour and per version: page loads (upper panel) and the share of them with an
 * error (lower panel, so a canary on a small share compares with stable at a glance). The hour ends
 * now, or at the newest minute the server counted if this browser's clock is behind.
 */
export function ReleaseTimelineChart({ release, now = Date.now() }: { release: Release; now?: number }) {
  const newest = Math.max(Math.floor(now / MINUTE_MS) * MINUTE_MS, ...release.timeline.map((point) => Date.parse(point.minute)));
  const start = newest - (MINUTES - 1) * MINUTE_MS;
  const points = release.timeline.filter((point) => Date.parse(point.minute) >= start);
  const totals = timelineTotals({ ...release, timeline: points });
  const maxLoads = Math.max(1, ...points.map((point) => point.loads));
  const maxRate = Math.max(0, ...points.filter((point) => point.loads > 0).map((point) => point.erroredLoads / point.loads));
  const rateTop = RATE_STEPS.find((step) => step >= maxRate) ?? 1;

  const series = totals.map(({ version }) => {
    const own = points.filter((point) => point.version === version);
    // A minute without a row had no page loads of this version; the current minute, still being
    // counted, is drawn only once it has some.
    const loadsByMinute = new Map(own.map((point) => [Date.parse(point.minute), point.loads]));
    const loads = Array.from({ length: MINUTES }, (_, index) => start + index * MINUTE_MS)
      .filter((minute) => minute < newest || loadsByMinute.has(minute))
      .map((minute) => [minute, loadsByMinute.get(minute) ?? 0] as const);
    const rates = own.filter((point) => point.loads > 0).map((point) => [Date.parse(point.minute), point.erroredLoads / point.loads] as const);
    return { key: version, ...versionLook(version, release), lines: [loads, rates] };
  });

  return (
    <LineChart
      label={timelineSummary({ ...release, timeline: points })}
      xDomain={[start, newest]}
      xLabels={['60 min ago', 'now']}
      panels={[
        { title: 'Page loads per minute', yMax: maxLoads, yMaxLabel: String(maxLoads) },
        { title: "With an error (% of the minute's page loads)", yMax: rateTop, yMaxLabel: rateTick(rateTop), yMinLabel: '0%', dots: true },
      ]}
      series={series}
    />
  );
}
