import type { RemoteRelease } from '@alive/contracts';
import { colors, fontSizes, space } from '@alive/ui';
import styled from 'styled-components';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { left: 36, right: 8, top: 8, bottom: 20 };
const MINUTES = 60;

/** Stable calm, canary in the brand colour; any other version that had traffic in a muted tone. */
export function versionColor(version: string, release: Pick<RemoteRelease, 'stable' | 'canary'>): string {
  if (version === release.canary?.version) return colors.accent;
  if (version === release.stable) return colors.info;
  return colors.textSubtle;
}

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
`;

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  margin-top: ${space[2]};
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 3px;
  margin-right: ${space[1]};
  vertical-align: middle;
  background: ${(p) => p.$color};
`;

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * Page loads with an error, as a share of the version's page loads, per minute over the last hour: a
 * canary worse than stable shows as a line above it at a glance. The summary in `aria-label` says the
 * same in words.
 */
export function ErrorRateChart({ release, now = Date.now() }: { release: RemoteRelease; now?: number }) {
  const start = Math.floor(now / 60_000) * 60_000 - (MINUTES - 1) * 60_000;
  const versions = [...new Set(release.timeline.map((point) => point.version))];
  const totals = versions.map((version) => {
    const points = release.timeline.filter((point) => point.version === version);
    const loads = points.reduce((sum, point) => sum + point.loads, 0);
    const errored = points.reduce((sum, point) => sum + point.erroredLoads, 0);
    return { version, loads, rate: loads > 0 ? errored / loads : 0 };
  });
  const summary =
    totals.length === 0
      ? 'No page loads in the last hour'
      : `Page loads with an error per minute, last hour: ${totals.map((t) => `${t.version} ${percent(t.rate)} of ${t.loads} page loads`).join(', ')}`;
  const x = (minute: number) => PAD.left + ((minute - start) / ((MINUTES - 1) * 60_000)) * (WIDTH - PAD.left - PAD.right);
  const y = (rate: number) => PAD.top + (1 - rate) * (HEIGHT - PAD.top - PAD.bottom);
  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        {[0, 0.5, 1].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={colors.border} />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" fontSize="10" fill={colors.textSubtle}>
              {tick * 100}%
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 4} fontSize="10" fill={colors.textSubtle}>
          60 min ago
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 4} fontSize="10" textAnchor="end" fill={colors.textSubtle}>
          now
        </text>
        {versions.map((version) => {
          const points = release.timeline
            .filter((point) => point.version === version && point.loads > 0 && Date.parse(point.minute) >= start)
            .map((point) => [x(Date.parse(point.minute)), y(point.erroredLoads / point.loads)] as const);
          const color = versionColor(version, release);
          return (
            <g key={version}>
              {points.length > 1 ? <polyline fill="none" stroke={color} strokeWidth="2" points={points.map(([px, py]) => `${px},${py}`).join(' ')} /> : null}
              {points.map(([px, py], index) => (
                <circle key={index} cx={px} cy={py} r="3" fill={color} />
              ))}
            </g>
          );
        })}
      </svg>
      <Legend>
        {totals.length === 0 ? (
          <span>No page loads in the last hour</span>
        ) : (
          totals.map((t) => (
            <span key={t.version}>
              <Swatch $color={versionColor(t.version, release)} />
              {t.version}
              {t.version === release.canary?.version ? ' (canary)' : t.version === release.stable ? ' (stable)' : ''}
            </span>
          ))
        )}
      </Legend>
    </Figure>
  );
}
