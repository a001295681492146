/**
 * The one way the admin screens write a moment (docs/product/admin.md, "Decision — one date format"):
 * in the reader's own time zone, month as a word so no one reads 12/7 as 7 December or the other way,
 * the 24-hour clock. A UTC day (Website Analytics) is written the same way, without a time.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const UTC_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

type Moment = string | number | Date;

/** "Dec 7, 2026, 14:05" */
export const formatDateTime = (moment: Moment): string => DATE_TIME.format(new Date(moment));

/** "Dec 7, 2026" for a UTC day written "2026-12-07"; text that is no such day is shown as it is. */
export function formatUtcDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : UTC_DAY.format(date);
}
