import { runServiceMain } from '@alive/service-kit/runner';
import { serviceEntry } from './service-entry.ts';

/** Standalone local OpenID provider: IDENTITY_PORT (default 4100) and the settings of config.ts. */
await runServiceMain(serviceEntry);
