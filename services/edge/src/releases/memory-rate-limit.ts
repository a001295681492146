/**
 * A fixed-window counter per key in this process's memory, for the telemetry ingest: a beacon is too
 * cheap and too frequent to cost a database round trip (docs/architecture.md, "Rate limits"), and a
 * limit per edge replica is enough to keep one sender from flooding the counts.
 *
 * The counts live in a count-min sketch of fixed size (conservative update), not a map: memory stays
 * the same however many keys an attacker sends, and no key is ever refused because the table is full.
 * A flood of distinct keys only adds a little to every estimate (about hits ÷ width), so a real
 * visitor's address or page load is refused only when it sent nearly its own limit.
 */
export interface MemoryRateLimit {
  /** Counts one hit; null when allowed, else the milliseconds until the window ends. */
  hit(key: string, now?: number): number | null;
  /** Bytes the counts take (fixed). */
  readonly bytes: number;
}

const DEPTH = 4;

/** FNV-1a over UTF-16 code units, with a seed: two independent-enough hashes for double hashing. */
function fnv1a(key: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function createMemoryRateLimit({ points, durationMs, width = 1 << 16 }: { points: number; durationMs: number; width?: number }): MemoryRateLimit {
  const counts = new Uint32Array(DEPTH * width);
  const cells = new Uint32Array(DEPTH);
  let windowStart = 0;
  return {
    bytes: counts.byteLength,
    hit(key, now = Date.now()) {
      if (now - windowStart >= durationMs) {
        windowStart = now - (now % durationMs);
        counts.fill(0);
      }
      const h1 = fnv1a(key, 0);
      const h2 = fnv1a(key, 0x9e3779b9) | 1;
      let estimate = Number.POSITIVE_INFINITY;
      for (let row = 0; row < DEPTH; row += 1) {
        const cell = row * width + ((h1 + Math.imul(row, h2)) >>> 0) % width;
        cells[row] = cell;
        estimate = Math.min(estimate, counts[cell]!);
      }
      if (estimate >= points) return windowStart + durationMs - now;
      // Conservative update: only the cells at the minimum grow, which keeps collisions' overcount low.
      for (let row = 0; row < DEPTH; row += 1) if (counts[cells[row]!] === estimate) counts[cells[row]!] = estimate + 1;
      return null;
    },
  };
}
