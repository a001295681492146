import { startService, createLogger } from '@alive/service-kit';
import { SEED_ACCOUNTS } from './accounts.ts';
import { loadIdentityConfig } from './config.ts';
import { createIdentityProvider } from './create-identity-provider.ts';

const config = loadIdentityConfig(process.env);
const logger = createLogger({ name: 'identity', level: process.env.LOG_LEVEL ?? 'info' });
const provider = await createIdentityProvider({
  issuer: config.issuer,
  clients: [config.client],
  accounts: SEED_ACCOUNTS,
  cookieKeys: config.cookieKeys,
});
provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'identity provider error'));
await startService(provider, { port: config.port, name: 'identity', logger });
logger.info({ issuer: config.issuer, redirectUris: config.client.redirectUris }, 'local OpenID provider ready');
