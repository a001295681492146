import { hasVisibleCharacter } from '@alive/domain';
import { z } from 'zod';
import { visibleCharacterMessage } from './constants/text-rules.ts';

export { visibleCharacterMessage } from './constants/text-rules.ts';

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
export const MISLEADING_TEXT_MESSAGE = 'must not contain control characters or text-direction overrides';

/**
 * Characters that let text shown to other people mislead them (docs/api.md, Input rules): C0 and C1
 * controls and DEL, the line and paragraph separators, and the bidi embedding, override and isolate
 * controls that reorder what is displayed (the "Trojan Source" trick). The marks LRM, RLM and ALM stay
 * allowed: right-to-left writing needs them and they reorder nothing.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const SINGLE_LINE_MISLEADING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** The same, but tab, line feed and carriage return (and the Unicode line separators) are allowed. */
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_MISLEADING = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/**
 * `text` without the characters a single-line `safeText` refuses: for text the platform shows but did
 * not take from a form, such as a person's name from the identity provider, where refusing is no option.
 */
export function withoutMisleadingCharacters(text: string): string {
  // A line break or tab separated words: it becomes a space, everything else goes.
  return text.replace(/[\t\n\r\u2028\u2029]/gu, ' ').replace(new RegExp(SINGLE_LINE_MISLEADING.source, 'gu'), '');
}

/**
 * A name the platform shows but did not take from a form (a person's name from the identity provider):
 * `withoutMisleadingCharacters`, trimmed, and null when nothing visible is left (`hasVisibleCharacter`),
 * so a name of zero-width spaces or Hangul fillers never shows as a blank label.
 */
export function shownNameOrNull(text: string | undefined): string | null {
  const cleaned = text === undefined ? '' : withoutMisleadingCharacters(text).trim();
  return hasVisibleCharacter(cleaned) ? cleaned : null;
}

/** Whether `text` holds a character that `safeText` refuses (see SINGLE_LINE_MISLEADING). */
export function hasMisleadingCharacters(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? MULTI_LINE_MISLEADING : SINGLE_LINE_MISLEADING).test(text);
}

/**
 * Text a Postgres `text` column can hold (no `\u0000`, which it refuses) with a length limit, and
 * without characters that could mislead whoever reads it (hasMisleadingCharacters; `multiline` allows
 * line breaks and tabs). `trim` trims before the other checks (so `min: 1` refuses blank text and a
 * trailing newline is no reason to refuse); `minMessage` replaces the message for text that is too
 * short or absent (e.g. a screen's "Group name is required").
 *
 * `label` marks a name or title people see as a label (a group name, a pair option, a content title):
 * such text must have a visible character (`hasVisibleCharacter` of @alive/domain), so a zero-width
 * space or a Hangul filler alone is refused with `<label> must contain a visible character`. Empty text
 * is left to `min`, so an optional name may still be blank.
 */
export function safeText({
  max,
  min = 0,
  trim = false,
  minMessage,
  multiline = false,
  label,
}: {
  max: number;
  min?: number;
  trim?: boolean;
  minMessage?: string;
  multiline?: boolean;
  label?: string;
}) {
  const base = trim ? z.string({ error: minMessage }).trim() : z.string({ error: minMessage });
  const checked = base
    .min(min, minMessage ?? (min === 1 ? 'must not be empty' : `must be at least ${min} characters`))
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !text.includes('\u0000'), NUL_MESSAGE)
    // NUL has its own message above; one reason per problem.
    .refine((text) => text.includes('\u0000') || !hasMisleadingCharacters(text, { multiline }), MISLEADING_TEXT_MESSAGE);
  if (label === undefined) return checked;
  // Text refused above for what it holds is not refused again for what it lacks.
  return checked.refine(
    (text) => text === '' || text.includes('\u0000') || hasMisleadingCharacters(text, { multiline }) || hasVisibleCharacter(text),
    visibleCharacterMessage(label),
  );
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
