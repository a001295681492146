/** 0..1 → "85%" (rounded, clamped to 0..100). */
export function percentOf(fraction: number): string {
  const value = Number.isFinite(fraction) ? Math.round(Math.min(1, Math.max(0, fraction)) * 100) : 0;
  return `${value}%`;
}
