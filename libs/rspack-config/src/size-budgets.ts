/**
 * What a page may download, gzip KB (docs/architecture.md, "Shared singletons"): checked by
 * `npm run size` (scripts/size-report.ts) and, for the cold home screen, by e2e/tests/cold-load.spec.ts.
 */
export const BUDGETS_KB = { shellStartup: 40, remoteEntry: 8, shared: 120, coldHome: 204 } as const;
