import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createOpenIdProvider, IdTokenError } from './openid-provider.ts';

let server: Server;
let issuer: string;
let signingKey: CryptoKey;
let publicJwk: JWK;
let discoveryRequests = 0;
let discoveryIssuer: (() => string) | undefined;
let discoveryDown = false;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      discoveryRequests += 1;
      if (discoveryDown) {
        res.statusCode = 503;
        res.end('{}');
        return;
      }
      res.end(
        JSON.stringify({
          issuer: discoveryIssuer?.() ?? issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          end_session_endpoint: `${issuer}/session/end`,
        }),
      );
    } else if (req.url === '/jwks') {
      res.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  discoveryIssuer = undefined;
  discoveryDown = false;
});

interface TokenOverrides {
  issuer?: string;
  audience?: string | string[];
  nonce?: string | undefined;
  expiresIn?: string;
  key?: CryptoKey;
  kid?: string;
  azp?: string;
}

async function idToken(overrides: TokenOverrides = {}) {
  const claims: Record<string, unknown> = { email: 'alex@alive.local' };
  if (!('nonce' in overrides) || overrides.nonce !== undefined) claims.nonce = overrides.nonce ?? 'nonce-1';
  if (overrides.azp) claims.azp = overrides.azp;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? 'k1' })
    .setSubject('user-1')
    .setIssuer(overrides.issuer ?? issuer)
    .setAudience(overrides.audience ?? 'client-1')
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '5m')
    .sign(overrides.key ?? signingKey);
}

function unsignedToken() {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none' })}.${encode({ sub: 'user-1', iss: issuer, aud: 'client-1', nonce: 'nonce-1', iat: now, exp: now + 300 })}.`;
}

describe('OpenID provider client', () => {
  const provider = () => createOpenIdProvider({ issuer, clientId: 'client-1' });

  it('accepts a token signed by the provider for this client with the expected nonce', async () => {
    const payload = await provider().verifyIdToken(await idToken(), { nonce: 'nonce-1' });
    expect(payload.sub).toBe('user-1');
    expect(payload.email).toBe('alex@alive.local');
  });

  it.each([
    ['a foreign signing key', async () => idToken({ key: (await generateKeyPair('RS256')).privateKey })],
    ['another issuer', () => idToken({ issuer: 'http://evil.example' })],
    ['another audience', () => idToken({ audience: 'other-client' })],
    ['an expired token', () => idToken({ expiresIn: '-5m' })],
    ['another nonce', () => idToken({ nonce: 'nonce-2' })],
    ['no nonce', () => idToken({ nonce: undefined })],
    ['several audiences without azp = this client', () => idToken({ audience: ['client-1', 'other'] })],
    ['alg none', async () => unsignedToken()],
  ])('rejects %s', async (_label, makeToken) => {
    await expect(provider().verifyIdToken(await makeToken(), { nonce: 'nonce-1' })).rejects.toBeInstanceOf(IdTokenError);
  });

  it('accepts several audiences when azp names this client', async () => {
    const token = await idToken({ audience: ['client-1', 'other'], azp: 'client-1' });
    await expect(provider().verifyIdToken(token, { nonce: 'nonce-1' })).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('refuses a discovery document that names another issuer', async () => {
    discoveryIssuer = () => 'http://evil.example';
    await expect(provider().discovery()).rejects.toThrow(/issuer mismatch/);
  });

  it('caches discovery, and retries after a failure', async () => {
    const client = provider();
    discoveryDown = true;
    await expect(client.discovery()).rejects.toThrow(/503/);
    discoveryDown = false;
    const before = discoveryRequests;
    await client.discovery();
    await client.discovery();
    expect(discoveryRequests - before).toBe(1);
  });

  it('builds the RP-initiated logout URL', async () => {
    const url = new URL((await provider().endSessionUrl('http://localhost:3000/'))!);
    expect(url.pathname).toBe('/session/end');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
  });
});
