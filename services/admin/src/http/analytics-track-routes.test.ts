import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { createAdminService } from '../app.ts';

const config = loadServiceConfig({ SESSION_KEYS: 'admin-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startTestServer(createAdminService({ prisma: db.as('admin'), config }));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const view = { visitorId: 'v-123', sessionId: 's-456', page: '/dashboard', referrer: 'http://localhost:3000/', userAgent: 'Mozilla/5.0 Test' };

function track(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/analytics/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/analytics/track', () => {
  it('stores an anonymous page view → 204 with no body', async () => {
    const res = await track({ ...view, visitorId: 'anon-1' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const row = await db.prisma.pageView.findFirstOrThrow({ where: { visitorId: 'anon-1' } });
    expect(row).toMatchObject({ sessionId: 's-456', page: '/dashboard', referrer: 'http://localhost:3000/', userAgent: 'Mozilla/5.0 Test', userId: null });
  });

  it('ties the view to the signed-in user', async () => {
    const user = await createTestUser(db.prisma);
    const res = await track({ ...view, visitorId: 'signed-1' }, { cookie: await sessionCookieFor(db.prisma, user.id, config) });
    expect(res.status).toBe(204);
    expect((await db.prisma.pageView.findFirstOrThrow({ where: { visitorId: 'signed-1' } })).userId).toBe(user.id);
  });

  it('stores an empty referrer and user agent as null (first page of a visit)', async () => {
    expect((await track({ ...view, visitorId: 'empty-1', referrer: '', userAgent: '' })).status).toBe(204);
    expect((await track({ visitorId: 'empty-2', sessionId: 's', page: '/' })).status).toBe(204);
    const rows = await db.prisma.pageView.findMany({ where: { visitorId: { in: ['empty-1', 'empty-2'] } } });
    expect(rows.map((r) => [r.referrer, r.userAgent])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it.each([
    ['missing visitorId', { ...view, visitorId: undefined }],
    ['blank sessionId', { ...view, sessionId: '   ' }],
    ['empty page', { ...view, page: '' }],
    ['overlong visitorId', { ...view, visitorId: 'x'.repeat(101) }],
    ['overlong page', { ...view, page: `/${'p'.repeat(2048)}` }],
    ['overlong referrer', { ...view, referrer: `http://x/${'r'.repeat(2048)}` }],
    ['overlong userAgent', { ...view, userAgent: 'u'.repeat(1025) }],
    ['page not a string', { ...view, page: 42 }],
  ])('%s → 400 {message}, nothing stored', async (_name, body) => {
    const before = await db.prisma.pageView.count();
    expect(await expectError(await track(body), 400)).toMatch(/^Invalid request body: /);
    expect(await db.prisma.pageView.count()).toBe(before);
  });

  it('refuses a foreign Origin (403), nothing stored', async () => {
    const before = await db.prisma.pageView.count();
    expect(await expectError(await track(view, { origin: 'https://evil.example' }), 403)).toBe('Forbidden: cross-origin request refused');
    expect(await db.prisma.pageView.count()).toBe(before);
  });
});

describe('page-view rollups', () => {
  it('count a visitor once per day, every view, and every view of a path, whatever the concurrency', async () => {
    const before = await db.prisma.pageViewDay.findMany();
    const views = Array.from({ length: 12 }, (_, i) => track({ ...view, visitorId: `roll-${i % 3}`, sessionId: `roll-session-${i % 3}`, page: i % 2 ? '/groups' : '/roll' }));
    for (const res of await Promise.all(views)) expect(res.status).toBe(204);
    const today = new Date(new Date().toISOString().slice(0, 10));
    const day = await db.prisma.pageViewDay.findUniqueOrThrow({ where: { day: today } });
    const earlier = before.find((d) => d.day.getTime() === today.getTime());
    expect(day.pageViews - (earlier?.pageViews ?? 0)).toBe(12);
    expect(day.uniqueVisitors - (earlier?.uniqueVisitors ?? 0)).toBe(3);
    expect((await db.prisma.pageViewDayPage.findUniqueOrThrow({ where: { day_page: { day: today, page: '/roll' } } })).views).toBe(6);
    const visitors = await db.prisma.pageVisitor.findMany({ where: { visitorId: { startsWith: 'roll-' } } });
    expect(visitors).toHaveLength(3);
    // Each session once, with the seconds from its first to its last view.
    expect(day.sessions - (earlier?.sessions ?? 0)).toBe(3);
    const sessions = await db.prisma.pageViewSession.findMany({ where: { sessionId: { startsWith: 'roll-session-' } } });
    expect(sessions).toHaveLength(3);
    const lengths = sessions.reduce((sum, session) => sum + (session.lastView.getTime() - session.firstView.getTime()) / 1000, 0);
    expect(day.sessionSeconds - (earlier?.sessionSeconds ?? 0)).toBeCloseTo(lengths, 3);
    // The raw rows say the same.
    expect(await db.prisma.pageView.count({ where: { visitorId: { startsWith: 'roll-' } } })).toBe(12);
    for (const session of sessions) {
      const span = await db.prisma.pageView.aggregate({ where: { sessionId: session.sessionId }, _min: { createdAt: true }, _max: { createdAt: true } });
      expect([span._min.createdAt, span._max.createdAt]).toEqual([session.firstView, session.lastView]);
    }
  });
});
