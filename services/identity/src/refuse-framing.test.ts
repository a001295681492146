import { reserveTestServer, type ReservedTestServer } from '@alive/service-kit/testing';
import { SEED_ACCOUNTS } from './accounts.ts';
import { authServiceClient } from './config.ts';
import { createIdentityProvider } from './create-identity-provider.ts';

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

function expectFramingRefused(response: Response, page: string) {
  expect(response.headers.get('x-frame-options'), page).toBe('DENY');
  expect(response.headers.get('content-security-policy'), page).toContain("frame-ancestors 'none'");
}

/** The login page, reached as the browser does: authorization request, then its interaction with the cookies it set. */
async function loginPage(): Promise<Response> {
  const authorize = new URL(`${server.url}/auth`);
  const params = {
    client_id: 'web',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: 'http://localhost:3000/api/auth/connect/alive/callback',
    state: 's',
    nonce: 'n',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries(params)) authorize.searchParams.set(key, value);
  const started = await fetch(authorize, { redirect: 'manual' });
  const cookie = started.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return fetch(new URL(started.headers.get('location')!, server.url), { headers: { cookie } });
}

describe('the identity provider refuses to be framed', () => {
  it('on its login page', async () => {
    const response = await loginPage();
    expect(await response.text()).toContain('Sign in');
    expectFramingRefused(response, 'login');
  });

  it('on its logout confirmation page', async () => {
    const response = await fetch(`${server.url}/session/end`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expectFramingRefused(response, 'logout');
  });

  it('on its error pages (an interaction that expired)', async () => {
    const response = await fetch(`${server.url}/interaction/unknown-uid`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).toContain('Sign-in expired');
    expectFramingRefused(response, 'error');
  });
});
