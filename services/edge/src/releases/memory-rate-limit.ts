/**
 * A fixed-window counter per key in this process's memory, for the telemetry ingest: a beacon is too
 * cheap and too frequent to cost a database round trip (docs/architecture.md, "Rate limits"), and a
 * limit per edge replica is enough to keep one visitor from flooding the counts.
 */
export interface MemoryRateLimit {
  /** Counts one hit; null when allowed, else the milliseconds until the window ends. */
  hit(key: string, now?: number): number | null;
}

export function createMemoryRateLimit({ points, durationMs, maxKeys = 100_000 }: { points: number; durationMs: number; maxKeys?: number }): MemoryRateLimit {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    hit(key, now = Date.now()) {
      if (now - windowStart >= durationMs) {
        windowStart = now - (now % durationMs);
        counts = new Map();
      }
      const used = counts.get(key) ?? 0;
      // A flood of distinct keys is refused rather than grown without bound.
      if (used >= points || (used === 0 && counts.size >= maxKeys)) return windowStart + durationMs - now;
      counts.set(key, used + 1);
      return null;
    },
  };
}
