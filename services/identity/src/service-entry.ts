import { dirname, join } from 'node:path';
import { defineServiceEntry, devSessionKeyFile, loadOrCreateDevSessionKey, type ServiceDeps } from '@alive/service-kit';
import { SEED_ACCOUNTS } from './accounts.ts';
import { DEV_DEVICE_COOKIE_KEY_FILE_NAME, identityConfigFrom, identitySettings } from './config.ts';
import { createIdentityProvider } from './create-identity-provider.ts';
import { identityProductionProblems } from './production-settings.ts';
import { createSignInLimiters } from './sign-in-limits.ts';

/**
 * The database the sign-in limits count in: the shared client when embedded, DATABASE_URL (2
 * connections) standalone. A standalone provider without DATABASE_URL still starts, counting in memory.
 */
function signInDatabase({ database, logger }: Pick<ServiceDeps, 'database' | 'logger'>) {
  try {
    return database({ poolSize: 2 });
  } catch (error) {
    logger.warn({ err: error }, 'no database: failed sign-ins are counted in this process only');
    return undefined;
  }
}

/**
 * Outside production, without IDENTITY_DEVICE_COOKIE_KEYS: a random key kept beside the development
 * session key, so a restart keeps browsers' device cookies (production refuses to start without keys).
 */
function developmentDeviceCookieKey(): string {
  return loadOrCreateDevSessionKey(join(dirname(devSessionKeyFile(undefined)), DEV_DEVICE_COOKIE_KEY_FILE_NAME)).key;
}

/** The local OpenID provider process (standalone and in the embedded launcher); its variables are declared in config.ts. */
export const serviceEntry = defineServiceEntry({
  name: 'identity',
  settings: identitySettings,
  productionProblems: identityProductionProblems,
  async create({ settings, logger, database }) {
    const config = identityConfigFrom(settings);
    const signInLimiters = createSignInLimiters({
      ...config.signInLimits,
      database: signInDatabase({ database, logger }),
      onSweepError: (error) => logger.warn({ err: error }, 'rate limit sweep failed'),
    });
    const provider = await createIdentityProvider({
      issuer: config.issuer,
      clients: [config.client],
      accounts: SEED_ACCOUNTS,
      listAccounts: config.listDemoAccounts,
      cookieKeys: config.cookieKeys,
      signInLimiters,
      trustedProxies: config.trustedProxies,
      deviceCookieKeys: config.deviceCookieKeys ?? [developmentDeviceCookieKey()],
    });
    provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'identity provider error'));
    logger.info({ issuer: config.issuer, redirectUris: config.client.redirectUris }, 'local OpenID provider');
    return { app: provider, listen: { port: config.port } };
  },
});
