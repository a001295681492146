import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadServiceConfig } from './config.ts';
import { devSessionKeyFile, loadOrCreateDevSessionKey } from './dev-session-key.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'alive-config-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadServiceConfig', () => {
  it('uses documented defaults and a development key file when nothing is set', () => {
    const config = loadServiceConfig({ LOG_LEVEL: 'silent', PGLITE_DATA_DIR: path.join(dataDir, 'pglite') });
    expect(config.usingDevSessionKey).toBe(true);
    expect(config.sessionKeys).toHaveLength(1);
    expect(config.sessionKeys[0]).not.toBe('alive-dev-session-key-change-me');
    expect(config.sessionAbsoluteLifetimeMs).toBe(30 * DAY_MS);
    expect(config.sessionIdleTimeoutMs).toBe(7 * DAY_MS);
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

  it('reads the session lifetimes', () => {
    const config = loadServiceConfig({ LOG_LEVEL: 'silent', SESSION_KEYS: 'k', SESSION_ABSOLUTE_LIFETIME_MS: '3600000', SESSION_IDLE_TIMEOUT_MS: '600000' });
    expect(config.sessionAbsoluteLifetimeMs).toBe(3_600_000);
    expect(config.sessionIdleTimeoutMs).toBe(600_000);
    expect(() => loadServiceConfig({ LOG_LEVEL: 'silent', SESSION_KEYS: 'k', SESSION_IDLE_TIMEOUT_MS: '0' })).toThrow(/SESSION_IDLE_TIMEOUT_MS/);
  });

  it('names every invalid variable at once', () => {
    expect(() => loadServiceConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'not a url', SESSION_IDLE_TIMEOUT_MS: '-1' })).toThrow(
      'Invalid settings: SESSION_IDLE_TIMEOUT_MS: expected a positive whole number, got "-1"; PUBLIC_URL: expected an http(s) URL, got "not a url"',
    );
  });

  it('quiets the log under the test runner unless LOG_LEVEL says otherwise', () => {
    const keys = { SESSION_KEYS: 'k' };
    expect(loadServiceConfig({ ...keys, VITEST: 'true' }).logLevel).toBe('silent');
    expect(loadServiceConfig({ ...keys, NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadServiceConfig({ ...keys, VITEST: 'true', LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(loadServiceConfig(keys).logLevel).toBe('info');
  });

  it('keeps no session cache in a test process unless SESSION_CACHE_MS asks, even from settings without VITEST', () => {
    const keys = { LOG_LEVEL: 'silent', SESSION_KEYS: 'k' };
    expect(process.env.VITEST).toBeTruthy();
    expect(loadServiceConfig(keys).sessionCacheMs).toBe(0);
    expect(loadServiceConfig({ ...keys, SESSION_CACHE_MS: '30000' }).sessionCacheMs).toBe(30_000);
  });

  it('refuses to start in production without SESSION_KEYS, and writes no key file', () => {
    const env = { LOG_LEVEL: 'silent', NODE_ENV: 'production', PGLITE_DATA_DIR: path.join(dataDir, 'pglite') };
    expect(() => loadServiceConfig(env)).toThrow('Invalid settings: SESSION_KEYS: must be set in production');
    expect(existsSync(devSessionKeyFile(env.PGLITE_DATA_DIR))).toBe(false);
  });
});

describe('development session key file', () => {
  it('lives beside the embedded database folder, by default <repo>/.data/session-keys', () => {
    expect(devSessionKeyFile('/srv/alive/pglite')).toBe('/srv/alive/session-keys');
    expect(devSessionKeyFile(undefined)).toMatch(/[\\/]\.data[\\/]session-keys$/);
  });

  it('is created with random content and mode 0600, then reused by the next load (restarts, other processes)', () => {
    const env = { LOG_LEVEL: 'silent', PGLITE_DATA_DIR: path.join(dataDir, 'pglite') };
    const file = devSessionKeyFile(env.PGLITE_DATA_DIR);
    const first = loadServiceConfig(env);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const content = readFileSync(file, 'utf8').trim();
    expect(content).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.sessionKeys).toEqual([content]);
    expect(loadServiceConfig(env).sessionKeys).toEqual([content]);

    const otherDir = mkdtempSync(path.join(tmpdir(), 'alive-config-test-'));
    try {
      const other = loadServiceConfig({ LOG_LEVEL: 'silent', PGLITE_DATA_DIR: path.join(otherDir, 'pglite') });
      expect(other.sessionKeys[0]).not.toBe(content);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('creates the key once and leaves no temporary files behind', () => {
    const file = path.join(dataDir, 'session-keys');
    const keys = Array.from({ length: 5 }, () => loadOrCreateDevSessionKey(file));
    expect(new Set(keys.map((k) => k.key)).size).toBe(1);
    expect(keys.filter((k) => k.created)).toHaveLength(1);
    expect(readdirSync(dataDir)).toEqual(['session-keys']);
  });

  it('refuses an empty key file rather than signing with it', () => {
    const file = path.join(dataDir, 'session-keys');
    writeFileSync(file, '\n', { mode: 0o600 });
    expect(() => loadOrCreateDevSessionKey(file)).toThrow(/empty or too short/);
  });

});
