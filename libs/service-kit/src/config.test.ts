import { DEV_SESSION_KEY, loadServiceConfig } from './config.ts';

describe('loadServiceConfig', () => {
  it('uses documented defaults and the dev session key when nothing is set', () => {
    const config = loadServiceConfig({ LOG_LEVEL: 'silent' });
    expect(config.sessionKeys).toEqual([DEV_SESSION_KEY]);
    expect(config.usingDevSessionKey).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.adminEmails).toEqual(['admin@alive.local']);
    expect(config.oidc).toEqual({
      issuer: 'http://localhost:4100',
      clientId: 'alive-web',
      clientSecret: 'alive-dev-client-secret',
      adminClaim: undefined,
    });
  });

  it('parses comma lists, lower-cases admin e-mails and derives the origin', () => {
    const config = loadServiceConfig({
      LOG_LEVEL: 'silent',
      SESSION_KEYS: ' new-key , old-key ',
      ADMIN_EMAILS: 'Boss@Example.com, ops@example.com',
      PUBLIC_URL: 'https://alive.example/',
      OIDC_ISSUER: 'https://id.example/',
      OIDC_ADMIN_CLAIM: 'alive_admin',
    });
    expect(config.sessionKeys).toEqual(['new-key', 'old-key']);
    expect(config.usingDevSessionKey).toBe(false);
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.publicUrl).toBe('https://alive.example');
    expect(config.publicOrigin).toBe('https://alive.example');
    expect(config.secureCookies).toBe(true);
    expect(config.oidc.issuer).toBe('https://id.example');
    expect(config.oidc.adminClaim).toBe('alive_admin');
  });

  it('names the invalid variable', () => {
    expect(() => loadServiceConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses the development session key in production', () => {
    expect(() => loadServiceConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production' })).toThrow(/SESSION_KEYS/);
  });
});
