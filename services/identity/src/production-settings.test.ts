import { isDemoAccountEmail, SettingsError, type RunningService } from '@alive/service-kit';
import { startServiceEntry } from '@alive/service-kit/runner';
import { SEED_ACCOUNTS, SEED_PASSWORD } from './accounts.ts';
import { DEVICE_COOKIE_KEY_MIN_LENGTH } from './device-cookies.ts';
import { serviceEntry } from './service-entry.ts';

// The local OpenID provider in production (docs/deploy.md, "Production settings"): refused unless
// IDENTITY_PROVIDER names it, and then its login page names no demo account and no password.

const running: RunningService[] = [];
/** Keys of the site's own for the device cookies (IDENTITY_DEVICE_COOKIE_KEYS), as production needs. */
const DEVICE_COOKIE_KEYS = 'device-cookie-key-of-this-site-0123456789';
const DEVICE_KEYS_PROBLEM = `IDENTITY_DEVICE_COOKIE_KEYS: must be set in production, a comma list of secret keys of ${DEVICE_COOKIE_KEY_MIN_LENGTH} or more characters`;
afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.shutdown('test')));
});

async function start(env: Record<string, string>): Promise<RunningService> {
  // No DATABASE_URL: failed sign-ins are counted in memory, as a standalone provider without one does.
  const service = await startServiceEntry(serviceEntry, { env: { IDENTITY_PORT: '0', LOG_LEVEL: 'silent', ...env }, exitOnSignal: false });
  running.push(service);
  return service;
}

/** The login page a browser gets when the site sends it to sign in (the auth service's request, PKCE and all). */
async function loginPageOf(service: RunningService): Promise<string> {
  const base = `http://127.0.0.1:${service.port}`;
  const authorize = new URL('/auth', base);
  for (const [key, value] of Object.entries({
    client_id: 'alive-web',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: 'http://localhost:3000/api/auth/connect/alive/callback',
    state: 's',
    nonce: 'n',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  })) {
    authorize.searchParams.set(key, value);
  }
  const redirect = await fetch(authorize, { redirect: 'manual' });
  expect(redirect.status).toBe(303);
  const cookie = redirect.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const page = await fetch(new URL(redirect.headers.get('location')!, base), { headers: { cookie } });
  expect(page.status).toBe(200);
  return page.text();
}

describe('the local OpenID provider in production', () => {
  it('refuses to start with the defaults, naming every variable to change in one message', async () => {
    await expect(startServiceEntry(serviceEntry, { env: { NODE_ENV: 'production', IDENTITY_PORT: '0', LOG_LEVEL: 'silent' }, exitOnSignal: false })).rejects.toThrow(
      new SettingsError([
        'IDENTITY_PROVIDER: must be demo to run the built-in provider in production (its demo accounts share a published password), otherwise point OIDC_ISSUER at your OpenID provider and do not start identity',
        'OIDC_CLIENT_SECRET: must not be the published default in production, set the secret your OpenID provider issued for the site',
        DEVICE_KEYS_PROBLEM,
      ]),
    );
  });

  it('refuses IDENTITY_PROVIDER=external: the built-in provider is the demo', async () => {
    await expect(
      start({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'external', OIDC_CLIENT_SECRET: 'issued-for-the-site', IDENTITY_DEVICE_COOKIE_KEYS: DEVICE_COOKIE_KEYS }),
    ).rejects.toThrow(/^Invalid settings: IDENTITY_PROVIDER: must be demo/);
  });

  it('keeps refusing the published client secret when the demo is asked for', async () => {
    await expect(start({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'demo', IDENTITY_DEVICE_COOKIE_KEYS: DEVICE_COOKIE_KEYS })).rejects.toThrow(
      'Invalid settings: OIDC_CLIENT_SECRET: must not be the published default in production, set the secret your OpenID provider issued for the site',
    );
  });

  it('refuses to start without device cookie keys of its own, and refuses short ones anywhere', async () => {
    await expect(start({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'demo', OIDC_CLIENT_SECRET: 'issued-for-the-site' })).rejects.toThrow(
      `Invalid settings: ${DEVICE_KEYS_PROBLEM}`,
    );
    await expect(start({ IDENTITY_DEVICE_COOKIE_KEYS: 'x'.repeat(DEVICE_COOKIE_KEY_MIN_LENGTH - 1) })).rejects.toThrow(/IDENTITY_DEVICE_COOKIE_KEYS: expected a comma-separated list of keys/);
  });

  it('starts when the demo is asked for by name, and its login page shows no account and no password', async () => {
    const page = await loginPageOf(
      await start({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'demo', OIDC_CLIENT_SECRET: 'issued-for-the-site', IDENTITY_DEVICE_COOKIE_KEYS: DEVICE_COOKIE_KEYS }),
    );
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).not.toContain(SEED_PASSWORD);
    expect(page).not.toContain('Demo accounts');
    expect(page).not.toContain('@alive.local');
  });
});

describe('the demo accounts', () => {
  it('are all in the domain the production rules refuse in ADMIN_EMAILS without the demo provider', () => {
    for (const account of SEED_ACCOUNTS) expect(isDemoAccountEmail(account.email), account.email).toBe(true);
  });
});

describe('the local OpenID provider in development', () => {
  it('starts with the defaults and lists the demo accounts with their password, as before', async () => {
    const page = await loginPageOf(await start({}));
    expect(page).toContain('Demo accounts');
    expect(page).toContain('<code>admin@alive.local</code>');
    expect(page).toContain(`Password: <code>${SEED_PASSWORD}</code>`);
  });
});
