import { runServiceMain } from '@alive/service-kit/runner';
import { serviceEntry } from './service-entry.ts';

/** Standalone auth process: DATABASE_URL (required), AUTH_PORT (default from the feature registry), the rest in service-entry.ts. */
await runServiceMain(serviceEntry);
