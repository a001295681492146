import { serviceConfigSettings } from '../config.ts';
import { defineSettings, SettingsError, type Settings } from './define-settings.ts';
import { assertProcessSettings, processProblems } from './process-settings.ts';
import { clientSecretProblems, demoAdminProblems, identityProviderOf, identityProviderSetting, sessionKeysProblems } from './production-settings.ts';

// Production refuses the values this repository publishes (docs/deploy.md, "Production settings").
// Unit tier: this file imports nothing that names the database or the broker (vitest.config.ts).

describe('IDENTITY_PROVIDER', () => {
  it('is the demo outside production and a real provider in it, unless named', () => {
    expect(identityProviderOf(undefined, undefined)).toBe('demo');
    expect(identityProviderOf('development', undefined)).toBe('demo');
    expect(identityProviderOf('production', undefined)).toBe('external');
    expect(identityProviderOf('production', 'demo')).toBe('demo');
    expect(identityProviderOf('development', 'external')).toBe('external');
  });

  it('reads demo or external only', () => {
    expect(identityProviderSetting.schema.safeParse('demo').success).toBe(true);
    expect(identityProviderSetting.schema.safeParse('builtin').success).toBe(false);
  });
});

describe('the production rules', () => {
  it('refuse the published client secret, and only it', () => {
    expect(clientSecretProblems('alive-dev-client-secret')).toEqual([
      'OIDC_CLIENT_SECRET: must not be the published default in production, set the secret your OpenID provider issued for the site',
    ]);
    expect(clientSecretProblems('issued-by-the-provider')).toEqual([]);
  });

  it('refuse a demo account as administrator unless the demo provider is named', () => {
    expect(demoAdminProblems(['admin@alive.local'], 'external')).toEqual([
      "ADMIN_EMAILS: must not name a demo account (admin@alive.local) in production unless IDENTITY_PROVIDER=demo, list your administrators' e-mails",
    ]);
    expect(demoAdminProblems(['ops@example.com', 'Sam@Alive.Local'], 'external')[0]).toContain('(Sam@Alive.Local)');
    expect(demoAdminProblems(['admin@alive.local'], 'demo')).toEqual([]);
    expect(demoAdminProblems(['ops@example.com'], 'external')).toEqual([]);
  });

  it('require SESSION_KEYS', () => {
    expect(sessionKeysProblems(undefined)).toEqual(['SESSION_KEYS: must be set in production']);
    expect(sessionKeysProblems(['k'])).toEqual([]);
  });
});

describe('processProblems', () => {
  const settings = defineSettings({ ...serviceConfigSettings, identity: { provider: identityProviderSetting } });
  const refused = (read: Settings<typeof settings>) => [
    ...sessionKeysProblems(read.session.keys),
    ...demoAdminProblems(read.session.adminEmails, identityProviderOf(read.runtime.nodeEnv, read.identity.provider)),
  ];
  const entry = {
    name: 'auth',
    settings,
    productionProblems: refused,
    create: () => {
      throw new Error('never created here');
    },
  };

  it('ask an entry what it refuses only in production, and name every refusal in one message', () => {
    expect(processProblems(entry, {})).toEqual([]);
    expect(() => assertProcessSettings(entry, { NODE_ENV: 'production' })).toThrow(
      new SettingsError([
        'SESSION_KEYS: must be set in production',
        "ADMIN_EMAILS: must not name a demo account (admin@alive.local) in production unless IDENTITY_PROVIDER=demo, list your administrators' e-mails",
      ]),
    );
    expect(processProblems(entry, { NODE_ENV: 'production', SESSION_KEYS: 'k', IDENTITY_PROVIDER: 'demo' })).toEqual([]);
  });

  it('name values that do not read first: the rules judge read values', () => {
    expect(processProblems(entry, { NODE_ENV: 'production', IDENTITY_PROVIDER: 'builtin' })).toEqual([
      'IDENTITY_PROVIDER: expected one of demo, external, got "builtin"',
    ]);
  });
});
