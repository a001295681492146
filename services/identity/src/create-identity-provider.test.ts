import { reserveTestServer, type ReservedTestServer } from '@alive/service-kit/testing';
import { SEED_ACCOUNTS, SEED_PASSWORD, createAccountDirectory } from './accounts.ts';
import { authServiceClient, loadIdentityConfig } from './config.ts';
import { createIdentityProvider } from './create-identity-provider.ts';

const REDIRECT = 'http://localhost:3000/api/auth/connect/alive/callback';
let server: ReservedTestServer;

beforeAll(async () => {
  server = await reserveTestServer();
  server.attach(
    await createIdentityProvider({
      issuer: server.url,
      clients: [authServiceClient({ publicUrl: 'http://localhost:3000', clientId: 'web', clientSecret: 'secret' })],
      accounts: SEED_ACCOUNTS,
    }),
  );
});
afterAll(() => server.close());

function authorizeUrl(params: Record<string, string>) {
  const url = new URL(`${server.url}/auth`);
  const defaults = {
    client_id: 'web',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: REDIRECT,
    state: 's',
    nonce: 'n',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries({ ...defaults, ...params })) if (value !== '') url.searchParams.set(key, value);
  return url.href;
}

describe('local identity provider', () => {
  it('publishes discovery with code flow, S256 PKCE, the claims and logout', async () => {
    const document = (await (await fetch(`${server.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(document.issuer).toBe(server.url);
    expect(document.response_types_supported).toEqual(['code']);
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
    expect(document.claims_supported).toEqual(expect.arrayContaining(['email', 'given_name', 'family_name', 'picture', 'alive_admin']));
    expect(document.end_session_endpoint).toBe(`${server.url}/session/end`);
  });

  it('sends a valid authorization request to its login interaction', async () => {
    const response = await fetch(authorizeUrl({}), { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/interaction\/[\w-]+$/);
  });

  it('requires PKCE', async () => {
    const response = await fetch(authorizeUrl({ code_challenge: '', code_challenge_method: '' }), { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses an unregistered redirect URI without redirecting there', async () => {
    const response = await fetch(authorizeUrl({ redirect_uri: 'https://evil.example/cb' }), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });

  it('shows a friendly page for an unknown or expired interaction', async () => {
    const response = await fetch(`${server.url}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it('answers the health probes', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('serves an initials avatar for each account', async () => {
    const response = await fetch(`${server.url}/avatars/local-alex.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('>AR<');
    expect((await fetch(`${server.url}/avatars/nobody.svg`)).status).toBe(404);
  });
});

describe('account directory', () => {
  const directory = createAccountDirectory(SEED_ACCOUNTS);

  it('authenticates the seeded accounts by e-mail (any case) and password', () => {
    expect(directory.authenticate('Admin@Alive.local', SEED_PASSWORD)?.id).toBe('local-admin');
    expect(directory.authenticate('alex@alive.local', SEED_PASSWORD)?.isAdmin).toBe(false);
  });

  it('seeds one admin and at least five other people with distinct ids and e-mails (groups need several)', () => {
    expect(SEED_ACCOUNTS.filter((a) => a.isAdmin).map((a) => a.email)).toEqual(['admin@alive.local']);
    expect(SEED_ACCOUNTS.filter((a) => !a.isAdmin).length).toBeGreaterThanOrEqual(5);
    expect(new Set(SEED_ACCOUNTS.map((a) => a.id)).size).toBe(SEED_ACCOUNTS.length);
    expect(new Set(SEED_ACCOUNTS.map((a) => a.email.toLowerCase())).size).toBe(SEED_ACCOUNTS.length);
    for (const account of SEED_ACCOUNTS) expect(directory.authenticate(account.email, SEED_PASSWORD)?.id).toBe(account.id);
  });

  it('rejects wrong passwords and unknown e-mails', () => {
    expect(directory.authenticate('alex@alive.local', 'alive-dem')).toBeUndefined();
    expect(directory.authenticate('nobody@alive.local', SEED_PASSWORD)).toBeUndefined();
  });
});

describe('identity config', () => {
  it('registers the auth callback under PUBLIC_URL and post-logout back to the site', () => {
    const config = loadIdentityConfig({});
    expect(config.port).toBe(4100);
    expect(config.issuer).toBe('http://localhost:4100');
    expect(config.client).toMatchObject({
      clientId: 'alive-web',
      clientSecret: 'alive-dev-client-secret',
      redirectUris: ['http://localhost:3000/api/auth/connect/alive/callback'],
      postLogoutRedirectUris: ['http://localhost:3000/'],
    });
  });
});
