/** Prefix of the console line a hydration problem leaves; the browser tests fail on it. */
export const HYDRATION_ERROR_PREFIX = 'A.L.I.V.E hydration:';

/**
 * React recovers from a prerendered document that does not match the first client render by
 * rendering the part again from scratch (docs/architecture.md, "First paint"). The page works, but
 * the first paint was wasted and may shift, so it is said loudly, where a test sees it.
 */
export function reportHydrationError(error: unknown, info?: { componentStack?: string }): void {
  console.error(HYDRATION_ERROR_PREFIX, error instanceof Error ? error.message : String(error), info?.componentStack ?? '');
}
