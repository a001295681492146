/**
 * What one page load may still report (docs/deploy.md, "Only real page loads report"): one load per
 * remote, a few errors, a few samples of each vital. A replayed token therefore adds nothing to the
 * judge's counts, and a stolen one adds at most what a real page could.
 *
 * Kept per page id in this process's memory, in insertion order and bounded: when full, the oldest page
 * is forgotten. Forgetting costs nothing the judge relies on, since it counts page loads by distinct
 * token in Postgres (a page load is one row however often it is reported); the bound here keeps the
 * metrics honest and the memory fixed.
 */
export const PAGE_LOAD_LIMITS = {
  /** Errors counted from one page load (every source together). */
  errors: 20,
  /** Samples of one vital from one page load (INP and CLS are reported again as they grow). */
  vitalSamples: 5,
} as const;

export type BoundVerdict = 'ok' | 'duplicate_load' | 'over_bound';

interface PageState {
  loads: Set<string>;
  errors: number;
  /** Remotes this page already reported its first error of. */
  errored: Set<string>;
  vitals: Map<string, number>;
}

export interface PageLoadBounds {
  /** Whether a load of `remote` may still count for `page` (and counts it). */
  load(page: string, remote: string): BoundVerdict;
  error(page: string): BoundVerdict;
  /** Whether this is the page's first error of `remote` ("a page load with an error" counts once per page). */
  firstError(page: string, remote: string): boolean;
  vital(page: string, name: string): BoundVerdict;
  size(): number;
}

export function createPageLoadBounds({ maxPages = 200_000 }: { maxPages?: number } = {}): PageLoadBounds {
  const pages = new Map<string, PageState>();
  function state(page: string): PageState {
    let found = pages.get(page);
    if (!found) {
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value!);
      found = { loads: new Set(), errors: 0, errored: new Set(), vitals: new Map() };
      pages.set(page, found);
    }
    return found;
  }
  return {
    load(page, remote) {
      const { loads } = state(page);
      if (loads.has(remote)) return 'duplicate_load';
      loads.add(remote);
      return 'ok';
    },
    error(page) {
      const found = state(page);
      if (found.errors >= PAGE_LOAD_LIMITS.errors) return 'over_bound';
      found.errors += 1;
      return 'ok';
    },
    firstError(page, remote) {
      const { errored } = state(page);
      if (errored.has(remote)) return false;
      errored.add(remote);
      return true;
    },
    vital(page, name) {
      const { vitals } = state(page);
      const seen = vitals.get(name) ?? 0;
      if (seen >= PAGE_LOAD_LIMITS.vitalSamples) return 'over_bound';
      vitals.set(name, seen + 1);
      return 'ok';
    },
    size: () => pages.size,
  };
}
