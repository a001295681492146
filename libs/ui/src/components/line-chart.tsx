import { lazyPart } from '../lazy/lazy-part.ts';

/** One point of a line: `x` in the chart's x domain, `y` in its panel's units. */
export type LinePoint = readonly [x: number, y: number];

export interface LineChartSeries {
  /** Stable id, on the series' `<g>` and lines as `data-series`. */
  key: string;
  /** The legend's text. */
  label: string;
  color: string;
  /** SVG dash pattern: tells lines apart without colour as well. */
  dash?: string;
  /** One line per panel, in the panels' order. A line of one point draws no stroke (a dot shows it where the panel has dots). */
  lines: readonly (readonly LinePoint[])[];
}

export interface LineChartPanel {
  /** Text above the panel, naming what it measures. */
  title?: string;
  /** The top of the y axis (the bottom is 0) and how it reads. */
  yMax: number;
  yMaxLabel: string;
  yMinLabel?: string;
  /** A dot at every point: for sparse values, where a line alone would hide single points. */
  dots?: boolean;
}

export interface LineChartProps {
  /** What the chart shows, in words: its accessible name (the numbers are also on the screen as text). */
  label: string;
  /** The x values at the left and right edges. */
  xDomain: readonly [start: number, end: number];
  xLabels: readonly [start: string, end: string];
  panels: readonly LineChartPanel[];
  series: readonly LineChartSeries[];
  /** Height of each panel's plot, in px. */
  panelHeight?: number;
}

// The drawing is fetched with the first chart, not at start-up: only admin screens draw one, and the
// shared set stays within its budget (docs/architecture.md, "Shared singletons").
const lineChartView = lazyPart(() => import(/* webpackChunkName: "ui-line-chart" */ './line-chart-view.tsx'));

/**
 * Lines over a shared x axis, in one or more stacked panels (each with its own y scale), and a legend.
 * Hand-drawn SVG at the figure's real width, so its text stays legible on a phone; no chart library.
 */
export function LineChart(props: LineChartProps) {
  const module = lineChartView.useModule();
  return module ? <module.default {...props} /> : null;
}
