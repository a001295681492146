import {
  createRateLimiter,
  tooManyRequests,
  type RateLimitDatabase,
  type RateLimiter,
  type RateLimitSetting,
} from '@alive/service-kit';
import { signInAccountKey, type DeviceCookie } from './device-cookies.ts';

/**
 * Failed sign-ins against one account from one address before that pair is locked for the window.
 * The lock is per (account, address), so nobody can lock the owner out by typing their e-mail
 * (docs/architecture.md, "Sign-in limits").
 */
export const ACCOUNT_RATE_LIMIT_DEFAULT: RateLimitSetting = { points: 10, durationSeconds: 15 * 60 };
/** Failed sign-ins one address may make per window; higher, since many people can share one address. */
export const ADDRESS_RATE_LIMIT_DEFAULT: RateLimitSetting = { points: 30, durationSeconds: 15 * 60 };

/**
 * Failures against one account from anywhere: the first `freeFailures` in `windowSeconds` cost nothing;
 * each further one makes the account wait 1, 2, 4 … seconds (at most `maxDelaySeconds`) before the next
 * attempt, from every address that has not signed in to it before. The owner's usual addresses are not
 * slowed.
 */
export interface AccountDelaySetting {
  freeFailures: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}
export const ACCOUNT_DELAY_DEFAULT: AccountDelaySetting = { freeFailures: 5, maxDelaySeconds: 15 * 60, windowSeconds: 60 * 60 };
/** How long an address that signed in to an account stays "usual" for it. */
const KNOWN_ADDRESS_DAYS = 90;
/**
 * The longest a limiter counting in memory can keep an entry: its expiry is a timer, and Node runs a
 * timer of more than 2^31 - 1 ms at once, so a longer entry would vanish as soon as it is written.
 */
const MEMORY_LONGEST_SECONDS = Math.floor((2 ** 31 - 1) / 1000);
/**
 * Wrong passwords one device cookie may present in the window before it goes on the lockout list for
 * that long (device-cookies.ts); meanwhile its browser signs in like any other (IDENTITY_DEVICE_FAILURE_LIMIT).
 */
export const DEVICE_FAILURE_LIMIT_DEFAULT: RateLimitSetting = { points: 10, durationSeconds: 15 * 60 };

export interface SignInLimiters {
  perAddress: RateLimiter;
  perAccountAddress: RateLimiter;
  accountFailures: RateLimiter;
  accountDelay: RateLimiter;
  knownAddresses: RateLimiter;
  /** Wrong passwords per device cookie (a counter; the limit is `deviceFailureLimit`). */
  deviceFailures: RateLimiter;
  /** The lockout list: device cookies locked after too many failures, or retired when replaced. */
  deviceLockouts: RateLimiter;
  delay: AccountDelaySetting;
  deviceFailureLimit: RateLimitSetting;
  /** The longest entry the limiters can keep: unbounded in Postgres, about 24 days in memory. */
  longestSeconds: number;
}

export interface SignInLimitSettings {
  /** Per (account, address): IDENTITY_ACCOUNT_RATE_LIMIT. */
  perAccount?: RateLimitSetting;
  perAddress?: RateLimitSetting;
  accountDelay?: AccountDelaySetting;
  /** Per device cookie: IDENTITY_DEVICE_FAILURE_LIMIT. */
  perDevice?: RateLimitSetting;
}

const message = (wait: string) => `Too many sign-in attempts; please try again in ${wait}.`;

/** The limiter names, i.e. the key prefixes of their rows in `identity_rate_limits`. */
export const SIGN_IN_LIMITER_NAMES = [
  'identity-sign-in-address',
  'identity-sign-in-account-address',
  'identity-sign-in-account-failures',
  'identity-sign-in-account-delay',
  'identity-sign-in-known-address',
  'identity-sign-in-device-failures',
  'identity-sign-in-device-lockout',
] as const;

/**
 * The login form's limits, in the provider's own `identity_rate_limits` table when a database is given
 * (so every provider replica counts together; only identity writes it, docs/data-ownership.md), else in
 * this process's memory.
 */
export function createSignInLimiters(
  opts: SignInLimitSettings & { database?: RateLimitDatabase; onSweepError?: (error: unknown) => void } = {},
): SignInLimiters {
  const database = opts.database ? { client: opts.database, table: 'identity_rate_limits' as const } : undefined;
  const common = { database, message, onSweepError: opts.onSweepError };
  const longestSeconds = database ? Number.POSITIVE_INFINITY : MEMORY_LONGEST_SECONDS;
  const delay = opts.accountDelay ?? ACCOUNT_DELAY_DEFAULT;
  const deviceFailureLimit = opts.perDevice ?? DEVICE_FAILURE_LIMIT_DEFAULT;
  const [address, accountAddress, failures, accountDelay, known, deviceFailures, deviceLockout] = SIGN_IN_LIMITER_NAMES;
  return {
    perAddress: createRateLimiter({ ...common, name: address, ...(opts.perAddress ?? ADDRESS_RATE_LIMIT_DEFAULT) }),
    perAccountAddress: createRateLimiter({ ...common, name: accountAddress, ...(opts.perAccount ?? ACCOUNT_RATE_LIMIT_DEFAULT) }),
    // Counters only: their limits are never reached.
    accountFailures: createRateLimiter({ ...common, name: failures, points: 1_000_000, durationSeconds: delay.windowSeconds }),
    knownAddresses: createRateLimiter({
      ...common,
      name: known,
      points: 1_000_000,
      durationSeconds: Math.min(KNOWN_ADDRESS_DAYS * 24 * 60 * 60, longestSeconds),
    }),
    accountDelay: createRateLimiter({ ...common, name: accountDelay, points: 1, durationSeconds: delay.maxDelaySeconds }),
    deviceFailures: createRateLimiter({ ...common, name: deviceFailures, points: 1_000_000, durationSeconds: deviceFailureLimit.durationSeconds }),
    // Entries are put there with `block`, for the lockout window or for the rest of a retired cookie's life.
    deviceLockouts: createRateLimiter({ ...common, name: deviceLockout, points: 1, durationSeconds: deviceFailureLimit.durationSeconds }),
    delay,
    deviceFailureLimit,
    longestSeconds,
  };
}

/** The wait after the `failures`-th failure in the window: none for the free ones, then doubling. */
export function delayAfterFailures(failures: number, delay: AccountDelaySetting): number {
  const over = failures - delay.freeFailures;
  if (over <= 0) return 0;
  return Math.min(2 ** Math.min(over - 1, 30), delay.maxDelaySeconds);
}

/** Whether a device cookie is on the lockout list (locked after failures, or retired). */
async function onLockoutList(limiters: SignInLimiters, device: DeviceCookie): Promise<boolean> {
  const entry = await limiters.deviceLockouts.peek(device.nonce);
  return entry !== null && entry.consumedPoints > limiters.deviceLockouts.points;
}

/**
 * A replaced cookie is never trusted again: a copy taken from the browser earlier stops working. (Counted
 * in memory, "never" is the longest a memory entry lasts; that process forgets everything at restart anyway.)
 */
async function retire(limiters: SignInLimiters, device: DeviceCookie): Promise<void> {
  const seconds = Math.min(Math.ceil((device.expiresAt - Date.now()) / 1000), limiters.longestSeconds);
  if (seconds > 0) await limiters.deviceLockouts.block(device.nonce, seconds);
}

/**
 * Runs one password check under the limits (docs/architecture.md, "Sign-in limits"), counting it only
 * when it fails, and returns what the check returned (undefined: wrong e-mail or password). After a
 * success the caller gives the browser a new device cookie.
 *
 * `device` is the browser's device cookie for this account, already verified (device-cookies.ts). Unless
 * it is on the lockout list, the browser is a **trusted client**: no address, pair or account limit
 * applies, a wrong password counts against the cookie only, and after `deviceFailureLimit` of them the
 * cookie is on the lockout list for the window. Without a valid cookie the attempt is an **untrusted
 * client**: the address and pair points are taken before the check (so parallel guesses cannot slip
 * past them) and given back when it succeeds; over a limit, or while the account is delayed for an
 * address it does not know, the check does not run and a 429 error (`isTooManyRequests`) is thrown.
 * A successful sign-in retires the cookie it presented.
 */
export async function limitSignInAttempt<T>(
  limiters: SignInLimiters,
  who: { address: string; email: string; device?: DeviceCookie | null },
  check: () => T | undefined,
): Promise<T | undefined> {
  const device = who.device && who.device.account === signInAccountKey(who.email) ? who.device : null;
  if (device && !(await onLockoutList(limiters, device))) {
    const trusted = await trustedAttempt(limiters, who.address, device, check);
    if (trusted.checked) return trusted.result;
  }
  const result = await untrustedAttempt(limiters, who, check);
  if (result !== undefined && device) await retire(limiters, device);
  return result;
}

/**
 * A browser with its valid device cookie. Its failure is taken before the check, so parallel guesses
 * with a copied cookie get no more than the limit; one over it (a race with the lockout) is not checked
 * here but as an untrusted client.
 */
async function trustedAttempt<T>(
  limiters: SignInLimiters,
  address: string,
  device: DeviceCookie,
  check: () => T | undefined,
): Promise<{ checked: false } | { checked: true; result: T | undefined }> {
  const limit = limiters.deviceFailureLimit;
  const { consumedPoints } = await limiters.deviceFailures.consume(device.nonce);
  if (consumedPoints > limit.points) return { checked: false };
  const result = check();
  if (result !== undefined) {
    await retire(limiters, device);
    // The address is now one the account signed in from, as after any sign-in.
    const pair = `${device.account}:${address}`;
    await limiters.perAccountAddress.reset(pair);
    await limiters.knownAddresses.consume(pair);
    return { checked: true, result };
  }
  if (consumedPoints >= limit.points) await limiters.deviceLockouts.block(device.nonce, limit.durationSeconds);
  return { checked: true, result: undefined };
}

/** An attempt without a usable device cookie: the address, pair and account limits. */
async function untrustedAttempt<T>(
  limiters: SignInLimiters,
  who: { address: string; email: string },
  check: () => T | undefined,
): Promise<T | undefined> {
  const account = signInAccountKey(who.email);
  const pair = `${account}:${who.address}`;
  await limiters.perAddress.consume(who.address);
  await limiters.perAccountAddress.consume(pair);

  const usualAddress = (await limiters.knownAddresses.peek(pair)) !== null;
  if (!usualAddress) {
    const delayed = await limiters.accountDelay.peek(account);
    if (delayed && delayed.consumedPoints > limiters.accountDelay.points) {
      // Nothing was checked: this attempt costs the address and the pair nothing.
      await limiters.perAddress.reward(who.address);
      await limiters.perAccountAddress.reward(pair);
      throw tooManyRequests(delayed.msBeforeNext, message);
    }
  }

  const result = check();
  if (result !== undefined) {
    await limiters.perAddress.reward(who.address);
    await limiters.perAccountAddress.reset(pair);
    if (!usualAddress) await limiters.knownAddresses.consume(pair);
    return result;
  }
  const { consumedPoints } = await limiters.accountFailures.consume(account);
  const wait = delayAfterFailures(consumedPoints, limiters.delay);
  if (wait > 0) await limiters.accountDelay.block(account, wait);
  return undefined;
}
