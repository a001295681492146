import styled from 'styled-components';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { colors, fontSizes, space } from '../theme/tokens.ts';
import type { LineChartProps } from './line-chart.tsx';

const DEFAULT_PANEL_HEIGHT = 90;
const PANEL_GAP = 30;
const PAD = { left: 44, right: 8, top: 16, bottom: 18 } as const;

/** The SVG's height: the panels, the gaps between them and the padding for titles and x labels. */
function chartHeight(panelCount: number, panelHeight: number): number {
  return PAD.top + panelCount * panelHeight + (panelCount - 1) * PANEL_GAP + PAD.bottom;
}

/** Until measured (and in tests): drawn at this width. */
const FALLBACK_WIDTH = 600;
const AXIS_TEXT = { fontSize: 11, fill: colors.textMuted };

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

const pointsAttribute = (points: readonly (readonly [number, number])[]) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** `LineChart`'s drawing (see line-chart.tsx); loaded with the first chart. */
export default function LineChartView({ label, xDomain, xLabels, panels, series, panelHeight = DEFAULT_PANEL_HEIGHT }: LineChartProps) {
  const { ref, width } = useElementWidth<HTMLElement>(FALLBACK_WIDTH);
  const height = chartHeight(panels.length, panelHeight);
  const [start, end] = xDomain;
  const x = (value: number) => PAD.left + (end === start ? 0 : (value - start) / (end - start)) * (width - PAD.left - PAD.right);
  const panelTop = (index: number) => PAD.top + index * (panelHeight + PANEL_GAP);
  const y = (index: number, value: number) => panelTop(index) + (1 - value / (panels[index]!.yMax || 1)) * panelHeight;

  return (
    <Figure ref={ref}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        {panels.map((panel, index) => (
          <g key={index}>
            {panel.title ? (
              <text x={PAD.left} y={panelTop(index) - 5} {...AXIS_TEXT}>
                {panel.title}
              </text>
            ) : null}
            {[
              { at: panelTop(index), text: panel.yMaxLabel },
              { at: panelTop(index) + panelHeight, text: panel.yMinLabel ?? '0' },
            ].map((tick) => (
              <g key={tick.at}>
                <line x1={PAD.left} x2={width - PAD.right} y1={tick.at} y2={tick.at} stroke={colors.border} />
                <text x={PAD.left - 4} y={tick.at + 4} textAnchor="end" {...AXIS_TEXT}>
                  {tick.text}
                </text>
              </g>
            ))}
          </g>
        ))}
        <text x={PAD.left} y={height - 4} {...AXIS_TEXT}>
          {xLabels[0]}
        </text>
        <text x={width - PAD.right} y={height - 4} textAnchor="end" {...AXIS_TEXT}>
          {xLabels[1]}
        </text>
        {series.map((one) => (
          <g key={one.key} data-series={one.key}>
            {one.lines.map((line, index) => {
              const drawn = line.map(([px, py]) => [x(px), y(index, py)] as const);
              return (
                <g key={index}>
                  {drawn.length > 1 ? (
                    <polyline data-series={one.key} fill="none" stroke={one.color} strokeWidth={2} strokeDasharray={one.dash} points={pointsAttribute(drawn)} />
                  ) : null}
                  {panels[index]?.dots ? drawn.map(([px, py]) => <circle key={px} cx={px} cy={py} r={2.5} fill={one.color} />) : null}
                </g>
              );
            })}
          </g>
        ))}
      </svg>
      <Legend>
        {series.map((one) => (
          <span key={one.key}>
            <svg width="18" height="6" aria-hidden="true" style={{ marginRight: 4, verticalAlign: 'middle' }}>
              <line x1="0" x2="18" y1="3" y2="3" stroke={one.color} strokeWidth={2} strokeDasharray={one.dash} />
            </svg>
            {one.label}
          </span>
        ))}
      </Legend>
    </Figure>
  );
}
