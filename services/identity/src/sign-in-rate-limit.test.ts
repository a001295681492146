import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { endRateLimitWindows, reserveTestServer, type ReservedTestServer } from '@alive/service-kit/testing';
import { SEED_ACCOUNTS, SEED_PASSWORD } from './accounts.ts';
import { authServiceClient, loadIdentityConfig } from './config.ts';
import { createIdentityProvider } from './create-identity-provider.ts';
import { ACCOUNT_DELAY_DEFAULT, createSignInLimiters, delayAfterFailures, SIGN_IN_LIMITER_NAMES } from './sign-in-limits.ts';

// Failed sign-ins at the local provider, counted in Postgres. A test ends a window by expiring its rows
// (the window runs on the database's clock) and moving the fake Date past the replica's memory block.
const REDIRECT = 'http://localhost:3000/api/auth/connect/alive/callback';
let db: TestDatabase;
let server: ReservedTestServer;
/** The same provider with no trusted proxy, as the default runs it: browsers reach it directly. */
let direct: ReservedTestServer;

async function provider(at: ReservedTestServer, trustedProxies: string[] | undefined) {
  at.attach(
    await createIdentityProvider({
      issuer: at.url,
      clients: [authServiceClient({ publicUrl: 'http://localhost:3000', clientId: 'web', clientSecret: 'secret' })],
      accounts: SEED_ACCOUNTS,
      trustedProxies,
      signInLimiters: createSignInLimiters({
        database: db.as('identity'),
        perAccount: { points: 3, durationSeconds: 2 },
        perAddress: { points: 5, durationSeconds: 2 },
        accountDelay: { freeFailures: 3, maxDelaySeconds: 8, windowSeconds: 60 },
      }),
    }),
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  server = await reserveTestServer();
  direct = await reserveTestServer();
  // Behind a proxy on loopback: the tests' X-Forwarded-For entries stand for client addresses.
  await provider(server, ['127.0.0.1', '::1']);
  await provider(direct, undefined);
});
afterAll(async () => {
  await server?.close();
  await direct?.close();
  await db?.drop();
});

async function endWindows() {
  await endRateLimitWindows(db.prisma, 'identity_rate_limits', ...SIGN_IN_LIMITER_NAMES.filter((name) => name !== 'identity-sign-in-known-address'));
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
}
afterEach(() => vi.useRealTimers());

/** One sign-in interaction as a browser holds it: its cookies and its login form's address. */
async function startInteraction(at: ReservedTestServer = server) {
  const url = new URL(`${at.url}/auth`);
  const params = {
    client_id: 'web',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: REDIRECT,
    state: 's',
    nonce: 'n',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await fetch(url, { redirect: 'manual' });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`authorization request answered ${response.status}`);

  /** Submits the login form; `address` is what a proxy in front would append to X-Forwarded-For. */
  return async function submit(email: string, password: string, address = '192.0.2.10') {
    const res = await fetch(`${at.url}${location}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}, ${address}`,
      },
      body: new URLSearchParams({ email, password }).toString(),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
  };
}

describe('sign-in attempt limits at the local provider', () => {
  it('locks only the (account, address) pair: the guessing address is refused, the owner elsewhere still signs in', async () => {
    const submit = await startInteraction();
    for (let i = 0; i < 3; i += 1) {
      const wrong = await submit('alex@alive.local', 'wrong-password');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toContain('Invalid email or password.');
    }
    // Even the right password is not checked from the locked pair's address.
    const refused = await submit('Alex@Alive.local', SEED_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^[12]$/);
    expect(refused.body).toMatch(/<p class="error" role="alert">Too many sign-in attempts; please try again in [12] seconds?\.<\/p>/);
    expect(refused.body).toContain('<form method="post"'); // the login form is still there

    // The owner, from their own address, is not locked out by someone else's guesses.
    expect((await (await startInteraction())('alex@alive.local', SEED_PASSWORD, '192.0.2.99')).status).toBe(303);
    // Another account from the guessing address is unaffected.
    expect((await submit('admin@alive.local', 'wrong-password')).status).toBe(401);

    await endWindows();
    expect((await submit('alex@alive.local', SEED_PASSWORD)).status).toBe(303);
  });

  it('slows an account after repeated failures from anywhere with doubling waits, while its usual address still gets in', async () => {
    // Sam signs in from home once: that address is now usual for the account.
    expect((await (await startInteraction())('sam@alive.local', SEED_PASSWORD, '198.51.100.60')).status).toBe(303);
    // Someone else guesses from many addresses: three failures are free, the fourth starts a 1 s wait.
    const attacker = await startInteraction();
    for (let i = 0; i < 4; i += 1) expect((await attacker('sam@alive.local', 'guess', `203.0.113.${10 + i}`)).status).toBe(401);
    const slowed = await attacker('sam@alive.local', 'guess', '203.0.113.20');
    expect(slowed.status).toBe(429);
    expect(slowed.retryAfter).toBe('1');
    // Sam from home gets in at once; from a new address Sam is slowed like anyone else, not locked.
    expect((await (await startInteraction())('sam@alive.local', SEED_PASSWORD, '198.51.100.60')).status).toBe(303);
    expect((await (await startInteraction())('sam@alive.local', SEED_PASSWORD, '198.51.100.61')).status).toBe(429);
    // The 1 s wait ends (its row expires on the database's clock; Date moves past the memory block).
    await endRateLimitWindows(db.prisma, 'identity_rate_limits', 'identity-sign-in-account-delay');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_000 });
    expect((await (await startInteraction())('sam@alive.local', SEED_PASSWORD, '198.51.100.61')).status).toBe(303);
  });

  it('doubles the wait after each failure beyond the free ones, up to the most', () => {
    const waits = Array.from({ length: 20 }, (_, i) => delayAfterFailures(i + 1, ACCOUNT_DELAY_DEFAULT));
    expect(waits.slice(0, 8)).toEqual([0, 0, 0, 0, 0, 1, 2, 4]);
    expect(Math.max(...waits)).toBe(ACCOUNT_DELAY_DEFAULT.maxDelaySeconds);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
  });

  it('believes no X-Forwarded-For when no proxy is trusted: a made-up header never buys a fresh quota', async () => {
    const submit = await startInteraction(direct);
    // Every attempt claims a different address; the peer is what counts.
    for (let i = 0; i < 5; i += 1) expect((await submit(`fake-${i}@alive.local`, 'x', `198.51.100.${100 + i}`)).status).toBe(401);
    expect((await submit('fake-5@alive.local', 'x', '198.51.100.200')).status).toBe(429);
    await endWindows();
  });

  it('refuses an address after too many failures across account names, while other addresses go on', async () => {
    const submit = await startInteraction();
    for (let i = 0; i < 5; i += 1) expect((await submit(`nobody-${i}@alive.local`, 'x', '198.51.100.20')).status).toBe(401);
    const refused = await submit('nobody-5@alive.local', 'x', '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^[12]$/);
    // The client's own X-Forwarded-For entries are not the key: only the last one, the proxy's, is.
    expect((await submit('nobody-6@alive.local', 'x', '198.51.100.21')).status).toBe(401);
  });

  it('counts only failures: successful sign-ins cost nothing and end the run of failures', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await (await startInteraction())('admin@alive.local', SEED_PASSWORD, '198.51.100.30')).status).toBe(303);
    }
    const submit = await startInteraction();
    expect((await submit('admin@alive.local', 'wrong', '198.51.100.30')).status).toBe(401);
    expect((await submit('admin@alive.local', 'wrong', '198.51.100.30')).status).toBe(401);
    expect((await submit('admin@alive.local', SEED_PASSWORD, '198.51.100.30')).status).toBe(303);
    // The success ended the pair's run: three more failures from the same (usual) address before its lock.
    const next = await startInteraction();
    for (let i = 0; i < 3; i += 1) expect((await next('admin@alive.local', 'wrong', '198.51.100.30')).status).toBe(401);
    expect((await next('admin@alive.local', 'wrong', '198.51.100.30')).status).toBe(429);
  });

  it('keeps no e-mail address in its counters table', async () => {
    const keys = await db.prisma.$queryRawUnsafe<{ key: string }[]>('SELECT key FROM identity_rate_limits');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((row) => row.key.includes('@'))).toEqual([]);
  });
});

describe('sign-in limit settings', () => {
  it('default to 10 failures per account, 30 per address and 10 per device cookie in 15 minutes, and are read from the environment', () => {
    expect(loadIdentityConfig({}).signInLimits).toEqual({
      perAccount: { points: 10, durationSeconds: 900 },
      perAddress: { points: 30, durationSeconds: 900 },
      perDevice: { points: 10, durationSeconds: 900 },
    });
    expect(
      loadIdentityConfig({ IDENTITY_ACCOUNT_RATE_LIMIT: '5/60', IDENTITY_ADDRESS_RATE_LIMIT: '50/600', IDENTITY_DEVICE_FAILURE_LIMIT: '4/300' }).signInLimits,
    ).toEqual({
      perAccount: { points: 5, durationSeconds: 60 },
      perAddress: { points: 50, durationSeconds: 600 },
      perDevice: { points: 4, durationSeconds: 300 },
    });
    expect(() => loadIdentityConfig({ IDENTITY_ACCOUNT_RATE_LIMIT: 'lots' })).toThrow(/IDENTITY_ACCOUNT_RATE_LIMIT/);
  });
});
