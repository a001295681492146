import type { DailyAnalytics } from '@alive/contracts';
import { colors } from '@alive/ui';
import { LineChart } from '@alive/ui/line-chart';
import { formatUtcDay } from '../../../shared/components/date-time.ts';
import { DAILY_SERIES_LABELS } from '../../../shared/components/figures.ts';

type Day = DailyAnalytics['days'][number];

const SERIES: { key: 'pageViews' | 'uniqueVisitors' | 'choices'; label: string; color: string }[] = [
  { key: 'pageViews', label: DAILY_SERIES_LABELS.pageViews, color: colors.brand },
  { key: 'uniqueVisitors', label: DAILY_SERIES_LABELS.uniqueVisitors, color: colors.success },
  { key: 'choices', label: DAILY_SERIES_LABELS.choices, color: colors.accent },
];

/** A line per series over the days; the table beside it carries the same numbers. */
export function TrendsChart({ days }: { days: readonly Day[] }) {
  const max = Math.max(1, ...days.flatMap((day) => SERIES.map((s) => day[s.key])));
  const first = days[0] ? formatUtcDay(days[0].date) : '';
  const last = days.at(-1) ? formatUtcDay(days.at(-1)!.date) : '';
  return (
    <LineChart
      label={`Page views, browsers and choices per day from ${first} to ${last}; highest ${max}`}
      xDomain={[0, Math.max(0, days.length - 1)]}
      xLabels={[first, last]}
      panels={[{ yMax: max, yMaxLabel: String(max) }]}
      panelHeight={180}
      series={SERIES.map((series) => ({ ...series, lines: [days.map((day, index) => [index, day[series.key]] as const)] }))}
    />
  );
}
