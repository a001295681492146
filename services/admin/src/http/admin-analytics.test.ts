import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { dailyAnalyticsSchema, engagementAnalyticsSchema, realtimeAnalyticsSchema } from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { recordPageView } from '../data/page-view-repository.ts';
import { adminClient, signedIn, startAdminTestService } from '../test-support/admin-fixtures.ts';

/** Every figure checked against rows this test wrote (docs/product/admin.md, Analytics). */

let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminClient>;
let admin: { id: string; cookie: string };

const DAY = 24 * 60 * 60 * 1000;
const startOfTodayUtc = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startAdminTestService(db.as('admin'));
  api = adminClient(server);
  admin = await signedIn(db.prisma, true);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

/** A page view written as the track route writes it (rollups included), at a chosen time. */
async function view(visitorId: string, sessionId: string, page: string, at: Date, userId: string | null = null) {
  await recordPageView(db.as('admin'), { visitorId, sessionId, page, referrer: null, userAgent: null, userId }, at);
}

async function clearPageViews() {
  await db.prisma.$transaction([db.prisma.pageView.deleteMany({}), db.prisma.pageVisitor.deleteMany({}), db.prisma.pageViewDay.deleteMany({}), db.prisma.pageViewDayPage.deleteMany({}), db.prisma.pageViewSession.deleteMany({}), db.prisma.pageViewPerson.deleteMany({})]);
}

describe('GET /api/analytics (engagement)', () => {
  it('counts users, active users, choices, session length, the most answered pairs and the best liked tags', async () => {
    const now = Date.now();
    const ana = await createTestUser(db.prisma);
    const ben = await createTestUser(db.prisma);
    const idle = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: idle.id }, data: { createdAt: new Date(now - 60 * DAY) } });
    const pairs = await Promise.all(
      [
        ['Tea', 'Coffee', 3, 1],
        ['Sea', 'Mountains', 1, 1],
        ['Quiet', 'Loud', 0, 0],
      ].map(([option1, option2, v1, v2]) =>
        db.prisma.choicePair.create({
          data: { category: 'Food', option1: option1 as string, option2: option2 as string, option1Tags: {}, option2Tags: {}, option1Votes: v1 as number, option2Votes: v2 as number, totalVotes: (v1 as number) + (v2 as number) },
        }),
      ),
    );
    await db.prisma.userChoice.create({ data: { userId: ana.id, choicePairId: pairs[0]!.id, selectedOption: 'option1', responseTime: 500 } });
    await db.prisma.userChoice.create({ data: { userId: ben.id, choicePairId: pairs[0]!.id, selectedOption: 'option1', responseTime: 700, createdAt: new Date(now - 20 * DAY) } });
    // Two sessions: 10 minutes and 4 minutes long → 7.0 on average; one older than 30 days is left out.
    await view('v1', 's1', '/', new Date(now - 20 * 60_000), ben.id);
    await view('v1', 's1', '/dashboard', new Date(now - 10 * 60_000), ben.id);
    await view('v2', 's2', '/', new Date(now - 5 * 60_000));
    await view('v2', 's2', '/groups', new Date(now - 60_000));
    await view('v3', 's3', '/', new Date(now - 40 * DAY));
    await view('v3', 's3', '/x', new Date(now - 40 * DAY + 3 * 60 * 60_000));
    for (const [userId, score] of [
      [ana.id, 0.9],
      [ben.id, 0.8],
    ] as const) {
      await db.prisma.userPreference.create({ data: { userId, tagName: 'setting:Nature', score, choiceCount: 2 } });
    }
    await db.prisma.userPreference.create({ data: { userId: ana.id, tagName: 'food:Spicy', score: 0.95, choiceCount: 1 } });
    await db.prisma.userPreference.create({ data: { userId: ben.id, tagName: 'food:Spicy', score: 0.2, choiceCount: 1 } });

    const figures = await expectContract(engagementAnalyticsSchema, await api.get('/api/analytics', admin.cookie));
    expect(figures.totalUsers).toBe(4); // the admin, Ana, Ben and the idle one
    expect(figures.activeUsers).toBe(2); // Ana chose today; Ben viewed pages today (his choice is older)
    expect(figures.totalChoices).toBe(2);
    expect(figures.avgSessionTime).toBe(7);
    expect(figures.choicePairStats.map((p) => [p.option1, p.option1Votes, p.option2Votes, p.totalVotes])).toEqual([
      ['Tea', 3, 1, 4],
      ['Sea', 1, 1, 2],
    ]);
    expect(figures.popularTags[0]).toEqual({ tagName: 'setting:Nature', score: 0.85, people: 2 });
    expect(figures.popularTags[1]).toMatchObject({ tagName: 'food:Spicy', people: 2 });
    expect(figures.popularTagsAsOf).toBeNull(); // a small site: grouped for this answer
  });
});

describe('GET /api/analytics (active people)', () => {
  it("counts a person by their latest signed-in view, whatever order the views arrive in, and never an anonymous visitor", async () => {
    await clearPageViews();
    await db.prisma.userChoice.deleteMany({});
    const now = Date.now();
    const [recent, lapsed, late] = await Promise.all([createTestUser(db.prisma), createTestUser(db.prisma), createTestUser(db.prisma)]);
    await view('v1', 's1', '/', new Date(now - 60_000), recent.id);
    await view('v1', 's0', '/', new Date(now - 20 * DAY), recent.id); // an older view arriving later changes nothing
    await view('v2', 's2', '/', new Date(now - 8 * DAY), lapsed.id);
    await view('v3', 's3', '/', new Date(now - 9 * DAY), late.id);
    await view('v3', 's4', '/', new Date(now - 2 * DAY), late.id);
    await view('v4', 's5', '/', new Date(now - 60_000));
    const figures = await expectContract(engagementAnalyticsSchema, await api.get('/api/analytics', admin.cookie));
    expect(figures.activeUsers).toBe(2); // recent and late; lapsed's only view is 8 days old
    const rows = await db.prisma.pageViewPerson.findMany({ orderBy: { lastView: 'asc' } });
    expect(rows.map((r) => [r.userId, r.lastView.getTime()])).toEqual([
      [lapsed.id, now - 8 * DAY],
      [late.id, now - 2 * DAY],
      [recent.id, now - 60_000],
    ]);
  });
});

describe('GET /api/analytics (session length)', () => {
  it('measures a session from its first to its last view, whatever order the views arrive in', async () => {
    await clearPageViews();
    const now = Date.now();
    await view('v1', 's1', '/a', new Date(now - 10 * 60_000));
    await view('v1', 's1', '/b', new Date(now - 30 * 60_000));
    await view('v1', 's1', '/c', new Date(now - 20 * 60_000));
    const figures = await expectContract(engagementAnalyticsSchema, await api.get('/api/analytics', admin.cookie));
    expect(figures.avgSessionTime).toBe(20);
  });

  it('is 0 without page views in the last 30 days', async () => {
    await clearPageViews();
    await view('v1', 's1', '/a', new Date(Date.now() - 40 * DAY));
    const figures = await expectContract(engagementAnalyticsSchema, await api.get('/api/analytics', admin.cookie));
    expect(figures.avgSessionTime).toBe(0);
  });
});

describe('GET /api/analytics?type=realtime', () => {
  it('counts visitors and views of today and yesterday (UTC), the last 24 hours and 7 days, and the top pages today', async () => {
    await clearPageViews();
    const today = startOfTodayUtc();
    const inToday = (minutes: number) => new Date(Math.min(today + minutes * 60_000, Date.now() - 1000));
    await view('a', 'sa', '/', inToday(1));
    await view('a', 'sa', '/groups', inToday(2));
    await view('b', 'sb', '/', inToday(3));
    await view('c', 'sc', '/', new Date(today - 2 * 60 * 60_000)); // yesterday
    await view('d', 'sd', '/profile', new Date(today - 3 * DAY)); // this week, not yesterday
    await view('e', 'se', '/', new Date(today - 10 * DAY)); // older than the week
    const newToday = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: newToday.id }, data: { createdAt: inToday(1) } });
    const newYesterday = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: newYesterday.id }, data: { createdAt: new Date(today - 60 * 60_000) } });

    const figures = await expectContract(realtimeAnalyticsSchema, await api.get('/api/analytics?type=realtime', admin.cookie));
    const usersCreatedToday = await db.prisma.user.count({ where: { createdAt: { gte: new Date(today) } } });
    expect(figures.today).toEqual({ uniqueVisitors: 2, totalPageViews: 3, newUsers: usersCreatedToday });
    expect(figures.yesterday).toEqual({ uniqueVisitors: 1, totalPageViews: 1, newUsers: await db.prisma.user.count({ where: { createdAt: { gte: new Date(today - DAY), lt: new Date(today) } } }) });
    expect(figures.yesterday.newUsers).toBeGreaterThanOrEqual(1);
    expect(figures.thisWeek.uniqueVisitors).toBe(4);
    expect(figures.activeUsers).toBe(await db.prisma.pageView.findMany({ where: { createdAt: { gt: new Date(Date.now() - DAY) } }, distinct: ['visitorId'] }).then((r) => r.length));
    // The rollups agree with the raw rows.
    expect(figures.today.uniqueVisitors).toBe((await db.prisma.pageView.findMany({ where: { createdAt: { gte: new Date(today) } }, distinct: ['visitorId'] })).length);
    expect(figures.topPages).toEqual([
      { page: '/', views: 2 },
      { page: '/groups', views: 1 },
    ]);
    expect(figures.timeZone).toBe('UTC');
  });
});

describe('GET /api/analytics?type=daily', () => {
  it('answers one row per UTC day, oldest first, ending today, with the day’s figures', async () => {
    await clearPageViews();
    const today = startOfTodayUtc();
    await view('p', 'sp', '/', new Date(today - 2 * DAY + 60_000));
    await view('p', 'sp', '/x', new Date(today - 2 * DAY + 120_000));
    await view('q', 'sq', '/', new Date(today - 2 * DAY + 180_000));
    const series = await expectContract(dailyAnalyticsSchema, await api.get('/api/analytics?type=daily&days=3', admin.cookie));
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(series.days.map((d) => d.date)).toEqual([iso(today - 2 * DAY), iso(today - DAY), iso(today)]);
    expect(series.days[0]).toMatchObject({ uniqueVisitors: 2, pageViews: 3 });
    expect(series.days[1]).toMatchObject({ uniqueVisitors: 0, pageViews: 0 });
    expect((await expectContract(dailyAnalyticsSchema, await api.get('/api/analytics?type=daily', admin.cookie))).days).toHaveLength(30);
    const choicesToday = await db.prisma.userChoice.count({ where: { createdAt: { gte: new Date(today) } } });
    expect(series.days[2]!.choices).toBe(choicesToday);
  });

  it('400 for an unknown type or days outside 1..90', async () => {
    for (const query of ['type=weekly', 'type=daily&days=0', 'type=daily&days=91', 'type=daily&days=ten']) {
      expect(await expectError(await api.get(`/api/analytics?${query}`, admin.cookie), 400)).toMatch(/type|days/);
    }
  });
});
