import { z } from 'zod';
import { isIP } from 'node:net';

/**
 * Schemas for the text of an environment variable. Each failure says what was expected in words a
 * person setting the variable understands; the reader adds the variable's name and the value it got.
 */
function envValue<T>(expected: string, parse: (raw: string) => T | undefined): z.ZodType<T, string> {
  return z.string().transform((raw, ctx) => {
    const value = parse(raw);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: `expected ${expected}` });
      return z.NEVER;
    }
    return value;
  });
}

const wholeNumber = (raw: string): number | undefined => (/^\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined);

/** Any text. */
export const text = envValue('text', (raw) => raw);

/** A whole number of at least 1 (counts, milliseconds). */
export const positiveInt = envValue('a positive whole number', (raw) => {
  const value = wholeNumber(raw);
  return value !== undefined && value >= 1 ? value : undefined;
});

/** A whole number of at least 0. */
export const nonNegativeInt = envValue('a whole number of at least 0', wholeNumber);

/** A TCP port; 0 lets the system choose one (tests). */
export const port = envValue('a port from 0 to 65535', (raw) => {
  const value = wholeNumber(raw);
  return value !== undefined && value <= 65_535 ? value : undefined;
});

export interface RateLimitValue {
  points: number;
  durationSeconds: number;
}

/** `<points>/<seconds>`, both at least 1: `120/60` is 120 per minute (docs/architecture.md "Rate limits"). */
export const pointsPerSeconds = envValue<RateLimitValue>('<points>/<seconds> with both at least 1 (e.g. 120/60)', (raw) => {
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  const points = Number(match?.[1]);
  const durationSeconds = Number(match?.[2]);
  return match && points >= 1 && durationSeconds >= 1 ? { points, durationSeconds } : undefined;
});

/** A limit written the way pointsPerSeconds reads it, for a declaration's default. */
export const pointsPerSecondsText = ({ points, durationSeconds }: RateLimitValue): string => `${points}/${durationSeconds}`;

/** A share from 0 to 1. */
export const fraction = envValue('a number from 0 to 1', (raw) => (/^(0(\.\d+)?|1(\.0+)?)$/.test(raw) ? Number(raw) : undefined));

/** An http(s) URL, as written. */
export const httpUrl = envValue('an http(s) URL', (raw) => {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw : undefined;
  } catch {
    return undefined;
  }
});

/** Comma-separated items, each trimmed, empty ones dropped. */
export const commaList = envValue('a comma-separated list', (raw) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

/** `true` or `false`. */
export const flag = envValue('true or false', (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined));

/** One of `values`. */
export function oneOf<const V extends string>(values: readonly V[]): z.ZodType<V, string> {
  return envValue(`one of ${values.join(', ')}`, (raw) => (values.includes(raw as V) ? (raw as V) : undefined));
}

/** Comma list of IPv4/IPv6 addresses or CIDR blocks (`10.0.0.0/8, ::1`), as written; empty is none. */
export const cidrList = envValue('a comma-separated list of IP addresses or CIDR blocks (e.g. 10.0.0.0/8, ::1/128)', (raw) => {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.every(isCidr) ? entries : undefined;
});

function isCidr(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
