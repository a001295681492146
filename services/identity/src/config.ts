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
import { DEVICE_COOKIE_KEY_MIN_LENGTH } from './device-cookies.ts';
import { ACCOUNT_RATE_LIMIT_DEFAULT, ADDRESS_RATE_LIMIT_DEFAULT, DEVICE_FAILURE_LIMIT_DEFAULT, type SignInLimitSettings } from './sign-in-limits.ts';

/** File name of the development device cookie key, beside the development session key. */
export const DEV_DEVICE_COOKIE_KEY_FILE_NAME = 'device-cookie-key';

const deviceCookieKeyList = settingTypes.commaList.refine(
  (keys) => keys.every((key) => key.length >= DEVICE_COOKIE_KEY_MIN_LENGTH),
  `expected a comma-separated list of keys of ${DEVICE_COOKIE_KEY_MIN_LENGTH} or more characters`,
);

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
    deviceCookieKeys: setting({
      env: 'IDENTITY_DEVICE_COOKIE_KEYS',
      schema: deviceCookieKeyList,
      defaultText: `a random key in \`.data/${DEV_DEVICE_COOKIE_KEY_FILE_NAME}\``,
      meaning: `Comma list of keys (${DEVICE_COOKIE_KEY_MIN_LENGTH}+ characters) signing the device cookies of the sign-in limits, the first signs and all verify; required in production`,
    }),
    perDevice: setting({
      env: 'IDENTITY_DEVICE_FAILURE_LIMIT',
      schema: settingTypes.pointsPerSeconds,
      default: settingTypes.pointsPerSecondsText(DEVICE_FAILURE_LIMIT_DEFAULT),
      meaning: "Wrong passwords a browser's device cookie may present (`<points>/<seconds>`) before that cookie is locked out for the window and its browser is limited like any other",
    }),
  }),
});

export type IdentitySettings = Settings<typeof identitySettings>;

export interface IdentityConfig {
  port: number;
  issuer: string;
  cookieKeys: string[] | undefined;
  client: IdentityClient;
  /** IDENTITY_ACCOUNT_RATE_LIMIT / IDENTITY_ADDRESS_RATE_LIMIT / IDENTITY_DEVICE_FAILURE_LIMIT: failed sign-ins per account name / address / device cookie. */
  signInLimits: Required<Pick<SignInLimitSettings, 'perAccount' | 'perAddress' | 'perDevice'>>;
  /** IDENTITY_DEVICE_COOKIE_KEYS; unset: the development key (service-entry.ts), production refuses to start. */
  deviceCookieKeys: string[] | undefined;
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
    signInLimits: { perAccount: settings.identity.perAccount, perAddress: settings.identity.perAddress, perDevice: settings.identity.perDevice },
    deviceCookieKeys: settings.identity.deviceCookieKeys?.length ? settings.identity.deviceCookieKeys : undefined,
    trustedProxies: settings.network.trustedProxies,
    listDemoAccounts: !isProduction(settings.runtime.nodeEnv),
  };
}

/** Reads and builds the provider's configuration from `env` (tests). */
export function loadIdentityConfig(env: Readonly<Record<string, string | undefined>>): IdentityConfig {
  return identityConfigFrom(readSettings(identitySettings, env));
}
