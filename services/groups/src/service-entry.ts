import { startOutboxRelay } from '@alive/events';
import { defineServiceEntry, outboxPublishSpans } from '@alive/service-kit';
import { createGroupRecommendationCacheRepository, createGroupsService, groupWork, startGroupsChoiceMadeConsumer, startGroupsChoiceUndoneConsumer, startGroupsListWarmer } from './app.ts';
import { groupsProcessSettings, groupsSettingsFrom } from './settings.ts';

/**
 * The groups process (standalone and in the embedded launcher): the HTTP app, the outbox relay that
 * publishes its membership events, the consumer of those events that warms a changed group's list,
 * and the `choice.made` and `choice.undone` consumers that drop the lists of a chooser's groups. Its variables are
 * declared in settings.ts.
 */
export const serviceEntry = defineServiceEntry({
  name: 'groups',
  settings: groupsProcessSettings,
  async create({ settings: { outbox, groups: read, work: workSettings }, logger, config, database, eventBus }) {
    const settings = groupsSettingsFrom(read);
    const work = groupWork(workSettings);
    const prisma = database();
    const bus = eventBus();
    const outboxRelay = startOutboxRelay({ prisma, outbox: 'groups_outbox_events', bus, logger, intervalMs: outbox.pollMs, maxBackoffMs: outbox.maxBackoffMs, tracePublish: outboxPublishSpans('groups') });
    const caches = createGroupRecommendationCacheRepository(prisma);
    const consumer = await startGroupsChoiceMadeConsumer({ bus, caches, logger });
    const undoConsumer = await startGroupsChoiceUndoneConsumer({ bus, caches, logger });
    const warmer = await startGroupsListWarmer({ prisma, bus, logger, settings, work });
    return {
      app: createGroupsService({ prisma, config: config(), logger, settings, outboxRelay, work }),
      async stop() {
        await warmer.stop();
        await consumer.stop();
        await undoConsumer.stop();
        await outboxRelay.stop();
        await work.close();
      },
    };
  },
});
