import { startOutboxRelay } from '@alive/events';
import { defineServiceEntry } from '@alive/service-kit';
import { createAuthService } from './app.ts';
import { authSettings } from './settings.ts';

/**
 * The auth process (main.ts and the embedded launcher) with the outbox relay that publishes its
 * `user.signed_up` events; its variables are declared in settings.ts.
 */
export const serviceEntry = defineServiceEntry({
  name: 'auth',
  settings: authSettings,
  create({ settings, logger, config, database, eventBus }) {
    const prisma = database({ poolSize: 5 });
    const outboxRelay = startOutboxRelay({ prisma, bus: eventBus(), logger, intervalMs: settings.outbox.pollMs, maxBackoffMs: settings.outbox.maxBackoffMs });
    const app = createAuthService({
      prisma,
      config: config(),
      logger,
      endProviderSession: settings.auth.endProviderSession,
      signInRateLimit: settings.auth.signInRateLimit,
      outboxRelay,
    });
    return { app, stop: () => outboxRelay.stop() };
  },
});
