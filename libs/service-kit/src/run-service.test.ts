import Koa from 'koa';
import { vi } from 'vitest';
import pg from 'pg';
import type { PrismaClient } from '@alive/db';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { createInProcessBus, type EventBus } from '@alive/events';
import { loadServiceConfig } from './config.ts';
import { createServiceApp } from './create-service-app.ts';
import { createFakePrisma } from './test-support/fake-prisma.ts';
import { startServiceEntry } from './run-service.ts';
import { SettingsError } from './settings/define-settings.ts';
import { busSettings, databaseSettings } from './settings/shared-settings.ts';
import type { ServiceDeps, ServiceEntry } from './service-entry.ts';

function okApp(): Koa {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  return app;
}

describe('startServiceEntry', () => {
  it('listens on <NAME>_PORT, hands out the shared resources and closes none of them', async () => {
    const disconnected: string[] = [];
    const prisma = { $disconnect: async () => void disconnected.push('prisma') } as unknown as PrismaClient;
    const bus = createInProcessBus();
    const config = loadServiceConfig({ LOG_LEVEL: 'silent', SESSION_KEYS: 'k' });
    const events: string[] = [];
    let seen: ServiceDeps | undefined;
    const entry: ServiceEntry = {
      name: 'admin',
      settings: {},
      create(deps) {
        seen = deps;
        return { app: okApp(), stop: async () => void events.push('stopped') };
      },
    };

    const running = await startServiceEntry(entry, {
      env: { ADMIN_PORT: '0', LOG_LEVEL: 'silent' },
      shared: { config, prisma, bus },
      exitOnSignal: false,
    });
    expect(seen?.port).toBe(0);
    expect(seen?.database({ poolSize: 2 })).toBe(prisma);
    // The shared bus, watched for the consumer metrics (events/consumer-metrics.ts): the same one each
    // time, and what it publishes reaches the shared bus.
    const watched = seen!.eventBus();
    expect(seen?.eventBus()).toBe(watched);
    const received: unknown[] = [];
    const direct = await bus.consume({ durable: 'run-service-shared', subject: 'test.shared', queue: 'test', handler: async (m) => void received.push(m.payload) });
    await watched.publish('test.shared', { n: 1 }, { msgId: 'shared-1' });
    await vi.waitFor(() => expect(received).toEqual([{ n: 1 }]));
    await direct.stop();
    expect(seen?.config()).toBe(config);
    expect(await (await fetch(`http://127.0.0.1:${running.port}/`)).json()).toEqual({ ok: true });

    await running.shutdown('test');
    expect(events).toEqual(['stopped']);
    expect(disconnected).toEqual([]);
    expect(bus.isReady()).toBe(true);
    await bus.close();
  });

  it('serves the metrics of every consumer the entry starts on the service\'s /metrics', async () => {
    const bus = createInProcessBus();
    const config = loadServiceConfig({ LOG_LEVEL: 'silent', SESSION_KEYS: 'k' });
    const entry: ServiceEntry = {
      name: 'groups',
      settings: {},
      async create(deps) {
        const consumption = await deps.eventBus().consume({ durable: 'groups-test-made', subject: 'test.made', queue: 'groups', handler: async () => undefined });
        const app = createServiceApp({ name: 'groups', prisma: createFakePrisma().prisma, routers: [], config: deps.config() });
        return { app, stop: () => consumption.stop() };
      },
    };
    const running = await startServiceEntry(entry, { env: { GROUPS_PORT: '0', LOG_LEVEL: 'silent' }, shared: { config, prisma: {} as PrismaClient, bus }, exitOnSignal: false });
    const metrics = await (await fetch(`http://127.0.0.1:${running.port}/metrics`)).text();
    expect(metrics).toMatch(/^event_consumer_pending_messages\{consumer="groups-test-made",service="groups"\} 0$/m);
    expect(metrics).toMatch(/^event_consumer_last_handled_timestamp_seconds\{consumer="groups-test-made",service="groups"\} \d/m);
    await running.shutdown('test');
    await bus.close();
  });

  it('refuses a name the feature registry does not list', async () => {
    const entry: ServiceEntry = { name: 'nobody', settings: {}, create: () => ({ app: okApp() }) };
    await expect(startServiceEntry(entry, { env: { LOG_LEVEL: 'silent' } })).rejects.toThrow(/not a process of the feature registry/);
  });

  it('fails to start without DATABASE_URL, or with a DB_POOL_SIZE that is not a positive whole number', async () => {
    const created = vi.fn();
    const entry: ServiceEntry = {
      name: 'auth',
      settings: { database: databaseSettings },
      create: ({ database }) => (created(), database(), { app: okApp() }),
    };
    await expect(startServiceEntry(entry, { env: { LOG_LEVEL: 'silent', AUTH_PORT: '0' } })).rejects.toThrow(
      'DATABASE_URL is required to run the auth service standalone',
    );
    created.mockClear();
    await expect(
      startServiceEntry(entry, { env: { LOG_LEVEL: 'silent', AUTH_PORT: '0', DATABASE_URL: 'postgres://x/y', DB_POOL_SIZE: 'lots' } }),
    ).rejects.toThrow('Invalid settings: DB_POOL_SIZE: expected a positive whole number, got "lots"');
    expect(created).not.toHaveBeenCalled();
  });

  it('names every bad variable of the runner and the entry at once, before the entry is created', async () => {
    const created = vi.fn();
    const entry: ServiceEntry = { name: 'auth', settings: { database: databaseSettings }, create: () => (created(), { app: okApp() }) };
    const failure = startServiceEntry(entry, { env: { LOG_LEVEL: 'loud', AUTH_PORT: '70000', DB_POOL_SIZE: '0' } });
    await expect(failure).rejects.toBeInstanceOf(SettingsError);
    await expect(failure).rejects.toThrow(
      'Invalid settings: LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"; ' +
        'AUTH_PORT: expected a port from 0 to 65535, got "70000"; DB_POOL_SIZE: expected a positive whole number, got "0"',
    );
    expect(created).not.toHaveBeenCalled();
  });

  describe('standalone (real Postgres)', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(async () => {
      await db.drop();
    });

    it('makes the database with DB_POOL_SIZE connections and a bus, and closes both after the entry stops', async () => {
      const order: string[] = [];
      let prisma: PrismaClient | undefined;
      let bus: EventBus | undefined;
      let peak = 0;
      const entry: ServiceEntry = {
        name: 'auth',
        settings: { database: databaseSettings, bus: busSettings },
        async create({ database, eventBus }) {
          prisma = database({ poolSize: 8 });
          expect(database()).toBe(prisma);
          bus = eventBus();
          expect(eventBus()).toBe(bus);
          // Six slow queries at once: the pool must not open more than DB_POOL_SIZE connections for them.
          const probe = new pg.Client({ connectionString: db.databaseUrl });
          await probe.connect();
          try {
            let running = true;
            const slow = Promise.all(Array.from({ length: 6 }, () => prisma!.$queryRaw`SELECT 1 AS one FROM pg_sleep(0.3)`)).finally(
              () => (running = false),
            );
            while (running) {
              const { rows } = await probe.query<{ n: number }>(
                'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
              );
              // Each reading is a round trip of its own, which paces the loop: no sleep between readings.
              peak = Math.max(peak, rows[0]!.n);
            }
            await slow;
          } finally {
            await probe.end();
          }
          return { app: okApp(), stop: async () => void order.push(`stop (bus ready: ${bus!.isReady()})`) };
        },
      };

      const running = await startServiceEntry(entry, {
        env: { LOG_LEVEL: 'silent', AUTH_PORT: '0', DATABASE_URL: db.databaseUrl, DB_POOL_SIZE: '3' },
        exitOnSignal: false,
      });
      expect(peak).toBe(3);
      await running.shutdown('test');
      expect(order).toEqual(['stop (bus ready: true)']);
      expect(bus!.isReady()).toBe(false);
    });
  });
});
