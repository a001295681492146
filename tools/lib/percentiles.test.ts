import { median, percentile, summarize } from './percentiles.mjs';

/** At or above the sample, by at most 0.1 %. */
const within = (figure: number, sample: number) => figure >= sample && figure <= sample * 1.001;

// One percentile helper for every tool (tools/README.md, "Shared pieces"): an HDR histogram at 3 significant
// digits, so a figure is within 0.1 % of the sample it stands for.
describe('percentiles', () => {
  it('summarizes latencies to within 0.1 % of the samples, with count, mean and max as measured', () => {
    const latencies = Array.from({ length: 1000 }, (_, i) => (i + 1) / 100); // 0.01 … 10.00 ms
    const summary = summarize(latencies);
    expect(summary.count).toBe(1000);
    expect(summary.mean).toBeCloseTo(5.005, 9);
    expect(summary.max).toBe(10);
    expect([within(summary.p50, 5), within(summary.p90, 9), within(summary.p95, 9.5), within(summary.p99, 9.9)]).toEqual([true, true, true, true]);
  });

  it('reads NaN where there are no samples', () => {
    expect(summarize([])).toMatchObject({ count: 0, p50: NaN, p99: NaN, max: NaN });
    expect(percentile([], 50)).toBeNaN();
    expect(median([])).toBeNaN();
  });

  it('reads whole numbers below 2,048 exactly', () => {
    const choices = [12, 15, 15, 17, 18, 21, 24, 30, 41, 61];
    expect(percentile(choices, 50)).toBe(18);
    expect(percentile(choices, 90)).toBe(41);
    expect(percentile(choices, 100)).toBe(61);
  });

  it('counts a wait that never ended above every measured one', () => {
    const summary = summarize([1, 2, 3, 4, 5, 6, 7, 8, 9, Infinity]);
    expect(summary).toMatchObject({ count: 10, p95: Infinity, p99: Infinity, max: Infinity });
    expect([within(summary.p50, 5), within(summary.p90, 9)]).toEqual([true, true]);
    expect(summarize([Infinity])).toMatchObject({ count: 1, p50: Infinity });
  });

  it('takes the middle run, the upper of two, leaving out runs that measured nothing', () => {
    expect(median([3.2, 1.1, 2.5])).toBe(2.5);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([2, Number.NaN, 1, 3])).toBe(2);
    expect(median([Infinity, 1, Infinity])).toBe(Infinity);
  });
});
