import { startOutboxRelay } from '@alive/events';
import { defineServiceEntry, outboxPublishSpans } from '@alive/service-kit';
import { createAuthService } from './app.ts';
import { authProductionProblems } from './production-settings.ts';
import { authSettings } from './settings.ts';

/**
 * The auth process (standalone and in the embedded launcher) with the outbox relay that publishes its
 * `user.signed_up` events; its variables are declared in settings.ts.
 */
export const serviceEntry = defineServiceEntry({
  name: 'auth',
  settings: authSettings,
  productionProblems: authProductionProblems,
  create({ settings, logger, config, database, eventBus }) {
    const prisma = database({ poolSize: 5 });
    const outboxRelay = startOutboxRelay({
      prisma,
      outbox: 'auth_outbox_events',
      bus: eventBus(),
      logger,
      intervalMs: settings.outbox.pollMs,
      maxBackoffMs: settings.outbox.maxBackoffMs,
      tracePublish: outboxPublishSpans('auth'),
    });
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
