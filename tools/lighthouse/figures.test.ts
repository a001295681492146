import { LIGHTHOUSE_BUDGETS } from '@alive/rspack-config/size-budgets';
import { budgetMisses, failingAudits, figuresOf, median, medianFigures, type LighthouseFigures, type LighthouseResultLike } from '../../e2e/tests/support/lighthouse-figures.ts';
import { mergeFailingAudits } from './report.ts';

const lhr = (performance: number, tbt: number, lcp: number): LighthouseResultLike => ({
  categories: {
    performance: { title: 'Performance', score: performance, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }, { id: 'total-blocking-time', weight: 30 }] },
    accessibility: { title: 'Accessibility', score: 0.98, auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'landmark-one-main', weight: 0 }, { id: 'manual-check', weight: 0 }] },
    'best-practices': { title: 'Best Practices', score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    seo: { title: 'SEO', score: 1, auditRefs: [] },
  },
  audits: {
    'total-blocking-time': { title: 'Total Blocking Time', score: tbt > 200 ? 0.5 : 1, scoreDisplayMode: 'numeric', numericValue: tbt },
    'largest-contentful-paint': { title: 'Largest Contentful Paint', score: 0.8, scoreDisplayMode: 'numeric', numericValue: lcp, displayValue: `${lcp / 1000} s` },
    'cumulative-layout-shift': { title: 'Cumulative Layout Shift', score: 1, scoreDisplayMode: 'numeric', numericValue: 0.0123 },
    'color-contrast': { title: 'Contrast', score: 0, scoreDisplayMode: 'binary' },
    'landmark-one-main': { title: 'One main landmark', score: 0, scoreDisplayMode: 'binary' },
    'manual-check': { title: 'Checked by hand', score: null, scoreDisplayMode: 'manual' },
    'errors-in-console': { title: 'No errors', score: 0, scoreDisplayMode: 'binary' },
  },
});

describe('Lighthouse figures', () => {
  it('reads scores as 0..100 and the metrics in ms', () => {
    expect(figuresOf(lhr(0.934, 120.4, 1499.6))).toEqual({ performance: 93, accessibility: 98, bestPractices: 100, seo: 100, tbtMs: 120, lcpMs: 1500, cls: 0.012, inpMs: null });
  });

  it('takes each figure’s own median, INP only over the runs that measured one', () => {
    const runs: LighthouseFigures[] = [figuresOf(lhr(0.9, 300, 1400), 80), figuresOf(lhr(0.97, 100, 1600)), figuresOf(lhr(0.95, 200, 1500), 120)];
    expect(medianFigures(runs)).toMatchObject({ performance: 95, tbtMs: 200, lcpMs: 1500, inpMs: 100 });
    expect(median([])).toBeNaN();
  });

  it('names every budget a median misses, and none when all are met', () => {
    const figures = figuresOf(lhr(0.94, 201, 1501));
    expect(budgetMisses(figures, LIGHTHOUSE_BUDGETS.mobile)).toEqual([
      `Performance 94 < ${LIGHTHOUSE_BUDGETS.mobile.performance}`,
      `Accessibility 98 < ${LIGHTHOUSE_BUDGETS.mobile.accessibility}`,
      `TBT 201 ms > ${LIGHTHOUSE_BUDGETS.mobile.tbtMs} ms`,
      `LCP 1501 ms > ${LIGHTHOUSE_BUDGETS.mobile.lcpMs} ms`,
    ]);
    // The desktop has no LCP budget.
    expect(budgetMisses({ ...figures, performance: 100, accessibility: 100, tbtMs: 10 }, LIGHTHOUSE_BUDGETS.desktop)).toEqual([]);
  });

  it('lists the scored audits that cost points, heaviest first, in categories under 100 only', () => {
    const failing = failingAudits(lhr(0.9, 300, 1400));
    expect(failing.map((audit) => audit.id)).toEqual(['total-blocking-time', 'largest-contentful-paint', 'color-contrast', 'landmark-one-main']);
    expect(failing[1]).toMatchObject({ category: 'Performance', title: 'Largest Contentful Paint', displayValue: '1.4 s' });
  });

  it('merges the runs’ failing audits with the number of runs each failed in', () => {
    const merged = mergeFailingAudits([failingAudits(lhr(0.9, 300, 1400)), failingAudits(lhr(0.97, 100, 1400))]);
    expect(merged.find((audit) => audit.id === 'total-blocking-time')).toMatchObject({ runs: 1, score: 0.5 });
    expect(merged.find((audit) => audit.id === 'color-contrast')).toMatchObject({ runs: 2 });
  });
});
