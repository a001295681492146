import { DEV_SESSION_KEY, loadServiceConfig, logLevelFromEnv, positiveIntFromEnv } from './config.ts';

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

describe('single settings', () => {
  it('reads LOG_LEVEL alone, refusing unknown levels', () => {
    expect(logLevelFromEnv({ LOG_LEVEL: 'warn' })).toBe('warn');
    expect(logLevelFromEnv({ NODE_ENV: 'test' })).toBe('silent');
    expect(logLevelFromEnv({})).toBe('info');
    expect(() => logLevelFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/Invalid service configuration: LOG_LEVEL/);
  });

  it('reads positive whole numbers, with the fallback when unset or empty', () => {
    expect(positiveIntFromEnv({ OUTBOX_POLL_MS: '250' }, 'OUTBOX_POLL_MS', 500)).toBe(250);
    expect(positiveIntFromEnv({ OUTBOX_POLL_MS: ' ' }, 'OUTBOX_POLL_MS', 500)).toBe(500);
    expect(positiveIntFromEnv({}, 'OUTBOX_POLL_MS', 500)).toBe(500);
    for (const bad of ['0', '-3', '1.5', 'abc']) {
      expect(() => positiveIntFromEnv({ OUTBOX_POLL_MS: bad }, 'OUTBOX_POLL_MS', 500)).toThrow(/OUTBOX_POLL_MS must be a positive whole number/);
    }
  });
});
