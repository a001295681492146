import { describe, expect, it } from 'vitest';
import { lineChartGeometry, nearestStep, niceStep, stepTicks } from './line-chart-geometry.ts';

const margins = { top: 10, right: 10, bottom: 30, left: 40 };

describe('niceStep / stepTicks', () => {
  it('rounds up to 1, 2, 5 × 10^n', () => {
    expect(niceStep(0.4)).toBe(1);
    expect(niceStep(1)).toBe(1);
    expect(niceStep(1.2)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(11)).toBe(20);
    expect(niceStep(60)).toBe(100);
  });

  it('labels every step when there are few, and about six when there are many', () => {
    expect(stepTicks(0)).toEqual([]);
    expect(stepTicks(4)).toEqual([1, 2, 3, 4]);
    expect(stepTicks(6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stepTicks(20)).toEqual([1, 5, 10, 15, 20]);
    expect(stepTicks(50)).toEqual([1, 10, 20, 30, 40, 50]);
    expect(stepTicks(12)).toEqual([1, 5, 10]);
  });
});

describe('lineChartGeometry', () => {
  it('maps the first and last step to the plot edges and scores 0..1 to bottom..top', () => {
    const g = lineChartGeometry([{ id: 'a', values: [0, 0.5, 1] }], { width: 250, height: 140 }, margins);
    expect(g.plot).toEqual({ left: 40, top: 10, right: 240, bottom: 110 });
    expect(g.series[0]!.points.map((p) => [p.x, p.y])).toEqual([
      [40, 110],
      [140, 60],
      [240, 10],
    ]);
    expect(g.series[0]!.d).toBe('M40,110 L140,60 L240,10');
    expect(g.yTicks.map((t) => t.position)).toEqual([110, 85, 60, 35, 10]);
    expect(g.xTicks.map((t) => t.value)).toEqual([1, 2, 3]);
  });

  it('starts a new sub-path after a gap and never bridges missing values', () => {
    const g = lineChartGeometry([{ id: 'a', values: [null, 0.5, 0.6, null, 0.8] }], { width: 250, height: 140 }, margins);
    expect(g.series[0]!.d).toBe('M90,60 L140,50 M240,30');
    expect(g.series[0]!.points.map((p) => p.index)).toEqual([1, 2, 4]);
  });

  it('centres a single step and clamps values outside 0..1', () => {
    const g = lineChartGeometry([{ id: 'a', values: [1.4] }], { width: 240, height: 140 }, margins);
    expect(g.series[0]!.points[0]).toMatchObject({ x: 135, y: 10, value: 1 });
  });

  it('finds the nearest step for a pointer position', () => {
    const g = lineChartGeometry([{ id: 'a', values: [0.1, 0.2, 0.3, 0.4, 0.5] }], { width: 240, height: 140 }, margins);
    expect(nearestStep(g, 0)).toBe(0);
    expect(nearestStep(g, 100)).toBe(1);
    expect(nearestStep(g, 230)).toBe(4);
    expect(nearestStep(g, 999)).toBe(4);
  });
});
