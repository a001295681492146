import type { DailyAnalytics } from '@alive/contracts';
import { colors } from '@alive/ui';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

type Day = DailyAnalytics['days'][number];

const SERIES: { key: 'pageViews' | 'uniqueVisitors' | 'choices'; label: string; color: string }[] = [
  { key: 'pageViews', label: 'Page views', color: colors.brand },
  { key: 'uniqueVisitors', label: 'Unique visitors', color: colors.success },
  { key: 'choices', label: 'Choices', color: colors.accent },
];

/** A line per series over the days, drawn in SVG with its axis labels; the table beside it carries the same numbers. */
export function TrendsChart({ days }: { days: readonly Day[] }) {
  const max = Math.max(1, ...days.flatMap((day) => SERIES.map((s) => day[s.key])));
  const x = (i: number) => PAD.left + (days.length <= 1 ? 0 : (i / (days.length - 1)) * (WIDTH - PAD.left - PAD.right));
  const y = (value: number) => PAD.top + (1 - value / max) * (HEIGHT - PAD.top - PAD.bottom);
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Page views, unique visitors and choices per day from ${first} to ${last}; highest ${max}`} style={{ width: '100%', height: 'auto' }}>
        <line x1={PAD.left} y1={HEIGHT - PAD.bottom} x2={WIDTH - PAD.right} y2={HEIGHT - PAD.bottom} stroke={colors.borderStrong} />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={HEIGHT - PAD.bottom} stroke={colors.borderStrong} />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="11">
          {max}
        </text>
        <text x={PAD.left - 6} y={HEIGHT - PAD.bottom} textAnchor="end" fontSize="11">
          0
        </text>
        <text x={PAD.left} y={HEIGHT - 8} fontSize="11">
          {first}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="11">
          {last}
        </text>
        {SERIES.map((series) => (
          <polyline
            key={series.key}
            data-series={series.key}
            fill="none"
            stroke={series.color}
            strokeWidth={2}
            points={days.map((day, i) => `${x(i).toFixed(1)},${y(day[series.key]).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 14 }}>
        {SERIES.map((series) => (
          <span key={series.key}>
            <span aria-hidden style={{ display: 'inline-block', width: 12, height: 3, background: series.color, verticalAlign: 'middle', marginRight: 4 }} />
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

