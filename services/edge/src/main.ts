import { runServiceMain } from '@alive/service-kit/runner';
import { serviceEntry } from './service-entry.ts';

/** Standalone edge: the one origin in front of the services (settings in service-entry.ts). */
await runServiceMain(serviceEntry);
