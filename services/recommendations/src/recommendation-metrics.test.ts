import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { CHOICE_MADE_SUBJECT, createInProcessBus, silentLogger } from '@alive/events';
import { waitFor } from '@alive/events/testing';
import { createLogger, loadServiceConfig } from '@alive/service-kit';
import { startTestServer } from '@alive/service-kit/testing';
import { createRecommendationsRuntime, createRecommendationsService, startChoiceMadeConsumer } from './app.ts';
import { createRecommendationMetrics } from './recommendation-metrics.ts';

// The recommendation service's own metrics on GET /metrics (docs/architecture.md, "Metrics"): cache
// reads by hit or miss, and the choice.made consumer's delivery lag and handling time by outcome.
const config = loadServiceConfig({ SESSION_KEYS: 'recommendation-metrics-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** The value of the sample line that has all the given labels. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('recommendation metrics', () => {
  it('are served on /metrics: cache reads by result and the consumer\'s lag and handling time by outcome', async () => {
    const metrics = createRecommendationMetrics();
    const runtime = createRecommendationsRuntime({ prisma: db.as('recommendations'), logger: createLogger({ name: 'recommendations', level: 'silent' }), metrics, settings: { readCountFlushMs: 0 } });
    const bus = createInProcessBus();
    const server = await startTestServer(createRecommendationsService({ prisma: db.as('recommendations'), config, bus, runtime }));
    const consumer = await startChoiceMadeConsumer({ prisma: db.as('recommendations'), bus, logger: silentLogger, metrics });
    try {
      runtime.reads.count('someone', 'general', true, 3);
      runtime.reads.count('someone', 'general', false, 9);
      runtime.reads.count('someone', 'movies', false, 7);

      const user = await createTestUser(db.prisma);
      const tenSecondsAgo = new Date(Date.now() - 10_000).toISOString();
      const event = { eventId: randomUUID(), userId: user.id, choicePairId: 1, selectedOption: 'option1', category: 'Travel', occurredAt: tenSecondsAgo };
      await bus.publish(CHOICE_MADE_SUBJECT, event, { msgId: randomUUID() });
      await bus.publish(CHOICE_MADE_SUBJECT, event, { msgId: randomUUID() }); // the same event again: a duplicate
      await bus.publish(CHOICE_MADE_SUBJECT, { eventId: 'broken' }, { msgId: randomUUID() });

      let text = '';
      await waitFor(async () => {
        text = await (await fetch(`${server.url}/metrics`)).text();
        return sample(text, 'event_processing_duration_seconds_count', { outcome: 'invalid' }) === 1;
      });
      expect(sample(text, 'recommendation_cache_reads_total', { service: 'recommendations', result: 'hit' })).toBe(1);
      expect(sample(text, 'recommendation_cache_reads_total', { result: 'miss' })).toBe(2);
      expect(sample(text, 'event_processing_duration_seconds_count', { consumer: 'recommendations-choice-made', outcome: 'processed' })).toBe(1);
      expect(sample(text, 'event_processing_duration_seconds_count', { outcome: 'duplicate' })).toBe(1);
      // Two events carried an occurredAt 10 s old; the broken one none.
      expect(sample(text, 'event_delivery_lag_seconds_count', { consumer: 'recommendations-choice-made' })).toBe(2);
      expect(sample(text, 'event_delivery_lag_seconds_bucket', { le: '5' })).toBe(0);
      expect(sample(text, 'event_delivery_lag_seconds_bucket', { le: '30' })).toBe(2);
    } finally {
      await consumer.stop();
      await server.close();
      await runtime.reads.stop();
      await bus.close();
    }
  });
});
