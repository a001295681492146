import { createHash } from 'node:crypto';
import {
  createRateLimiter,
  tooManyRequests,
  type RateLimitDatabase,
  type RateLimiter,
  type RateLimitSetting,
} from '@alive/service-kit';

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

export interface SignInLimiters {
  perAddress: RateLimiter;
  perAccountAddress: RateLimiter;
  accountFailures: RateLimiter;
  accountDelay: RateLimiter;
  knownAddresses: RateLimiter;
  delay: AccountDelaySetting;
}

export interface SignInLimitSettings {
  /** Per (account, address): IDENTITY_ACCOUNT_RATE_LIMIT. */
  perAccount?: RateLimitSetting;
  perAddress?: RateLimitSetting;
  accountDelay?: AccountDelaySetting;
}

const message = (wait: string) => `Too many sign-in attempts; please try again in ${wait}.`;

/** The limiter names, i.e. the key prefixes of their rows in `identity_rate_limits`. */
export const SIGN_IN_LIMITER_NAMES = [
  'identity-sign-in-address',
  'identity-sign-in-account-address',
  'identity-sign-in-account-failures',
  'identity-sign-in-account-delay',
  'identity-sign-in-known-address',
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
  const delay = opts.accountDelay ?? ACCOUNT_DELAY_DEFAULT;
  const [address, accountAddress, failures, accountDelay, known] = SIGN_IN_LIMITER_NAMES;
  return {
    perAddress: createRateLimiter({ ...common, name: address, ...(opts.perAddress ?? ADDRESS_RATE_LIMIT_DEFAULT) }),
    perAccountAddress: createRateLimiter({ ...common, name: accountAddress, ...(opts.perAccount ?? ACCOUNT_RATE_LIMIT_DEFAULT) }),
    // Counters only: their limits are never reached.
    accountFailures: createRateLimiter({ ...common, name: failures, points: 1_000_000, durationSeconds: delay.windowSeconds }),
    knownAddresses: createRateLimiter({ ...common, name: known, points: 1_000_000, durationSeconds: KNOWN_ADDRESS_DAYS * 24 * 60 * 60 }),
    accountDelay: createRateLimiter({ ...common, name: accountDelay, points: 1, durationSeconds: delay.maxDelaySeconds }),
    delay,
  };
}

/** Account names are keyed by a hash: the table then holds no e-mail addresses, and keys stay short. */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/** The wait after the `failures`-th failure in the window: none for the free ones, then doubling. */
export function delayAfterFailures(failures: number, delay: AccountDelaySetting): number {
  const over = failures - delay.freeFailures;
  if (over <= 0) return 0;
  return Math.min(2 ** Math.min(over - 1, 30), delay.maxDelaySeconds);
}

/**
 * Runs one password check under the limits, counting it only when it fails. The address and pair
 * points are taken before the check (so parallel guesses cannot slip past them) and given back when it
 * succeeds. Over a limit, or while the account is delayed for an address it does not know, the check
 * does not run and a 429 error (`isTooManyRequests`) is thrown.
 */
export async function limitSignInAttempt<T>(
  limiters: SignInLimiters,
  who: { address: string; email: string },
  check: () => T | undefined,
): Promise<T | undefined> {
  const account = accountKey(who.email);
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
