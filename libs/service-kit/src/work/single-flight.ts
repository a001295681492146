/**
 * Concurrent calls with the same key share one run (docs/architecture.md, "Expensive work"): twenty
 * identical "generate" presses from one person cost one generation, and all twenty get its answer.
 * The key must name everything the answer depends on (the person and the input). A failed run fails
 * every caller that shared it; the next call starts afresh.
 */
export interface SingleFlight {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Runs in flight now (for metrics and tests). */
  readonly inFlight: number;
}

export function createSingleFlight(): SingleFlight {
  const running = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const shared = running.get(key);
      if (shared) return shared as Promise<T>;
      const started = (async () => {
        try {
          return await work();
        } finally {
          running.delete(key);
        }
      })();
      running.set(key, started);
      return started;
    },
    get inFlight() {
      return running.size;
    },
  };
}
