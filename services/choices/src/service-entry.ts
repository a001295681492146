import { startOutboxRelay } from '@alive/events';
import { defineServiceEntry, outboxPublishSpans } from '@alive/service-kit';
import { createChoicesService } from './app.ts';
import { choicesSettings } from './settings.ts';

/**
 * The choices process (standalone and in the embedded launcher) with the outbox relay that publishes its
 * choice events; its variables are declared in settings.ts. Standalone without NATS_URL the bus is
 * in-process, which only makes sense when the consumers share this process.
 */
export const serviceEntry = defineServiceEntry({
  name: 'choices',
  settings: choicesSettings,
  create({ settings, logger, config, database, eventBus }) {
    const prisma = database({ poolSize: 10 });
    const outboxRelay = startOutboxRelay({
      prisma,
      outbox: 'outbox_events',
      bus: eventBus(),
      logger,
      intervalMs: settings.outbox.pollMs,
      maxBackoffMs: settings.outbox.maxBackoffMs,
      tracePublish: outboxPublishSpans('choices'),
    });
    return {
      app: createChoicesService({ prisma, config: config(), logger, outboxRelay, maxPersonalPairs: settings.choices.maxPersonalPairs }),
      stop: () => outboxRelay.stop(),
    };
  },
});
