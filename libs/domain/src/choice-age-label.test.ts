import { describe, expect, it } from 'vitest';
import { choiceAgeLabel } from './choice-age-label.ts';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('choiceAgeLabel', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE - 1, 'Just now'],
    [MINUTE, '1 minute ago'],
    [2 * MINUTE - 1, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR - 1, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR - 1, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY - 1, '1 day ago'],
    [2 * DAY, '2 days ago'],
    [400 * DAY, '400 days ago'],
  ])('%i ms old → %s', (age, label) => {
    expect(choiceAgeLabel(ago(age), NOW)).toBe(label);
  });

  it('accepts ISO strings and epoch milliseconds as they arrive in JSON', () => {
    expect(choiceAgeLabel(ago(5 * MINUTE).toISOString(), NOW)).toBe('5 minutes ago');
    expect(choiceAgeLabel(ago(3 * HOUR).getTime(), NOW.getTime())).toBe('3 hours ago');
  });

  it('reads a slightly future time (clock skew) as Just now', () => {
    expect(choiceAgeLabel(new Date(NOW.getTime() + 30 * SECOND), NOW)).toBe('Just now');
  });

  it('gives an empty label for an unparseable time', () => {
    expect(choiceAgeLabel('not a date', NOW)).toBe('');
  });

  it('defaults now to the current clock', () => {
    expect(choiceAgeLabel(new Date(Date.now() - 10 * MINUTE))).toBe('10 minutes ago');
  });
});
