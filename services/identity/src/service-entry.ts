import type { ServiceEntry } from '@alive/service-kit';
import { SEED_ACCOUNTS } from './accounts.ts';
import { loadIdentityConfig } from './config.ts';
import { createIdentityProvider } from './create-identity-provider.ts';

/** The local OpenID provider process (main.ts and the embedded launcher); settings in config.ts. */
export const serviceEntry: ServiceEntry = {
  name: 'identity',
  async create({ env, logger }) {
    const config = loadIdentityConfig(env);
    const provider = await createIdentityProvider({
      issuer: config.issuer,
      clients: [config.client],
      accounts: SEED_ACCOUNTS,
      cookieKeys: config.cookieKeys,
    });
    provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'identity provider error'));
    logger.info({ issuer: config.issuer, redirectUris: config.client.redirectUris }, 'local OpenID provider');
    return { app: provider, listen: { port: config.port } };
  },
};
