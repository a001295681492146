import { RUM_FORWARD_MAX_BATCHES, RUM_FORWARD_PATH, type RumEvent } from '@alive/contracts';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { createPageLoadTokens, createServiceApp, loadServiceConfig } from '@alive/service-kit';
import { startTestServer, type TestServer } from '@alive/service-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRumAggregator, type RumAggregator } from '../domain/telemetry-aggregator.ts';
import { createTelemetryIntake } from '../domain/telemetry-intake.ts';
import { createReleasesMetrics } from '../releases-metrics.ts';
import { telemetryRouter } from './telemetry-route.ts';

let db: TestDatabase;
let server: TestServer;
let aggregator: RumAggregator;
const tokens = createPageLoadTokens({ keys: ['releases-telemetry-test-key'], ttlMs: 60_000 });
const tokenFor = (served: Record<string, string> = { choices: 'v2' }, now = Date.now()) =>
  tokens.issue({ bucket: 4, visitor: 'visitor-abcdefghijkl', signedIn: true, served, clientAddress: '198.51.100.4' }, now).token;
const failedLoad: RumEvent = { kind: 'load', remote: 'choices', version: 'v2', route: '/', ok: false };

const forward = (body: unknown) =>
  fetch(`${server.url}${RUM_FORWARD_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function stored() {
  await aggregator.flush();
  const pageLoads = await db.prisma.$queryRaw<{ page: string; version: string; loaded: boolean; failed: boolean; errored: boolean; lcp_ms: number | null }[]>`
    SELECT page, version, loaded, failed, errored, lcp_ms FROM rum_page_loads ORDER BY page`;
  const minutes = await db.prisma.$queryRaw<{ version: string; loads: number; failed_loads: number }[]>`SELECT version, loads, failed_loads FROM rum_minutes`;
  return { pageLoads, minutes };
}

beforeAll(async () => {
  db = await createTestDatabase();
  aggregator = createRumAggregator({ prisma: db.as('releases') });
  const metrics = createReleasesMetrics();
  const intake = createTelemetryIntake({ tokens, aggregator, metrics });
  const config = loadServiceConfig({ SESSION_KEYS: 'releases-test-key', LOG_LEVEL: 'silent' });
  server = await startTestServer(createServiceApp({ name: 'releases', prisma: db.as('releases'), config, routers: [telemetryRouter(intake)], bodyLimit: '8mb' }));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});
beforeEach(async () => {
  await aggregator.flush();
  await db.prisma.$executeRawUnsafe('TRUNCATE rum_minutes, rum_page_loads');
});

describe('POST /internal/telemetry', () => {
  it('counts a forwarded page load once per token, for the judge and the Releases screen', async () => {
    const token = tokenFor();
    const lcp: RumEvent = { kind: 'vital', name: 'LCP', value: 1234, route: '/', remote: 'choices', version: 'v2' };
    expect((await forward({ batches: [{ token, events: [failedLoad, lcp] }] })).status).toBe(204);
    // The same token again, as a second edge would forward a replay: still one page load.
    expect((await forward({ batches: [{ token, events: [failedLoad] }] })).status).toBe(204);
    const { pageLoads, minutes } = await stored();
    expect(pageLoads).toEqual([{ page: expect.any(String), version: 'v2', loaded: true, failed: true, errored: false, lcp_ms: 1234 }]);
    expect(minutes).toEqual([{ version: 'v2', loads: 2, failed_loads: 2 }]);
  });

  it('counts only what the token says was served, and nothing under a forged or long-expired token', async () => {
    const forged = createPageLoadTokens({ keys: ['not-this-sites-key-000'], ttlMs: 60_000 }).issue({ bucket: 1, visitor: 'x'.repeat(16), signedIn: false, served: { choices: 'v2' }, clientAddress: '1.1.1.1' }).token;
    const response = await forward({
      batches: [
        { token: tokenFor({ choices: 'v1' }), events: [failedLoad] },
        { token: forged, events: [failedLoad] },
        { token: tokenFor({ choices: 'v2' }, Date.now() - 60 * 60 * 1000), events: [failedLoad] },
        { token: tokenFor(), events: [{ ...failedLoad, ok: true }] },
      ],
    });
    expect(response.status).toBe(204);
    const { pageLoads } = await stored();
    expect(pageLoads.map((row) => [row.version, row.failed])).toEqual([['v2', false]]);
  });

  it('counts a build served without a version under the build its token names, and nothing of a remote served from elsewhere', async () => {
    const unversionedLoad: RumEvent = { kind: 'load', remote: 'groups', route: '/groups', ok: true };
    const response = await forward({
      batches: [
        { token: tokenFor({ groups: 'build:0123456789' }), events: [unversionedLoad] },
        // A remote served from elsewhere (REMOTE_<NAME>_URL) has no build the edge could name.
        { token: tokenFor({ groups: '' }), events: [unversionedLoad] },
      ],
    });
    expect(response.status).toBe(204);
    const { pageLoads, minutes } = await stored();
    expect(pageLoads.map((row) => row.version)).toEqual(['build:0123456789']);
    expect(minutes).toEqual([{ version: 'build:0123456789', loads: 1, failed_loads: 0 }]);
  });

  it('answers 401 when no batch carries a valid token, and writes nothing', async () => {
    const response = await forward({ batches: [{ token: 'a.b', events: [failedLoad] }] });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/page-load token/);
    expect((await stored()).pageLoads).toEqual([]);
  });

  it.each([
    ['no batches', { batches: [] }, /batches/],
    ['an extra field', { batches: [{ token: 't', events: [failedLoad] }], edge: 'x' }, /edge|Unrecognized/],
    ['a batch without events', { batches: [{ token: 't', events: [] }] }, /events/],
    ['an event of an unknown kind', { batches: [{ token: 't', events: [{ kind: 'nope' }] }] }, /events/],
    ['too many batches', { batches: Array.from({ length: RUM_FORWARD_MAX_BATCHES + 1 }, () => ({ token: 't', events: [failedLoad] })) }, /batches/],
    ['not an object', ['x'], /Invalid request body/],
  ])('answers 400 with a message for %s, and writes nothing', async (_case, body, message) => {
    const response = await forward(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect((await stored()).pageLoads).toEqual([]);
  });
});
