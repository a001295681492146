/**
 * How Website Analytics shows its figures (docs/product/admin.md, Website Analytics).
 */

/** A count of 1000 or more as `X.Yk` (one decimal); smaller counts as they are. */
export function compactCount(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(1)}k` : String(value);
}

/**
 * Change versus the previous period in whole percent: when the previous value is 0, 100 if the
 * current is above 0, else 0.
 */
export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 100);
}
