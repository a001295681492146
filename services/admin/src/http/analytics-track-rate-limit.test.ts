import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { endRateLimitWindows, expectError, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { createAdminService } from '../app.ts';

// The tracking endpoint's per-address limit. The window runs on the database's clock and the replica's
// memory block on Date.now(): the test ends the window by expiring its rows and moving the fake Date past it.
const config = loadServiceConfig({ SESSION_KEYS: 'admin-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' , TRUSTED_PROXIES: '127.0.0.1, ::1' });
let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startTestServer(createAdminService({ prisma: db.as('admin'), config, trackRateLimit: { points: 3, durationSeconds: 60 } }));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

/** Behind the edge (a trusted proxy on loopback): as the edge forwards it: the client's own X-Forwarded-For first, then the address the edge saw. */
function track(visitorId: string, address: string) {
  return fetch(`${server.url}/api/analytics/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${visitorId}.example, ${address}` },
    body: JSON.stringify({ visitorId, sessionId: 's', page: '/' }),
  });
}

describe('POST /api/analytics/track rate limit', () => {
  it('answers 429 with Retry-After after the burst, stores nothing for it, and records again after the window', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await track(`burst-${i}`, '203.0.113.7')).status).toBe(204);

    const refused = await track('refused', '203.0.113.7');
    // The window runs on the database's clock: a busy machine may take the second from 60 to 59 before
    // the refusal is written, and the message names the same wait as the header.
    const retryAfter = refused.headers.get('retry-after');
    expect(retryAfter).toMatch(/^(59|60)$/);
    expect(await expectError(refused, 429)).toBe(`Too many requests; please try again in ${retryAfter === '60' ? '1 minute' : '59 seconds'}.`);
    expect(await db.prisma.pageView.count({ where: { visitorId: 'refused' } })).toBe(0);
    expect(await db.prisma.pageView.count({ where: { visitorId: { startsWith: 'burst-' } } })).toBe(3);

    // Another address is counted on its own.
    expect((await track('other-address', '198.51.100.2')).status).toBe(204);

    await endRateLimitWindows(db.prisma, 'admin_rate_limits', 'admin-track');
    vi.setSystemTime(Date.now() + 60_000);
    expect((await track('after-window', '203.0.113.7')).status).toBe(204);
    expect(await db.prisma.pageView.count({ where: { visitorId: 'after-window' } })).toBe(1);
  });
});
