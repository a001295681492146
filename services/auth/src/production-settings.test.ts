import { processProblems, readSettings, SettingsError } from '@alive/service-kit';
import { startServiceEntry } from '@alive/service-kit/runner';
import { authProductionProblems } from './production-settings.ts';
import { serviceEntry } from './service-entry.ts';
import { authSettings } from './settings.ts';

// Auth in production refuses the values this repository publishes (docs/deploy.md, "Production settings").

const REFUSED_DEFAULTS = [
  'SESSION_KEYS: must be set in production',
  'OIDC_CLIENT_SECRET: must not be the published default in production, set the secret your OpenID provider issued for the site',
  "ADMIN_EMAILS: must not name a demo account (admin@alive.local) in production unless IDENTITY_PROVIDER=demo, list your administrators' e-mails",
];
const problemsIn = (env: Record<string, string>) => authProductionProblems(readSettings(authSettings, env));

describe('auth in production', () => {
  it('refuses to start with the defaults, naming every variable to change in one message, before it opens anything', async () => {
    // Without DATABASE_URL, anything past the settings would fail on the database instead.
    await expect(startServiceEntry(serviceEntry, { env: { NODE_ENV: 'production', AUTH_PORT: '0', LOG_LEVEL: 'silent' }, exitOnSignal: false })).rejects.toThrow(
      new SettingsError(REFUSED_DEFAULTS),
    );
  });

  it('accepts its own secrets and administrators at a real provider', () => {
    expect(problemsIn({ NODE_ENV: 'production', SESSION_KEYS: 'k', OIDC_CLIENT_SECRET: 'issued', ADMIN_EMAILS: 'ops@example.com' })).toEqual([]);
  });

  it('lets the demo admin be an administrator only with the demo provider asked for by name (the image smoke run)', () => {
    expect(problemsIn({ NODE_ENV: 'production', SESSION_KEYS: 'k', OIDC_CLIENT_SECRET: 'issued', IDENTITY_PROVIDER: 'demo' })).toEqual([]);
    expect(problemsIn({ NODE_ENV: 'production', SESSION_KEYS: 'k', IDENTITY_PROVIDER: 'demo' })).toEqual([REFUSED_DEFAULTS[1]]);
  });
});

describe('auth in development', () => {
  it('keeps every default', () => {
    expect(processProblems(serviceEntry, {})).toEqual([]);
  });
});
