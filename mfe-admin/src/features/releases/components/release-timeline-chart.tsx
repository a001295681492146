import type { RemoteRelease } from '@alive/contracts';
import { colors, fontSizes, space, useElementWidth } from '@alive/ui';
import styled from 'styled-components';

const MINUTE_MS = 60_000;
const MINUTES = 60;
/** Until measured (and in tests): drawn at this width. */
const FALLBACK_WIDTH = 600;
const PANEL = 90;
const GAP = 30;
const PAD = { left: 44, right: 8, top: 16, bottom: 18 };
const HEIGHT = PAD.top + PANEL + GAP + PANEL + PAD.bottom;
const RATE_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1];

type Release = Pick<RemoteRelease, 'stable' | 'canary' | 'timeline'>;

interface VersionLook {
  label: string;
  color: string;
  /** Dashes tell the lines apart without colour as well. */
  dash?: string;
}

/** Stable blue and solid, the canary coral and dashed, any other version that had traffic grey and dotted. */
export function versionLook(version: string, release: Pick<RemoteRelease, 'stable' | 'canary'>): VersionLook {
  if (version === release.canary?.version) return { label: `${version} (canary)`, color: colors.accent, dash: '6 3' };
  if (version === release.stable) return { label: `${version} (stable)`, color: colors.info };
  return { label: version, color: colors.textSubtle, dash: '2 3' };
}

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  > svg {
    display: block;
  }
`;

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[4]};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  margin-top: ${space[2]};
`;

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
  const rank = (version: string) => (version === release.stable ? 0 : version === release.canary?.version ? 1 : 2);
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
 * now, or at the newest minute the server counted if this browser's clock is behind. Drawn at the
 * figure's real width, so its text stays legible on a phone.
 */
export function ReleaseTimelineChart({ release, now = Date.now() }: { release: Release; now?: number }) {
  const { ref, width } = useElementWidth<HTMLElement>(FALLBACK_WIDTH);
  const newest = Math.max(Math.floor(now / MINUTE_MS) * MINUTE_MS, ...release.timeline.map((point) => Date.parse(point.minute)));
  const start = newest - (MINUTES - 1) * MINUTE_MS;
  const points = release.timeline.filter((point) => Date.parse(point.minute) >= start);
  const totals = timelineTotals({ ...release, timeline: points });
  const maxLoads = Math.max(1, ...points.map((point) => point.loads));
  const maxRate = Math.max(0, ...points.filter((point) => point.loads > 0).map((point) => point.erroredLoads / point.loads));
  const rateTop = RATE_STEPS.find((step) => step >= maxRate) ?? 1;

  const x = (minute: number) => PAD.left + ((minute - start) / ((MINUTES - 1) * MINUTE_MS)) * (width - PAD.left - PAD.right);
  const loadsTop = PAD.top;
  const rateTopY = PAD.top + PANEL + GAP;
  const yLoads = (loads: number) => loadsTop + (1 - loads / maxLoads) * PANEL;
  const yRate = (rate: number) => rateTopY + (1 - rate / rateTop) * PANEL;
  const axisText = { fontSize: 11, fill: colors.textMuted };

  return (
    <Figure ref={ref}>
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={timelineSummary({ ...release, timeline: points })}>
        <text x={PAD.left} y={loadsTop - 5} {...axisText}>
          Page loads per minute
        </text>
        <text x={PAD.left} y={rateTopY - 5} {...axisText}>
          With an error (% of the minute&apos;s page loads)
        </text>
        {[
          { y: loadsTop, label: String(maxLoads) },
          { y: loadsTop + PANEL, label: '0' },
          { y: rateTopY, label: rateTick(rateTop) },
          { y: rateTopY + PANEL, label: '0%' },
        ].map((tick) => (
          <g key={`${tick.y}`}>
            <line x1={PAD.left} x2={width - PAD.right} y1={tick.y} y2={tick.y} stroke={colors.border} />
            <text x={PAD.left - 4} y={tick.y + 4} textAnchor="end" {...axisText}>
              {tick.label}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 4} {...axisText}>
          60 min ago
        </text>
        <text x={width - PAD.right} y={HEIGHT - 4} textAnchor="end" {...axisText}>
          now
        </text>
        {totals.map(({ version }) => {
          const look = versionLook(version, release);
          const own = points.filter((point) => point.version === version);
          // A minute without a row had no page loads of this version; the current minute, still being
          // counted, is drawn only once it has some.
          const loadsByMinute = new Map(own.map((point) => [Date.parse(point.minute), point.loads]));
          const loadsLine = Array.from({ length: MINUTES }, (_, index) => start + index * MINUTE_MS)
            .filter((minute) => minute < newest || loadsByMinute.has(minute))
            .map((minute) => `${x(minute).toFixed(1)},${yLoads(loadsByMinute.get(minute) ?? 0).toFixed(1)}`);
          const rates = own.filter((point) => point.loads > 0).map((point) => [x(Date.parse(point.minute)), yRate(point.erroredLoads / point.loads)] as const);
          return (
            <g key={version} data-version={version}>
              <polyline fill="none" stroke={look.color} strokeWidth={2} strokeDasharray={look.dash} points={loadsLine.join(' ')} />
              {rates.length > 1 ? (
                <polyline fill="none" stroke={look.color} strokeWidth={2} strokeDasharray={look.dash} points={rates.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ')} />
              ) : null}
              {rates.map(([px, py]) => (
                <circle key={px} cx={px} cy={py} r={2.5} fill={look.color} />
              ))}
            </g>
          );
        })}
      </svg>
      <Legend>
        {totals.map(({ version }) => {
          const look = versionLook(version, release);
          return (
            <span key={version}>
              <svg width="18" height="6" aria-hidden="true" style={{ marginRight: 4, verticalAlign: 'middle' }}>
                <line x1="0" x2="18" y1="3" y2="3" stroke={look.color} strokeWidth={2} strokeDasharray={look.dash} />
              </svg>
              {look.label}
            </span>
          );
        })}
      </Legend>
    </Figure>
  );
}
