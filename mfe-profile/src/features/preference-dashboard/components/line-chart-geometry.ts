/**
 * Pure geometry for the Preference Evolution line chart: scales, axis ticks and SVG paths.
 * Kept apart from React so the maths is unit tested without a DOM.
 */

export interface LineSeriesInput {
  id: string;
  /** One value per step (0..1); null where the series has no value yet (the line starts later). */
  values: readonly (number | null)[];
}

export interface ChartMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface PlotPoint {
  /** 0-based step index. */
  index: number;
  value: number;
  x: number;
  y: number;
}

export interface SeriesGeometry {
  id: string;
  /** SVG path; a gap (null) starts a new sub-path, so a line never bridges missing data. */
  d: string;
  points: PlotPoint[];
}

export interface Tick {
  value: number;
  position: number;
}

export interface LineChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** Steps are labelled 1..n (the nth choice). */
  xTicks: Tick[];
  /** Score ticks 0, 0.25, 0.5, 0.75, 1. */
  yTicks: Tick[];
  series: SeriesGeometry[];
  stepCount: number;
  /** x of a 0-based step index. */
  xOf: (index: number) => number;
  yOf: (value: number) => number;
}

export const Y_TICKS = [0, 0.25, 0.5, 0.75, 1] as const;
const NICE_STEPS = [1, 2, 5];

/** The smallest "nice" integer step (1, 2, 5, 10, 20, 50, ...) not below `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 1)) return 1;
  let magnitude = 1;
  for (;;) {
    for (const base of NICE_STEPS) {
      if (base * magnitude >= raw) return base * magnitude;
    }
    magnitude *= 10;
  }
}

/** Step labels 1..n: all of them when few, else 1 plus multiples of a nice step, at most ~maxTicks. */
export function stepTicks(stepCount: number, maxTicks = 6): number[] {
  if (stepCount <= 0) return [];
  if (stepCount <= maxTicks) return Array.from({ length: stepCount }, (_, i) => i + 1);
  const step = niceStep((stepCount - 1) / (maxTicks - 1));
  const ticks = [1];
  for (let value = step; value <= stepCount; value += step) {
    // Skip a multiple crowding the leading 1.
    if (value - 1 >= step / 2) ticks.push(value);
  }
  return ticks;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function lineChartGeometry(
  series: readonly LineSeriesInput[],
  size: { width: number; height: number },
  margins: ChartMargins,
): LineChartGeometry {
  const stepCount = Math.max(0, ...series.map((s) => s.values.length));
  const plot = {
    left: margins.left,
    top: margins.top,
    right: Math.max(margins.left + 1, size.width - margins.right),
    bottom: Math.max(margins.top + 1, size.height - margins.bottom),
  };
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  // One step sits in the middle; otherwise the first and last step touch the plot edges.
  const xOf = (index: number) => round(stepCount <= 1 ? plot.left + plotWidth / 2 : plot.left + (index / (stepCount - 1)) * plotWidth);
  const yOf = (value: number) => round(plot.bottom - clamp01(value) * plotHeight);

  const geometries = series.map((s) => {
    const points: PlotPoint[] = [];
    const commands: string[] = [];
    let penDown = false;
    s.values.forEach((value, index) => {
      if (value === null || !Number.isFinite(value)) {
        penDown = false;
        return;
      }
      const point = { index, value: clamp01(value), x: xOf(index), y: yOf(value) };
      points.push(point);
      commands.push(`${penDown ? 'L' : 'M'}${point.x},${point.y}`);
      penDown = true;
    });
    return { id: s.id, d: commands.join(' '), points };
  });

  return {
    width: size.width,
    height: size.height,
    plot,
    xTicks: stepTicks(stepCount).map((value) => ({ value, position: xOf(value - 1) })),
    yTicks: Y_TICKS.map((value) => ({ value, position: yOf(value) })),
    series: geometries,
    stepCount,
    xOf,
    yOf,
  };
}

/** The 0-based step nearest to an x position inside the plot. */
export function nearestStep(geometry: LineChartGeometry, x: number): number {
  if (geometry.stepCount <= 1) return 0;
  const { left, right } = geometry.plot;
  const ratio = (Math.min(right, Math.max(left, x)) - left) / (right - left);
  return Math.round(ratio * (geometry.stepCount - 1));
}
