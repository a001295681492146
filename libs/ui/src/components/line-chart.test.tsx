import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart, type LineChartSeries } from './line-chart.tsx';

const SERIES: LineChartSeries[] = [
  { key: 'stable', label: 'v1 (stable)', color: '#00f', lines: [[[0, 0], [5, 10], [10, 5]], [[5, 0.5]]] },
  { key: 'canary', label: 'v2 (canary)', color: '#f00', dash: '6 3', lines: [[[0, 2], [10, 2]], [[0, 0.1], [10, 1]]] },
];

async function renderChart(series = SERIES) {
  render(
    <LineChart
      label="Page loads per minute"
      xDomain={[0, 10]}
      xLabels={['60 min ago', 'now']}
      panels={[
        { title: 'Page loads', yMax: 10, yMaxLabel: '10' },
        { title: 'Errors', yMax: 1, yMaxLabel: '100%', yMinLabel: '0%', dots: true },
      ]}
      series={series}
    />,
  );
  // The drawing is a lazily loaded chunk: wait for it.
  return screen.findByRole('img', { name: 'Page loads per minute' });
}

const pointsOf = (line: Element) => line.getAttribute('points')!.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);

describe('LineChart', () => {
  it('is one image named by its summary, with the axis texts', async () => {
    const chart = await renderChart();
    for (const text of ['Page loads', 'Errors', '10', '100%', '0%', '60 min ago', 'now']) expect(chart).toHaveTextContent(text);
  });

  it('scales x over the domain and y over each panel, the top value at the panel top', async () => {
    const chart = await renderChart();
    const [loads] = chart.querySelectorAll('g[data-series="stable"] polyline');
    const [[x0, y0], [x1, y1], [x2]] = pointsOf(loads!) as [[number, number], [number, number], [number, number]];
    expect(x0).toBe(44); // the left edge of the plot
    expect(x2).toBe(592); // 600 wide, 8 px right padding
    expect(x1).toBe(318);
    expect(y1).toBe(16); // 10 of 10: the first panel's top
    expect(y0).toBe(16 + 90); // 0: its bottom
  });

  it('draws a line per series and panel, a single point only as a dot where the panel has dots', async () => {
    const chart = await renderChart();
    expect(chart.querySelectorAll('g[data-series="stable"] polyline')).toHaveLength(1);
    expect(chart.querySelectorAll('g[data-series="stable"] circle')).toHaveLength(1);
    expect(chart.querySelectorAll('g[data-series="canary"] polyline')).toHaveLength(2);
    expect(chart.querySelectorAll('g[data-series="canary"] circle')).toHaveLength(2);
    const [canaryErrors] = [...chart.querySelectorAll('g[data-series="canary"] polyline')].slice(1);
    // The second panel starts a gap below the first: 16 + 90 + 30.
    expect(pointsOf(canaryErrors!).map(([, y]) => y)).toEqual([136 + 81, 136]);
    expect(canaryErrors).toHaveAttribute('stroke-dasharray', '6 3');
  });

  it('names every series in the legend, with its colour and dashes', async () => {
    await renderChart();
    expect(screen.getByText('v1 (stable)', { selector: 'figcaption span' })).toBeInTheDocument();
    const canary = screen.getByText('v2 (canary)', { selector: 'figcaption span' });
    expect(canary.querySelector('line')).toHaveAttribute('stroke-dasharray', '6 3');
    expect(canary.querySelector('line')).toHaveAttribute('stroke', '#f00');
  });
});
