/**
 * Durations of the rules and dashboards, in seconds, written the way PromQL and rule files take them
 * (`5m`, `1h`, `3d`). Kept as numbers so a test can shrink every window at once (alert-timing.ts).
 */
export const SECOND = 1;
export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const UNITS: readonly (readonly [string, number])[] = [
  ['d', DAY],
  ['h', HOUR],
  ['m', MINUTE],
  ['s', SECOND],
];

/** `3600` → `1h`, `4320` → `72m`, `0.5` → `500ms`: the largest unit that divides the duration. */
export function promDuration(seconds: number): string {
  if (!(seconds > 0)) throw new Error(`a duration must be positive, got ${seconds}`);
  for (const [unit, size] of UNITS) if (seconds % size === 0) return `${seconds / size}${unit}`;
  const ms = seconds * 1000;
  if (Number.isInteger(ms)) return `${ms}ms`;
  throw new Error(`${seconds} s is not a whole number of milliseconds`);
}
