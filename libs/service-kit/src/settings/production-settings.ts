import { setting } from './define-settings.ts';
import { oneOf } from './setting-types.ts';
import { oidcClientSecretSetting } from './shared-settings.ts';

/**
 * What a production process refuses to start with (docs/deploy.md, "Production settings"): values this
 * repository publishes, so anyone could use them against a real deployment. Each rule returns problems
 * in SettingsError's form (`<VARIABLE>: <what to change>`), so one start names every one of them, as
 * SESSION_KEYS always did.
 */

export const IDENTITY_PROVIDERS = ['demo', 'external'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

export const identityProviderSetting = setting({
  env: 'IDENTITY_PROVIDER',
  schema: oneOf(IDENTITY_PROVIDERS),
  defaultText: '`demo`; `external` in production',
  meaning:
    '`demo`: the built-in OpenID provider (services/identity), which `npm start` runs, with demo accounts whose password is published; `external`: the provider at OIDC_ISSUER, none runs here; production runs the demo only when it is named here',
});

export const isProduction = (nodeEnv: string | undefined): boolean => nodeEnv === 'production';

/** IDENTITY_PROVIDER when set; otherwise the demo outside production and a real provider in it. */
export function identityProviderOf(nodeEnv: string | undefined, provider: IdentityProvider | undefined): IdentityProvider {
  return provider ?? (isProduction(nodeEnv) ? 'external' : 'demo');
}

/** The domain of the built-in provider's demo accounts (services/identity/src/accounts.ts). */
export const DEMO_ACCOUNT_DOMAIN = 'alive.local';

export const isDemoAccountEmail = (email: string): boolean => email.trim().toLowerCase().endsWith(`@${DEMO_ACCOUNT_DOMAIN}`);

/** Sessions signed with a key nobody chose cannot be trusted across replicas or restarts. */
export function sessionKeysProblems(keys: readonly string[] | undefined): string[] {
  return keys && keys.length > 0 ? [] : ['SESSION_KEYS: must be set in production'];
}

/** The default client secret is in this repository: whoever reads it could act as the site at the provider. */
export function clientSecretProblems(clientSecret: string): string[] {
  return clientSecret === oidcClientSecretSetting.default
    ? ['OIDC_CLIENT_SECRET: must not be the published default in production, set the secret your OpenID provider issued for the site']
    : [];
}

/**
 * An administrator named by a demo account's e-mail: at a real provider whoever registers that address
 * (the claim is trusted unless `email_verified` is false) would be an administrator. With the demo
 * provider, asked for by name, the demo admin is the point.
 */
export function demoAdminProblems(adminEmails: readonly string[], provider: IdentityProvider): string[] {
  const demo = adminEmails.filter(isDemoAccountEmail);
  if (demo.length === 0 || provider === 'demo') return [];
  return [`ADMIN_EMAILS: must not name a demo account (${demo.join(', ')}) in production unless IDENTITY_PROVIDER=demo, list your administrators' e-mails`];
}
