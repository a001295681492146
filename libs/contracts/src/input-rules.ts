import { z } from 'zod';

/**
 * The building blocks of every request contract (docs/api.md, Input rules): numbers bounded by the column
 * they land in, text that Postgres can store and that has a length limit, and query/path numbers written
 * only in decimal digits. A request field built from anything else is a finding of scripts/strict-input.property.test.ts
 * waiting to happen.
 */

/** Largest value of a Postgres `integer` (int4) column; one more and the insert fails with a 500. */
export const INT4_MAX = 2_147_483_647;

/** An integer that fits an int4 column, `min` (default 0) to `max` (default INT4_MAX). */
export function int4({ min = 0, max = INT4_MAX }: { min?: number; max?: number } = {}) {
  if (min < -INT4_MAX - 1 || max > INT4_MAX || min > max) throw new Error(`int4: bounds ${min}..${max} do not fit an int4 column`);
  return z.number().int().min(min).max(max);
}

/** A row id of an int4 (autoincrement) column: 1..2147483647. */
export const int4Id = int4({ min: 1 });

const NUL_MESSAGE = 'must not contain NUL characters';

/**
 * Text a Postgres `text` column can hold (no `\u0000`, which it refuses) with a length limit.
 * `trim` trims before the length checks (so `min: 1` refuses blank text); `minMessage` replaces the
 * message for text that is too short or absent (e.g. a screen's "Group name is required").
 */
export function safeText({ max, min = 0, trim = false, minMessage }: { max: number; min?: number; trim?: boolean; minMessage?: string }) {
  const base = trim ? z.string({ error: minMessage }).trim() : z.string({ error: minMessage });
  return base
    .min(min, minMessage ?? (min === 1 ? 'must not be empty' : `must be at least ${min} characters`))
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !text.includes('\u0000'), NUL_MESSAGE);
}

/**
 * A whole number in a query string or path segment: decimal digits only (no `0x5`, `1e1`, `+5`, ` 5`,
 * `5.0`, which `z.coerce.number()` would accept), then bounded like `int4`.
 */
export function queryInt({ min = 0, max = INT4_MAX }: { min?: number; max?: number } = {}) {
  return z
    .string()
    .regex(/^[0-9]{1,10}$/, 'must be a whole number written in decimal digits')
    .transform(Number)
    .pipe(int4({ min, max }));
}
