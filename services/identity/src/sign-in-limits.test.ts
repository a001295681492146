import { isTooManyRequests } from '@alive/service-kit';
import { createDeviceCookies, DEVICE_COOKIE_KEY_MIN_LENGTH, signInAccountKey, type DeviceCookie } from './device-cookies.ts';
import { createSignInLimiters, limitSignInAttempt, type SignInLimiters } from './sign-in-limits.ts';

// The sign-in limits counted in this process's memory, as a provider started without a database counts
// them (docs/architecture.md, "Sign-in limits"). The Postgres-backed run is sign-in-rate-limit.test.ts and
// services/auth/src/sign-in-device-cookie.test.ts.

const MAYA = 'maya@alive.local';
const RIGHT = 'right';
const cookies = createDeviceCookies({ keys: ['k'.repeat(DEVICE_COOKIE_KEY_MIN_LENGTH)], secure: false });
const deviceOf = (email: string): DeviceCookie => cookies.verify(cookies.issue(signInAccountKey(email)), signInAccountKey(email))!;

/** One attempt: 'ok', 'wrong' or 'delayed' (429). */
async function attempt(limiters: SignInLimiters, password: string, address: string, device?: DeviceCookie): Promise<'ok' | 'wrong' | 'delayed'> {
  try {
    const result = await limitSignInAttempt(limiters, { email: MAYA, address, device }, () => (password === RIGHT ? 'maya' : undefined));
    return result ? 'ok' : 'wrong';
  } catch (error) {
    if (isTooManyRequests(error)) return 'delayed';
    throw error;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in limits in memory', () => {
  const limits = { accountDelay: { freeFailures: 1, maxDelaySeconds: 600, windowSeconds: 3600 }, perDevice: { points: 2, durationSeconds: 300 } };

  it('keep a usual address and a retired device cookie past a day: entries longer than a timer can hold are not dropped', async () => {
    const limiters = createSignInLimiters(limits);
    const device = deviceOf(MAYA);
    expect(await attempt(limiters, RIGHT, '198.51.100.1', device)).toBe('ok');
    for (let i = 0; i < 3; i += 1) await attempt(limiters, 'guess', `203.0.113.${i}`);
    // A day later the account is delayed again by new guesses ...
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    for (let i = 0; i < 3; i += 1) await attempt(limiters, 'guess', `203.0.113.${10 + i}`);
    expect(await attempt(limiters, RIGHT, '192.0.2.9')).toBe('delayed');
    // ... the usual address still gets in, and the cookie replaced a day ago still counts for nothing.
    expect(await attempt(limiters, RIGHT, '198.51.100.1')).toBe('ok');
    expect(await attempt(limiters, RIGHT, '192.0.2.10', device)).toBe('delayed');
    expect(await attempt(limiters, RIGHT, '192.0.2.11', deviceOf(MAYA))).toBe('ok');
  });

  it('count a trusted browser\'s wrong passwords against its cookie only, then treat it like any other', async () => {
    const limiters = createSignInLimiters(limits);
    const device = deviceOf(MAYA);
    expect(await attempt(limiters, 'typo', '192.0.2.20', device)).toBe('wrong');
    expect(await attempt(limiters, 'typo', '192.0.2.20', device)).toBe('wrong');
    // The account was never charged: a stranger's first failure is still free.
    expect(await attempt(limiters, 'guess', '203.0.113.50')).toBe('wrong');
    expect(await attempt(limiters, RIGHT, '203.0.113.51')).toBe('ok');
    // The cookie is locked: its browser now pays like anyone, and is delayed with the account.
    for (let i = 0; i < 2; i += 1) await attempt(limiters, 'guess', `203.0.113.${60 + i}`);
    expect(await attempt(limiters, RIGHT, '192.0.2.21', device)).toBe('delayed');
    // Its lockout ends with its window.
    vi.advanceTimersByTime(limits.perDevice.durationSeconds * 1000 + 1000);
    expect(await attempt(limiters, RIGHT, '192.0.2.22', device)).toBe('ok');
  });

  it('ignore a verified cookie of another account', async () => {
    const limiters = createSignInLimiters(limits);
    for (let i = 0; i < 2; i += 1) await attempt(limiters, 'guess', `203.0.113.${70 + i}`);
    expect(await attempt(limiters, RIGHT, '192.0.2.30', deviceOf('alex@alive.local'))).toBe('delayed');
  });
});
