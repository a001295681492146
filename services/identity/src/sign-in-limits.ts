import { createHash } from 'node:crypto';
import { createRateLimiter, type RateLimitDatabase, type RateLimiter, type RateLimitSetting } from '@alive/service-kit';

/** Failed sign-ins one account name may take per window, whoever types them. */
export const ACCOUNT_RATE_LIMIT_DEFAULT: RateLimitSetting = { points: 10, durationSeconds: 15 * 60 };
/** Failed sign-ins one address may make per window; higher, since many people can share one address. */
export const ADDRESS_RATE_LIMIT_DEFAULT: RateLimitSetting = { points: 30, durationSeconds: 15 * 60 };

export interface SignInLimiters {
  perAddress: RateLimiter;
  perAccount: RateLimiter;
}

export interface SignInLimitSettings {
  perAccount?: RateLimitSetting;
  perAddress?: RateLimitSetting;
}

const message = (wait: string) => `Too many sign-in attempts; please try again in ${wait}.`;

/**
 * The login form's limits, in the shared `rate_limits` table when a database is given (so every
 * provider replica counts together), else in this process's memory.
 */
export function createSignInLimiters(
  opts: SignInLimitSettings & { database?: RateLimitDatabase; onSweepError?: (error: unknown) => void } = {},
): SignInLimiters {
  const common = { database: opts.database, message, onSweepError: opts.onSweepError };
  return {
    perAddress: createRateLimiter({ ...common, name: 'identity-sign-in-address', ...(opts.perAddress ?? ADDRESS_RATE_LIMIT_DEFAULT) }),
    perAccount: createRateLimiter({ ...common, name: 'identity-sign-in-account', ...(opts.perAccount ?? ACCOUNT_RATE_LIMIT_DEFAULT) }),
  };
}

/** Account names are keyed by a hash: the table then holds no e-mail addresses, and keys stay short. */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/**
 * Runs one password check under both limits, counting it only when it fails. The points are taken
 * before the check (so parallel guesses cannot slip past the limit) and given back when it succeeds;
 * over either limit the check does not run and a 429 error (`isTooManyRequests`) is thrown.
 */
export async function limitSignInAttempt<T>(
  limiters: SignInLimiters,
  who: { address: string; email: string },
  check: () => T | undefined,
): Promise<T | undefined> {
  const account = accountKey(who.email);
  await limiters.perAddress.consume(who.address);
  await limiters.perAccount.consume(account);
  const result = check();
  if (result !== undefined) {
    await limiters.perAddress.reward(who.address);
    // A success ends the run of failures against this account.
    await limiters.perAccount.reset(account);
  }
  return result;
}
