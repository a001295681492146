import { runServiceMain } from '@alive/service-kit/runner';
import { serviceEntry } from './service-entry.ts';

/** Standalone release controller: DATABASE_URL (required), RELEASES_PORT (default from the feature registry), the rest in settings.ts. */
await runServiceMain(serviceEntry);
