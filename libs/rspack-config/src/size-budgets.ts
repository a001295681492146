/**
 * What a page may download, gzip KB (docs/architecture.md, "Shared singletons"): checked by
 * `npm run size` (scripts/size-report.ts) and, for the cold home screen, by e2e/tests/cold-load.spec.ts.
 */
export const BUDGETS_KB = { shellStartup: 36, remoteEntry: 8, shared: 120, coldHome: 200 } as const;

// The Lighthouse and INP budgets live beside these, one module for every budget of a page.
export { LIGHTHOUSE_BUDGETS, PHONE_CI_GATE, INP_P75_BUDGET_MS, INP_CPU_SLOWDOWN, type LighthouseBudget, type LighthouseFormFactor } from './lighthouse-budgets.ts';
