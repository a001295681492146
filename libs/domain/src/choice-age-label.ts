/**
 * Age label of a recent choice (docs/product/choices.md, Recent-choice age labels): "Just now"; "N minutes ago" under 60 minutes;
 * "N hours ago" under 24 hours; "N days ago" beyond. Counts are floored (59 s is still "Just now",
 * 119 s is "1 minute ago") and a count of one takes the singular ("1 minute ago", "1 day ago").
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function unitLabel(count: number, unit: 'minute' | 'hour' | 'day'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

function toTime(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * `createdAt` may be a Date, an ISO string (as it arrives in JSON) or epoch milliseconds.
 * A time slightly in the future (clock skew between server and browser) reads "Just now";
 * an unparseable time yields an empty label rather than "NaN days ago".
 */
export function choiceAgeLabel(createdAt: Date | string | number, now: Date | number = Date.now()): string {
  const created = toTime(createdAt);
  const current = toTime(now);
  if (!Number.isFinite(created) || !Number.isFinite(current)) return '';
  const elapsed = current - created;
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return unitLabel(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return unitLabel(Math.floor(elapsed / HOUR_MS), 'hour');
  return unitLabel(Math.floor(elapsed / DAY_MS), 'day');
}
