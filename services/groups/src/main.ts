import { runServiceMain } from '@alive/service-kit/runner';
import { serviceEntry } from './service-entry.ts';

/** Standalone groups process: DATABASE_URL (required), GROUPS_PORT (default from the feature registry), the rest in service-entry.ts. */
await runServiceMain(serviceEntry);
