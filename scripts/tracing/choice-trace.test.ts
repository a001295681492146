import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { createNatsBus, startOutboxRelay, type EventBus, type EventsLogger, type OutboxRelay } from '@alive/events';
import { waitFor } from '@alive/events/testing';
import { createChoicesService } from '@alive/choices-service';
import { startChoiceMadeConsumer } from '@alive/recommendations-service';
import { loadServiceConfig } from '@alive/service-kit';
import { sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { closeProxyAgents } from '../../services/edge/src/proxy.ts';
import { createEdge } from '../../services/edge/src/app.ts';
import { LIVE_SERVICE_NAMES } from '../../services/edge/src/route-table.ts';
import type { Upstreams } from '../../services/edge/src/upstreams.ts';

// One choice's trace id from the edge to the consumer's log (docs/architecture.md, "Traces"): the
// browser's request reaches the edge, which starts the trace; the choices service continues it and
// writes the traceparent into the outbox row; the relay sends it as a NATS header; the
// recommendations consumer continues it and logs with it.
const config = loadServiceConfig({ SESSION_KEYS: 'trace-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

describe('a choice, traced', () => {
  let db: TestDatabase;
  let bus: EventBus;
  let relay: OutboxRelay;
  let choices: TestServer;
  let edge: Server;
  let edgeUrl: string;
  const consumerLines: Record<string, unknown>[] = [];
  const consumerLogger: EventsLogger = {
    info: (obj, msg) => void consumerLines.push({ ...obj, msg }),
    warn: (obj, msg) => void consumerLines.push({ ...obj, msg }),
    error: (obj, msg) => void consumerLines.push({ ...obj, msg }),
  };
  let stopConsumer: () => Promise<void>;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedChoicePairs(db.prisma);
    const id = randomBytes(4).toString('hex');
    bus = createNatsBus({ servers: NATS_URL, stream: { name: `TEST_TRACE_${id}`, subjects: [`trace${id}.>`] }, subjectPrefix: `trace${id}` });
    relay = startOutboxRelay({ prisma: db.prisma, bus, intervalMs: 50 });
    choices = await startTestServer(createChoicesService({ prisma: db.prisma, config, outboxRelay: relay }));
    const consumer = await startChoiceMadeConsumer({ prisma: db.prisma, bus, logger: consumerLogger });
    await consumer.attached;
    stopConsumer = () => consumer.stop();
    const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;
    upstreams.choices = choices.url;
    edge = createEdge({ upstreams, staticRoots: { shell: '/nonexistent', remotes: {} }, apiDocs: false }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => edge.once('listening', resolve));
    edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  }, 30_000);

  afterAll(async () => {
    await stopConsumer?.();
    await relay?.stop();
    await new Promise<void>((resolve) => (edge ? edge.close(() => resolve()) : resolve()));
    closeProxyAgents();
    await choices?.close();
    await bus?.close();
    await db?.drop();
  });

  it('carries the trace id the edge started to the consumer that handles the choice', async () => {
    const user = await createTestUser(db.prisma);
    const cookie = await sessionCookieFor(db.prisma, user.id, config);
    const pair = (await (await fetch(`${edgeUrl}/api/choice-pairs/next`, { headers: { cookie } })).json()) as { id: number };
    const response = await fetch(`${edgeUrl}/api/user-choices`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ choicePairId: pair.id, selectedOption: 'option1', responseTime: 800 }),
    });
    expect(response.status).toBe(201);
    // The service's traceparent: the edge's trace, continued.
    const traceId = /^00-([0-9a-f]{32})-/.exec(response.headers.get('traceparent') ?? '')?.[1];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const row = await db.prisma.outboxEvent.findFirstOrThrow({ where: { type: 'choice.made' }, orderBy: { createdAt: 'desc' } });
    expect(row.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    await waitFor(() => consumerLines.some((line) => line.msg === 'choice.made handled'));
    const handled = consumerLines.find((line) => line.msg === 'choice.made handled')!;
    expect(handled.traceId).toBe(traceId);
    expect(handled.outcome).toBe('processed');
  }, 30_000);
});
