import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (docs/architecture.md, "Sign-in limits"): a browser that signed in to an account gets a
 * signed cookie naming that account and a random nonce. Presenting it again, the browser is a trusted
 * client of that account: the account's delay from other people's guesses never holds it back, whatever
 * its address, and its own wrong passwords count against the cookie alone (sign-in-limits.ts).
 */

/** Browsers keep a device cookie this long; the server refuses an older one whatever the browser sends. */
export const DEVICE_COOKIE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;
/** Sent back only to the provider's sign-in pages (`/interaction/:uid` and its login form). */
export const DEVICE_COOKIE_PATH = '/interaction';
/** One cookie per account a browser signed in to, so a shared computer keeps each person's trust. */
export const DEVICE_COOKIE_PREFIX = 'alive_device_';
/** Shortest key accepted for signing device cookies (IDENTITY_DEVICE_COOKIE_KEYS). */
export const DEVICE_COOKIE_KEY_MIN_LENGTH = 32;

/** A device cookie whose signature, account and age checked out. */
export interface DeviceCookie {
  /** The account it names (`signInAccountKey`). */
  account: string;
  /** Random, unique per cookie: the key of its failure count and of the lockout list. */
  nonce: string;
  /** When the server stops accepting it (ms since the epoch). */
  expiresAt: number;
}

/**
 * How the sign-in limits name an account: the typed e-mail, trimmed and lower-cased, hashed (SHA-256,
 * base64url), so neither the counters table nor a cookie holds an e-mail address.
 */
export function signInAccountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/** The name of the cookie a browser keeps the device cookie of `account` under. */
export function deviceCookieName(account: string): string {
  return `${DEVICE_COOKIE_PREFIX}${account.slice(0, 16)}`;
}

export interface DeviceCookies {
  /** The name of the cookie a browser keeps for `account`. */
  nameFor(account: string): string;
  /** A new cookie value for `account`, with a fresh nonce. */
  issue(account: string): string;
  /** The cookie when `value` was signed by one of the keys for exactly `account` and is not too old; else null. */
  verify(value: string | undefined, account: string): DeviceCookie | null;
  /** The `Set-Cookie` header that gives the browser `value` for `account`. */
  setCookieHeader(account: string, value: string): string;
}

export interface DeviceCookieOptions {
  /** HMAC-SHA256 keys: the first signs, every one verifies (so a key can be rotated). */
  keys: readonly string[];
  /** Adds `Secure`: the provider is reached over https (its issuer URL), as the session cookie follows PUBLIC_URL. */
  secure: boolean;
  lifetimeSeconds?: number;
  /** Clock (ms); tests move it. */
  now?: () => number;
}

const VERSION = 'v1';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function createDeviceCookies(options: DeviceCookieOptions): DeviceCookies {
  const { keys, secure, lifetimeSeconds = DEVICE_COOKIE_LIFETIME_SECONDS, now = Date.now } = options;
  if (keys.length === 0) throw new Error('Device cookies need at least one key');
  if (keys.some((key) => key.length < DEVICE_COOKIE_KEY_MIN_LENGTH)) {
    throw new Error(`Device cookie keys must have ${DEVICE_COOKIE_KEY_MIN_LENGTH} or more characters`);
  }
  // The version and the account are signed too: a cookie of one account never checks out for another.
  const signature = (key: string, account: string, nonce: string, issuedAt: string) =>
    createHmac('sha256', key).update(`${VERSION}.${account}.${nonce}.${issuedAt}`).digest('base64url');
  return {
    nameFor: deviceCookieName,

    issue(account) {
      const nonce = randomBytes(16).toString('base64url');
      const issuedAt = Math.floor(now() / 1000).toString(36);
      return `${VERSION}.${account}.${nonce}.${issuedAt}.${signature(keys[0]!, account, nonce, issuedAt)}`;
    },

    verify(value, account) {
      const parts = value?.split('.') ?? [];
      if (parts.length !== 5) return null;
      const [version, named, nonce, issuedAt, given] = parts as [string, string, string, string, string];
      if (version !== VERSION || named !== account || !BASE64URL.test(nonce) || !/^[0-9a-z]{1,10}$/.test(issuedAt)) return null;
      const givenBytes = Buffer.from(given);
      const signed = keys.some((key) => {
        const expected = Buffer.from(signature(key, account, nonce, issuedAt));
        return expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes);
      });
      if (!signed) return null;
      const issuedAtMs = parseInt(issuedAt, 36) * 1000;
      const expiresAt = issuedAtMs + lifetimeSeconds * 1000;
      // Issued in the future (a clock moved back, or a key leaked): not trusted either.
      if (expiresAt <= now() || issuedAtMs > now() + 60_000) return null;
      return { account, nonce, expiresAt };
    },

    setCookieHeader(account, value) {
      const attributes = [
        `${deviceCookieName(account)}=${value}`,
        `Path=${DEVICE_COOKIE_PATH}`,
        `Max-Age=${lifetimeSeconds}`,
        `Expires=${new Date(now() + lifetimeSeconds * 1000).toUTCString()}`,
        'HttpOnly',
        'SameSite=Lax',
      ];
      if (secure) attributes.push('Secure');
      return attributes.join('; ');
    },
  };
}
