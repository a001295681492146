import { colors, fontSizes, fontWeights, radii, space, useElementWidth, VisuallyHidden } from '@alive/ui';
import type { PreferenceEvolution } from '@alive/contracts';
import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { lineChartGeometry, nearestStep } from './line-chart-geometry.ts';

/** One colour per followed tag (the service returns at most 10, the dashboard asks for 5). */
export const SERIES_COLORS = ['#5b4bdb', '#e2557a', '#f08c2e', '#1fa672', '#2f7fd8', '#8b5cf6', '#0d9488', '#b45309', '#be185d', '#475569'];

const MARGINS = { top: 12, right: 16, bottom: 36, left: 44 };

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin: 0;
`;

const Frame = styled.div`
  position: relative;
  width: 100%;
`;

const Svg = styled.svg`
  display: block;
  overflow: visible;
  touch-action: pan-y;
  &:focus-visible { outline: none; box-shadow: 0 0 0 3px rgba(91, 75, 219, 0.35); border-radius: ${radii.sm}; }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${fontSizes.sm};
`;

const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
`;

const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 14px;
  height: 4px;
  border-radius: 2px;
  background: ${(p) => p.$color};
`;

const LegendValue = styled.span`
  color: ${colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Readout = styled.p`
  min-height: 20px;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
  strong { color: ${colors.text}; font-weight: ${fontWeights.semibold}; }
`;

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** Value of a series at a step, or the last known value before it (lines hold their value). */
function valueAt(values: readonly (number | null)[], index: number): number | null {
  for (let i = Math.min(index, values.length - 1); i >= 0; i -= 1) {
    const value = values[i];
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

function firstValue(values: readonly (number | null)[]): number | null {
  return values.find((v): v is number => v !== null) ?? null;
}

/**
 * Preference Evolution: how the scores of the top tags moved over the user's choices. Inline SVG
 * (no chart library), drawn at the container's pixel width. Hover, tap or arrow keys pick a choice and
 * the values after it are read out below the chart.
 */
export function PreferenceEvolutionChart({ evolution }: { evolution: PreferenceEvolution }) {
  const titleId = useId();
  const descId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const height = width < 480 ? 220 : 280;
  const [activeStep, setActiveStep] = useState<number | null>(null);

  const geometry = useMemo(
    () =>
      lineChartGeometry(
        evolution.series.map((s) => ({ id: s.tagName, values: s.values })),
        { width, height },
        MARGINS,
      ),
    [evolution.series, width, height],
  );

  const description = evolution.series
    .map((s) => {
      const start = firstValue(s.values);
      return `${s.displayName}: ${start === null ? '' : `${percent(start)} to `}${percent(s.finalScore)}`;
    })
    .join('; ');

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActiveStep(nearestStep(geometry, event.clientX - box.left));
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = geometry.stepCount - 1;
    const current = activeStep ?? last;
    let next: number | null = null;
    if (event.key === 'ArrowLeft') next = Math.max(0, current - 1);
    else if (event.key === 'ArrowRight') next = Math.min(last, current + 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'Escape') next = null;
    else return;
    event.preventDefault();
    setActiveStep(next);
  };

  const readoutStep = activeStep ?? geometry.stepCount - 1;
  const { plot } = geometry;

  return (
    <Figure>
      <Frame ref={ref}>
        <Svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          tabIndex={0}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActiveStep(null)}
          onKeyDown={onKeyDown}
          onBlur={() => setActiveStep(null)}
          data-testid="preference-evolution-chart"
        >
          <title id={titleId}>Preference scores over your choices</title>
          <desc id={descId}>
            {`Score of your top ${evolution.series.length} preferences after each of your ${geometry.stepCount} choices. ${description}.`}
          </desc>

          <g aria-hidden="true">
            {geometry.yTicks.map((tick) => (
              <g key={tick.value}>
                <line x1={plot.left} x2={plot.right} y1={tick.position} y2={tick.position} stroke={colors.border} strokeDasharray={tick.value === 0 ? undefined : '3 4'} />
                <text x={plot.left - 8} y={tick.position} dy="0.32em" textAnchor="end" fontSize={11} fill={colors.textSubtle}>
                  {percent(tick.value)}
                </text>
              </g>
            ))}
            {geometry.xTicks.map((tick) => (
              <text key={tick.value} x={tick.position} y={plot.bottom + 18} textAnchor="middle" fontSize={11} fill={colors.textSubtle}>
                {tick.value}
              </text>
            ))}
            <text x={(plot.left + plot.right) / 2} y={height - 2} textAnchor="middle" fontSize={11} fill={colors.textMuted}>
              Choice number
            </text>
          </g>

          {activeStep !== null ? (
            <line
              aria-hidden="true"
              x1={geometry.xOf(activeStep)}
              x2={geometry.xOf(activeStep)}
              y1={plot.top}
              y2={plot.bottom}
              stroke={colors.borderStrong}
            />
          ) : null}

          {geometry.series.map((series, index) => {
            const color = SERIES_COLORS[index % SERIES_COLORS.length]!;
            const sparse = series.points.length <= 1 || geometry.stepCount <= 12;
            return (
              <g key={series.id} data-testid="evolution-series" data-tag={series.id} aria-hidden="true">
                <path d={series.d} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
                {series.points
                  .filter((point) => sparse || point.index === activeStep || point.index === geometry.stepCount - 1)
                  .map((point) => (
                    <circle
                      key={point.index}
                      cx={point.x}
                      cy={point.y}
                      r={point.index === activeStep ? 5 : 3.5}
                      fill={colors.surface}
                      stroke={color}
                      strokeWidth={2}
                    />
                  ))}
              </g>
            );
          })}
        </Svg>
      </Frame>

      <Readout aria-live="polite">
        <strong>After choice {readoutStep + 1}:</strong>{' '}
        {evolution.series
          .map((s) => {
            const value = valueAt(s.values, readoutStep);
            return `${s.displayName} ${value === null ? '—' : percent(value)}`;
          })
          .join(' · ')}
      </Readout>

      <figcaption>
        <VisuallyHidden>Legend</VisuallyHidden>
        <Legend aria-label="Legend">
          {evolution.series.map((s, index) => (
            <LegendItem key={s.tagName} title={s.tagName}>
              <Swatch aria-hidden="true" $color={SERIES_COLORS[index % SERIES_COLORS.length]!} />
              <span>{s.displayName}</span>
              <LegendValue>{percent(s.finalScore)}</LegendValue>
            </LegendItem>
          ))}
        </Legend>
      </figcaption>
    </Figure>
  );
}
