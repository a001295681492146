/** "A", "A and B", "A, B and C". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Clamps to 0..1 and rounds to 4 decimals so outputs are stable and readable. */
export function unitInterval(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 10000) / 10000;
}

/** Rounds to 4 decimals. */
export function round4(value: number): number {
  return Math.round(value * 10000) / 10000;
}

/** Ascending code-unit order (never locale-dependent), for deterministic tie-breaks. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
