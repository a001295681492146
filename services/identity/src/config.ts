import { AUTH_PATHS } from '@alive/contracts';
import {
  databaseSettings,
  networkSettings,
  defineSettings,
  identityProviderSetting,
  isProduction,
  defineSettingsGroup,
  oidcClientIdSetting,
  oidcClientSecretSetting,
  oidcIssuerSetting,
  PORT_SETTINGS,
  readSettings,
  registryPortOf,
  runtimeSettings,
  setting,
  settingTypes,
  siteSettings,
  type Settings,
} from '@alive/service-kit';
import type { IdentityClient } from './create-identity-provider.ts';
import { ACCOUNT_RATE_LIMIT_DEFAULT, ADDRESS_RATE_LIMIT_DEFAULT, type SignInLimitSettings } from './sign-in-limits.ts';

/** Every variable the local OpenID provider reads (docs/architecture.md "Settings"). */
export const identitySettings = defineSettings({
  // Production runs this demo provider only when IDENTITY_PROVIDER names it (production-settings.ts).
  runtime: { nodeEnv: runtimeSettings.nodeEnv },
  database: databaseSettings,
  site: siteSettings,
  network: networkSettings,
  oidc: defineSettingsGroup({ issuer: oidcIssuerSetting, clientId: oidcClientIdSetting, clientSecret: oidcClientSecretSetting, provider: identityProviderSetting }),
  identity: defineSettingsGroup({
    port: PORT_SETTINGS.identity!,
    extraRedirectUris: setting({
      env: 'OIDC_EXTRA_REDIRECT_URIS',
      schema: settingTypes.commaList,
      default: '',
      meaning: 'Extra redirect URIs of the site client (comma list), e.g. when the auth service is also reached without the edge',
    }),
    cookieKeys: setting({ env: 'IDENTITY_COOKIE_KEYS', schema: settingTypes.commaList, defaultText: 'keys made at start', meaning: "Comma list of keys for the provider's own cookies" }),
    perAccount: setting({
      env: 'IDENTITY_ACCOUNT_RATE_LIMIT',
      schema: settingTypes.pointsPerSeconds,
      default: settingTypes.pointsPerSecondsText(ACCOUNT_RATE_LIMIT_DEFAULT),
      meaning: 'Failed sign-ins against one account from one address before that pair is locked (`<points>/<seconds>`); from elsewhere the account is only slowed',
    }),
    perAddress: setting({
      env: 'IDENTITY_ADDRESS_RATE_LIMIT',
      schema: settingTypes.pointsPerSeconds,
      default: settingTypes.pointsPerSecondsText(ADDRESS_RATE_LIMIT_DEFAULT),
      meaning: 'Failed sign-ins per client address (`<points>/<seconds>`)',
    }),
  }),
});

export type IdentitySettings = Settings<typeof identitySettings>;

export interface IdentityConfig {
  port: number;
  issuer: string;
  cookieKeys: string[] | undefined;
  client: IdentityClient;
  /** IDENTITY_ACCOUNT_RATE_LIMIT / IDENTITY_ADDRESS_RATE_LIMIT: failed sign-ins per account name / per address. */
  signInLimits: Required<Pick<SignInLimitSettings, 'perAccount' | 'perAddress'>>;
  /** TRUSTED_PROXIES: empty unless a proxy really fronts the provider (browsers reach it directly). */
  trustedProxies: readonly string[];
  /** The login page lists the demo accounts and their password: never in production (docs/deploy.md, "Production settings"). */
  listDemoAccounts: boolean;
}

/** The one client the site uses: the auth service's redirect URI under PUBLIC_URL. */
export function authServiceClient(opts: { publicUrl: string; clientId: string; clientSecret: string; extraRedirectUris?: string[] }): IdentityClient {
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  return {
    clientId: opts.clientId,
    clientSecret: opts.clientSecret,
    clientName: 'A.L.I.V.E',
    redirectUris: [`${publicUrl}${AUTH_PATHS.callback}`, ...(opts.extraRedirectUris ?? [])],
    postLogoutRedirectUris: [`${publicUrl}/`],
    firstParty: true,
  };
}

export function identityConfigFrom(settings: IdentitySettings): IdentityConfig {
  const cookieKeys = settings.identity.cookieKeys ?? [];
  return {
    port: settings.identity.port ?? registryPortOf('identity'),
    issuer: settings.oidc.issuer.replace(/\/+$/, ''),
    cookieKeys: cookieKeys.length ? cookieKeys : undefined,
    client: authServiceClient({
      publicUrl: settings.site.publicUrl,
      clientId: settings.oidc.clientId,
      clientSecret: settings.oidc.clientSecret,
      extraRedirectUris: settings.identity.extraRedirectUris,
    }),
    signInLimits: { perAccount: settings.identity.perAccount, perAddress: settings.identity.perAddress },
    trustedProxies: settings.network.trustedProxies,
    listDemoAccounts: !isProduction(settings.runtime.nodeEnv),
  };
}

/** Reads and builds the provider's configuration from `env` (tests). */
export function loadIdentityConfig(env: Readonly<Record<string, string | undefined>> = process.env): IdentityConfig {
  return identityConfigFrom(readSettings(identitySettings, env));
}
