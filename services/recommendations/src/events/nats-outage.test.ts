import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'nats';
import { databaseUrlAs } from '@alive/db';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { ALIVE_EVENTS_STREAM, CHOICE_MADE_SUBJECT, createNatsBus, silentLogger, type Consumption, type EventBus } from '@alive/events';
import { startNatsServerProcess, waitFor, type NatsServerProcess } from '@alive/events/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { sessionCookieFor } from '@alive/service-kit/testing';
import { CHOICE_MADE_CONSUMER, startChoiceMadeConsumer } from './choice-made-consumer.ts';

/**
 * The choice-event path across real processes: the choices service runs as its own process
 * (scripts/service-main.ts choices, started the way production starts it), NATS is a private
 * nats-server with a file store that the test stops and restarts, and two replicas of this
 * service's consumer share the durable.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVICE_MAIN = fileURLToPath(new URL('../../../../scripts/service-main.ts', import.meta.url));
const SESSION_KEYS = 'outage-test-key';
const config = loadServiceConfig({ SESSION_KEYS, LOG_LEVEL: 'silent' });

let nats: NatsServerProcess;
let db: TestDatabase;
let choices: ChildProcess;
let choicesUrl: string;
let choicesLog = '';
const buses: EventBus[] = [];
const consumers: Consumption[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  nats = await startNatsServerProcess();
  db = await createTestDatabase({ maxConnections: 8 });
  await seedChoicePairs(
    db.prisma,
    Array.from({ length: 12 }, (_, i) => ({
      category: 'Travel',
      option1: `A${i}`,
      option2: `B${i}`,
      option1Tags: { 'activity:Solo': 1, 'alive:primary_drive:intrinsic': 1 },
      option2Tags: { 'activity:Group': 1, 'alive:primary_drive:social': 1 },
    })),
  );

  const port = await freePort();
  choicesUrl = `http://127.0.0.1:${port}`;
  choices = spawn(process.execPath, ['--import', 'tsx', SERVICE_MAIN, 'choices'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      VITEST: '',
      // As the choices role, as deployed (docs/data-ownership.md).
      DATABASE_URL: databaseUrlAs(db.databaseUrl, 'choices'),
      NATS_URL: nats.url,
      CHOICES_PORT: String(port),
      SESSION_KEYS,
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '100',
      OUTBOX_MAX_BACKOFF_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  choices.stdout?.on('data', (chunk: Buffer) => (choicesLog += chunk.toString()));
  choices.stderr?.on('data', (chunk: Buffer) => (choicesLog += chunk.toString()));
  await waitFor(
    async () => (await fetch(`${choicesUrl}/healthz`).catch(() => undefined))?.ok === true,
    30_000,
    'choices service up',
  );

  // Two replicas of the recommendations consumer, each with its own connection.
  for (let i = 0; i < 2; i += 1) {
    const bus = createNatsBus({ servers: nats.url, stream: ALIVE_EVENTS_STREAM, retryDelayMs: 100, publishTimeoutMs: 1_000 });
    buses.push(bus);
    const consumer = await startChoiceMadeConsumer({ prisma: db.as('recommendations'), bus, logger: silentLogger });
    await consumer.attached;
    consumers.push(consumer);
  }
}, 60_000);

afterAll(async () => {
  if (choices && choices.exitCode === null) {
    const exited = new Promise((resolve) => choices.once('exit', resolve));
    choices.kill('SIGTERM');
    await exited;
  }
  await Promise.all(consumers.map((c) => c.stop()));
  await Promise.all(buses.map((b) => b.close()));
  await nats?.dispose();
  await db?.drop();
});

async function choose(userId: string, choicePairId: number): Promise<number> {
  const res = await fetch(`${choicesUrl}/api/user-choices`, {
    method: 'POST',
    headers: { cookie: await sessionCookieFor(db.prisma, userId, config), 'content-type': 'application/json' },
    body: JSON.stringify({ choicePairId, selectedOption: 'option1', responseTime: 500 }),
  });
  return res.status;
}

const totalSeen = async (userId: string) =>
  (await db.prisma.recommendationState.findUnique({ where: { userId } }))?.totalChoicesSeen ?? 0;
const processedCount = () => db.prisma.processedEvent.count({ where: { consumer: CHOICE_MADE_CONSUMER } });

describe('choice events across a NATS outage', () => {
  it('accepts choices while NATS is down and applies every event exactly once after it returns', async () => {
    const pairs = await db.prisma.choicePair.findMany({ orderBy: { id: 'asc' } });
    const alex = await createTestUser(db.prisma);
    const sam = await createTestUser(db.prisma);

    // NATS up: events flow.
    expect(await choose(alex.id, pairs[0]!.id)).toBe(201);
    expect(await choose(alex.id, pairs[1]!.id)).toBe(201);
    await waitFor(async () => (await totalSeen(alex.id)) === 2, 15_000, 'first two events processed');

    // NATS down: choices are still accepted; their events wait in the outbox.
    await nats.stop();
    const statuses = [];
    for (const pair of pairs.slice(2, 6)) statuses.push(await choose(alex.id, pair.id));
    for (const pair of pairs.slice(0, 2)) statuses.push(await choose(sam.id, pair.id));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    await waitFor(
      async () => (await db.prisma.outboxEvent.count({ where: { status: 'pending', attempts: { gt: 0 } } })) > 0,
      15_000,
      'relay tried and failed while NATS was down',
    );
    expect(await db.prisma.outboxEvent.count({ where: { status: 'pending' } })).toBe(6);
    expect(await totalSeen(alex.id)).toBe(2);

    // NATS back (same port, same store): the relay delivers, the consumers catch up.
    await nats.start();
    await waitFor(async () => (await db.prisma.outboxEvent.count({ where: { status: 'pending' } })) === 0, 30_000, 'outbox drained');
    await waitFor(async () => (await processedCount()) === 8, 30_000, 'all 8 events processed');

    // The stream holds each event once: publishes buffered by the client during the outage and
    // the relay's retries share the outbox id as msgID and were deduplicated by JetStream. Once the
    // durable has acked the whole stream, no delivery (and so no duplicate) can still be under way.
    const nc = await connect({ servers: nats.url });
    try {
      const jsm = await nc.jetstreamManager();
      const info = await jsm.streams.info(ALIVE_EVENTS_STREAM.name);
      expect(info.state.messages).toBe(8);
      await waitFor(
        async () => {
          const consumer = await jsm.consumers.info(ALIVE_EVENTS_STREAM.name, CHOICE_MADE_CONSUMER);
          return consumer.ack_floor.stream_seq === info.state.last_seq && consumer.num_ack_pending === 0 && consumer.num_pending === 0;
        },
        10_000,
        'every event acked',
      );
    } finally {
      await nc.close();
    }

    expect(await processedCount()).toBe(8);
    const alexState = await db.prisma.recommendationState.findUniqueOrThrow({ where: { userId: alex.id } });
    // 6 choices: the 5th requested a refresh and restarted the count.
    expect(alexState).toMatchObject({ totalChoicesSeen: 6, choicesSinceRefresh: 1 });
    expect(alexState.refreshRequestedAt).not.toBeNull();
    expect(await totalSeen(sam.id)).toBe(2);
  }, 120_000);

  it('ignores a redelivered event that arrives with a different message id', async () => {
    const event = await db.prisma.outboxEvent.findFirstOrThrow({ where: { status: 'sent' } });
    const before = await processedCount();
    const payload = event.payload as { userId: string };
    const seenBefore = await totalSeen(payload.userId);
    // Beyond JetStream's dedupe window the same event could be published again (relay crash
    // between the bus ack and its commit); the consumer's ledger is the last line.
    await buses[0]!.publish(CHOICE_MADE_SUBJECT, event.payload, { msgId: randomUUID() });
    // Wait until the durable acked it (handled, not merely pending), then check nothing changed.
    const nc = await connect({ servers: nats.url });
    try {
      const jsm = await nc.jetstreamManager();
      const lastSeq = (await jsm.streams.info(ALIVE_EVENTS_STREAM.name)).state.last_seq;
      expect(lastSeq).toBe(9);
      await waitFor(
        async () => (await jsm.consumers.info(ALIVE_EVENTS_STREAM.name, CHOICE_MADE_CONSUMER)).ack_floor.stream_seq === lastSeq,
        10_000,
        'duplicate acked',
      );
    } finally {
      await nc.close();
    }
    expect(await processedCount()).toBe(before);
    expect(await totalSeen(payload.userId)).toBe(seenBefore);
  });

  it('the choices process logged no errors (publish failures during the outage are warnings)', () => {
    expect(choicesLog).not.toMatch(/"level":(50|60)/);
  });
});
