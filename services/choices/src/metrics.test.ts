import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { createChoicesService } from './app.ts';

// GET /metrics of the choices service on real Postgres (docs/architecture.md, "Metrics"): request
// durations of its routes and the outbox backlog read from the table when scraped.
const config = loadServiceConfig({ SESSION_KEYS: 'choices-metrics-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

describe('choices service metrics', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedChoicePairs(db.prisma);
    server = await startTestServer(createChoicesService({ prisma: db.as('choices'), config }));
  });

  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const scrape = async () => (await fetch(`${server.url}/metrics`)).text();
  const value = (text: string, name: string) => Number(new RegExp(`^${name}\\{service="choices"\\} (\\S+)$`, 'm').exec(text)?.[1]);

  it('reports the pending outbox rows and the age of the oldest, as they are when scraped', async () => {
    expect(value(await scrape(), 'outbox_pending_events')).toBe(0);
    expect(value(await scrape(), 'outbox_oldest_pending_age_seconds')).toBe(0);
    await db.prisma.$executeRaw`
      INSERT INTO outbox_events (id, subject, type, payload, created_at)
      VALUES (${randomUUID()}::uuid, 'alive.test', 'test', '{}'::jsonb, now() - interval '90 seconds'),
             (${randomUUID()}::uuid, 'alive.test', 'test', '{}'::jsonb, now())`;
    await db.prisma.$executeRaw`
      INSERT INTO outbox_events (id, subject, type, payload, status, sent_at)
      VALUES (${randomUUID()}::uuid, 'alive.test', 'test', '{}'::jsonb, 'sent', now())`;
    const text = await scrape();
    expect(value(text, 'outbox_pending_events')).toBe(2);
    expect(value(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(89);
    expect(value(text, 'outbox_oldest_pending_age_seconds')).toBeLessThan(600);
  });

  it('times the next-pair read by route and status', async () => {
    const user = await createTestUser(db.prisma);
    const cookie = await sessionCookieFor(db.prisma, user.id, config);
    await fetch(`${server.url}/api/choice-pairs/next`, { headers: { cookie } });
    await fetch(`${server.url}/api/choice-pairs/next`);
    const text = await scrape();
    expect(text).toMatch(/^http_request_duration_seconds_count\{[^}]*route="\/api\/choice-pairs\/next",status="200"[^}]*\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{[^}]*route="\/api\/choice-pairs\/next",status="401"[^}]*\} 1$/m);
  });
});
