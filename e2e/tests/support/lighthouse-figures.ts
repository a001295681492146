/**
 * What one Lighthouse report says about a screen, the median of several, and which budgets a median
 * misses (libs/rspack-config/src/lighthouse-budgets.ts). Pure: the bench and the browser test share it.
 */
import type { LighthouseBudget } from '@alive/rspack-config/size-budgets';

/** The parts of a Lighthouse result (LH.Result) read here. */
export interface LighthouseResultLike {
  categories: Record<string, { title: string; score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string } | undefined>;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Only a timespan with an interaction has one; a navigation never does. */
  inpMs: number | null;
}

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
}

export const CATEGORY_KEYS = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' } as const;

const score = (lhr: LighthouseResultLike, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResultLike, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function figuresOf(lhr: LighthouseResultLike, inpMs: number | null = null): LighthouseFigures {
  return {
    performance: score(lhr, CATEGORY_KEYS.performance),
    accessibility: score(lhr, CATEGORY_KEYS.accessibility),
    bestPractices: score(lhr, CATEGORY_KEYS.bestPractices),
    seo: score(lhr, CATEGORY_KEYS.seo),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    inpMs,
  };
}

/** Audits that cost a category points: scored, under 1, heaviest first (weight 0 audits last). */
export function failingAudits(lhr: LighthouseResultLike): FailingAudit[] {
  const failing: (FailingAudit & { weight: number })[] = [];
  for (const category of Object.values(lhr.categories)) {
    if (!category || category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      failing.push({ category: category.title, id: ref.id, title: audit.title, score: audit.score, weight: ref.weight, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) });
    }
  }
  return failing.sort((a, b) => b.weight - a.weight || a.score - b.score).map(({ weight: _weight, ...audit }) => audit);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs (INP over the runs that measured one). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: Exclude<keyof LighthouseFigures, 'inpMs'>) => median(runs.map((run) => run[key]));
  const inp = runs.flatMap((run) => (run.inpMs === null ? [] : [run.inpMs]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    tbtMs: of('tbtMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    inpMs: inp.length > 0 ? median(inp) : null,
  };
}

/** Each budget the figures miss, said as `Performance 91 < 95`; empty when all are met. */
export function budgetMisses(figures: LighthouseFigures, budget: LighthouseBudget): string[] {
  const misses: string[] = [];
  const atLeast = (label: string, value: number, min: number) => {
    if (!(value >= min)) misses.push(`${label} ${value} < ${min}`);
  };
  const atMost = (label: string, value: number, max: number | undefined) => {
    if (max !== undefined && !(value <= max)) misses.push(`${label} ${value} ms > ${max} ms`);
  };
  atLeast('Performance', figures.performance, budget.performance);
  atLeast('Accessibility', figures.accessibility, budget.accessibility);
  atLeast('Best Practices', figures.bestPractices, budget.bestPractices);
  atLeast('SEO', figures.seo, budget.seo);
  atMost('TBT', figures.tbtMs, budget.tbtMs);
  atMost('LCP', figures.lcpMs, budget.lcpMs);
  return misses;
}
