/** The bench's printed table and its JSON (docs/performance.md, "Phones: Lighthouse mobile"). */
import type { LighthouseBudget, LighthouseFormFactor } from '@alive/rspack-config/size-budgets';
import type { FailingAudit, LighthouseFigures } from '../../e2e/tests/support/lighthouse-figures.ts';

export interface ScreenResult {
  screen: string;
  path: string;
  formFactor: LighthouseFormFactor;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  budget: LighthouseBudget;
  misses: string[];
  /** Audits under 1 in any run, with how many runs they failed in, heaviest first. */
  failingAudits: (FailingAudit & { runs: number })[];
  reports: string[];
  /** Whether a timespan tried to measure INP (the home's tap); a tap Lighthouse saw no slow event for has none. */
  inpTried?: boolean;
}

/** How INP reads where no interaction was measured: a navigation has none. */
export const NO_INP = 'n/a (navigation)';

const cell = (value: string | number, width: number) => String(value).padStart(width);

export function printTable(results: readonly ScreenResult[], log: (line: string) => void): void {
  const head = `${'screen'.padEnd(18)} ${'form'.padEnd(7)} ${cell('Perf', 5)} ${cell('A11y', 5)} ${cell('BP', 4)} ${cell('SEO', 4)} ${cell('TBT ms', 7)} ${cell('LCP ms', 7)} ${cell('CLS', 6)}  ${'INP'.padEnd(17)} budget`;
  log(head);
  log('-'.repeat(head.length + 6));
  for (const result of results) {
    const m = result.median;
    const inp = m.inpMs !== null ? `${m.inpMs} ms` : result.inpTried ? 'none recorded' : NO_INP;
    const verdict = result.misses.length === 0 ? 'PASS' : `FAIL: ${result.misses.join('; ')}`;
    log(
      `${result.screen.padEnd(18)} ${result.formFactor.padEnd(7)} ${cell(m.performance, 5)} ${cell(m.accessibility, 5)} ${cell(m.bestPractices, 4)} ${cell(m.seo, 4)} ${cell(m.tbtMs, 7)} ${cell(m.lcpMs, 7)} ${cell(m.cls, 6)}  ${inp.padEnd(17)} ${verdict}`,
    );
  }
}

/** For each screen under budget or under 100 anywhere: the audits that cost it points. */
export function printFailingAudits(results: readonly ScreenResult[], log: (line: string) => void, limit = 8): void {
  for (const result of results) {
    if (result.failingAudits.length === 0) continue;
    log(`${result.screen} (${result.formFactor}): audits under 1 (runs failed of ${result.runs.length}), heaviest first`);
    for (const audit of result.failingAudits.slice(0, limit)) {
      log(`  [${audit.category}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} score ${audit.score} in ${audit.runs}`);
    }
    if (result.failingAudits.length > limit) log(`  … ${result.failingAudits.length - limit} more in the reports`);
  }
}

/** Merges the runs' failing audits: one line per audit, its lowest score and the number of runs it failed in. */
export function mergeFailingAudits(perRun: readonly FailingAudit[][]): (FailingAudit & { runs: number })[] {
  const merged = new Map<string, FailingAudit & { runs: number }>();
  for (const run of perRun) {
    for (const audit of run) {
      const key = `${audit.category}\u0000${audit.id}`;
      const seen = merged.get(key);
      if (seen) merged.set(key, { ...seen, runs: seen.runs + 1, score: Math.min(seen.score, audit.score) });
      else merged.set(key, { ...audit, runs: 1 });
    }
  }
  // Keeps the first run's order (heaviest first), moving audits that failed in more runs ahead.
  return [...merged.values()].sort((a, b) => b.runs - a.runs);
}
