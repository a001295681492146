import { createLogger } from './logger.ts';
import { devSessionKeyFile, loadOrCreateDevSessionKey } from './dev-session-key.ts';
import { defineSettings, readSettings, SettingsError, type Settings } from './settings/define-settings.ts';
import { isProduction, sessionKeysProblems } from './settings/production-settings.ts';
import { processUnderTestRunner, underTestRunner } from './settings/process-environment.ts';
import type { AccountRateLimit } from './rate-limit/account-rate-limit.ts';
import {
  accountRateLimitSettings,
  DEFAULT_ACCOUNT_RATE_LIMIT,
  internalEndpointsSettings,
  networkSettings,
  oidcSettings,
  pgliteDataDirSetting,
  runtimeSettings,
  sessionSettings,
  shutdownSettings,
  siteSettings,
  type LOG_LEVELS,
} from './settings/shared-settings.ts';

export type LogLevel = (typeof LOG_LEVELS)[number];

/** The settings every service that signs people in shares (docs/architecture.md "Settings"). */
export const serviceConfigSettings = defineSettings({
  runtime: runtimeSettings,
  session: sessionSettings,
  site: siteSettings,
  oidc: oidcSettings,
  shutdown: shutdownSettings,
  network: networkSettings,
  internal: internalEndpointsSettings,
  devSessionKey: { pgliteDataDir: pgliteDataDirSetting },
  accountRateLimit: accountRateLimitSettings,
});

export type ServiceConfigSettings = Settings<typeof serviceConfigSettings>;

export interface ServiceConfig {
  /** Keys for signing the session cookie; the first signs, all verify (rotation). */
  sessionKeys: string[];
  /** True when SESSION_KEYS was unset and the development key file is in use. */
  usingDevSessionKey: boolean;
  /** Public URL of the site as the browser sees it (the edge), without trailing slash. */
  publicUrl: string;
  /** `scheme://host[:port]` of publicUrl; the only Origin allowed on state-changing requests. */
  publicOrigin: string;
  /** Session cookie carries `Secure` (PUBLIC_URL is https). */
  secureCookies: boolean;
  /** Longest life of a session from sign-in (also the cookie's Max-Age). */
  sessionAbsoluteLifetimeMs: number;
  /** A session unused for this long has ended. */
  sessionIdleTimeoutMs: number;
  /** How long a session lookup may be kept in memory (session-cache.ts); 0 turns the cache off. */
  sessionCacheMs: number;
  /** Lower-cased e-mails that are admins. */
  adminEmails: string[];
  oidc: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    adminClaim: string | undefined;
  };
  logLevel: LogLevel;
  /** TRUSTED_PROXIES: peers whose X-Forwarded-For is believed (absent: none; docs/architecture.md, "Trusted proxies"). */
  trustedProxies?: readonly string[];
  /** INTERNAL_PORT (absent: the default rule of docs/architecture.md, "Internal endpoints"). */
  internalPort?: number;
  shutdownTimeoutMs: number;
  shutdownDrainMs: number;
  /**
   * ACCOUNT_REQUESTS_PER_SECOND, ACCOUNT_REQUEST_BURST and ACCOUNT_CONCURRENT_REQUESTS
   * (rate-limit/account-rate-limit.ts); absent, or rate or burst 0: no per-account limit. Apps built from
   * one configuration object share the buckets and lines.
   */
  accountRateLimit?: AccountRateLimit;
}

/** How long a session lookup may be kept in memory unless SESSION_CACHE_MS says otherwise (session-cache.ts). */
export const DEFAULT_SESSION_CACHE_MS = 30_000;

/** LOG_LEVEL when set; otherwise quiet under the test runner, `info` elsewhere. */
export function resolveLogLevel(runtime: Settings<{ runtime: typeof runtimeSettings }>['runtime'], underTestRunner: boolean): LogLevel {
  if (runtime.logLevel) return runtime.logLevel;
  return underTestRunner || runtime.nodeEnv === 'test' ? 'silent' : 'info';
}

export { underTestRunner };

/**
 * The shared service configuration from its read settings. Refuses production without SESSION_KEYS;
 * in development, signs with the key file kept beside the embedded database.
 */
export function serviceConfigFrom(settings: ServiceConfigSettings, testRunner = false): ServiceConfig {
  const logLevel = resolveLogLevel(settings.runtime, testRunner);
  let sessionKeys = settings.session.keys ?? [];
  const usingDevSessionKey = sessionKeys.length === 0;
  if (usingDevSessionKey) {
    if (isProduction(settings.runtime.nodeEnv)) throw new SettingsError(sessionKeysProblems(sessionKeys));
    // Never a key from the source: a random key kept beside the embedded database, shared by every
    // process of a dev run and kept across restarts (docs/architecture.md "Sessions").
    const file = devSessionKeyFile(settings.devSessionKey.pgliteDataDir);
    const { key, created } = loadOrCreateDevSessionKey(file);
    sessionKeys = [key];
    createLogger({ name: 'config', level: logLevel }).warn(
      { file, created },
      'SESSION_KEYS is not set; signing sessions with the development key file (set SESSION_KEYS outside development)',
    );
  }

  const publicUrl = new URL(settings.site.publicUrl);
  return {
    sessionKeys,
    usingDevSessionKey,
    publicUrl: publicUrl.href.replace(/\/+$/, ''),
    publicOrigin: publicUrl.origin,
    secureCookies: publicUrl.protocol === 'https:',
    sessionAbsoluteLifetimeMs: settings.session.absoluteLifetimeMs,
    sessionIdleTimeoutMs: settings.session.idleTimeoutMs,
    // Tests change sessions straight in the database and expect the very next request to see it, sooner
    // than the announcement may arrive; the cache's own tests turn it on (docs/architecture.md "Sessions").
    // The process's own environment counts as well as the settings passed in: tests often build their
    // config from an object of their own, without VITEST, and then raced the announcement.
    sessionCacheMs: settings.session.cacheMs ?? (testRunner || processUnderTestRunner() ? 0 : DEFAULT_SESSION_CACHE_MS),
    adminEmails: settings.session.adminEmails.map((email) => email.toLowerCase()),
    oidc: {
      issuer: settings.oidc.issuer.replace(/\/+$/, ''),
      clientId: settings.oidc.clientId,
      clientSecret: settings.oidc.clientSecret,
      adminClaim: settings.oidc.adminClaim,
    },
    logLevel,
    trustedProxies: settings.network.trustedProxies,
    internalPort: settings.internal.port,
    shutdownTimeoutMs: settings.shutdown.timeoutMs,
    shutdownDrainMs: settings.shutdown.drainMs,
    accountRateLimit: accountRateLimitFrom(settings.accountRateLimit, testRunner || processUnderTestRunner()),
  };
}

/**
 * The per-account limit: the defaults, except under the test runner with neither variable set, where
 * it is off (tests send one account's requests as fast as the machine goes, which no person does).
 */
function accountRateLimitFrom(values: ServiceConfigSettings['accountRateLimit'], testRunner: boolean): AccountRateLimit {
  if (testRunner && values.perSecond === undefined && values.burst === undefined) return { perSecond: 0, burst: 0, concurrent: 0 };
  return {
    perSecond: values.perSecond ?? DEFAULT_ACCOUNT_RATE_LIMIT.perSecond,
    burst: values.burst ?? DEFAULT_ACCOUNT_RATE_LIMIT.burst,
    concurrent: values.concurrent ?? DEFAULT_ACCOUNT_RATE_LIMIT.concurrent,
  };
}

/** Reads and builds the shared service configuration from `env` (tests, and launchers sharing one configuration). */
export function loadServiceConfig(env: Readonly<Record<string, string | undefined>>): ServiceConfig {
  return serviceConfigFrom(readSettings(serviceConfigSettings, env), underTestRunner(env));
}
