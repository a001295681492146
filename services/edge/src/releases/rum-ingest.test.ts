import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUM_MAX_BODY_BYTES, RUM_MAX_EVENTS, type RumBatch, type RumEvent } from '@alive/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEdge } from '../app.ts';
import { LIVE_SERVICE_NAMES } from '../route-table.ts';
import type { Upstreams } from '../upstreams.ts';
import { metricValue } from './metric-value.test-support.ts';
import { createEdgeMetrics, type EdgeMetrics } from './edge-metrics.ts';
import { createMemoryRateLimit } from './memory-rate-limit.ts';
import type { EdgeReleases } from './release-table.ts';
import { createPageLoadTokens } from '@alive/service-kit';

// No service is reached in these tests.
const NO_UPSTREAMS = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;

let server: Server;
let base: string;
/** What the ingest handed on to the release controller, batch by batch. */
let forwarded: { token: string; events: RumEvent[] }[] = [];
let metrics: EdgeMetrics;
let folder: string;

// Published versions as the release table would report them; the ingest asks nothing else of it.
const releases = { isPublished: (remote: string, version: string) => remote === 'choices' && version === 'v2' } as unknown as EdgeReleases;

const tokens = createPageLoadTokens({ keys: ['rum-ingest-test-key-0123456789'], ttlMs: 60_000 });
/** What /remotes.json serves in these tests: choices at v2, groups unversioned. */
const SERVED = { choices: 'v2', groups: '' };
const tokenFor = (served: Record<string, string> = SERVED, now = Date.now()) =>
  tokens.issue({ bucket: 7, visitor: 'visitor-0123456789ab', signedIn: true, served, clientAddress: '127.0.0.1' }, now).token;

function start(perAddressPoints = 1000) {
  metrics = createEdgeMetrics({ defaultMetrics: false });
  const app = createEdge({
    upstreams: NO_UPSTREAMS,
    staticRoots: { shell: folder, remotes: {} },
    releases,
    metrics,
    rum: {
      forwarder: { add: (token: string, events: readonly RumEvent[]) => void forwarded.push({ token, events: [...events] }) },
      tokens,
      sampleRate: 1,
      perAddress: createMemoryRateLimit({ points: perAddressPoints, durationMs: 60_000 }),
      perPage: createMemoryRateLimit({ points: 5, durationMs: 60_000 }),
      perNetworkTokens: createMemoryRateLimit({ points: 1000, durationMs: 60_000 }),
    },
  });
  return new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));

const batch = (events: RumBatch['events'], token = tokenFor()): RumBatch => ({ token, events });
const send = (body: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
  fetch(`${base}/api/rum`, { method: 'POST', body, headers: { 'content-type': contentType, ...headers } });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'edge-rum-'));
  await start();
});
afterAll(async () => {
  await stop();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  metrics.registry.resetMetrics();
  forwarded = [];
});

/** The forwarded events of one remote version. */
const judged = (remote = 'choices', version = 'v2') => forwarded.flatMap((batch) => batch.events).filter((event) => event.remote === remote && event.version === version);
const judgedOf = (kind: RumEvent['kind']) => judged().filter((event) => event.kind === kind);

describe('POST /api/rum', () => {
  it('counts loads, errors and vitals of a published version for the judge, and every event in the metrics', async () => {
    const response = await send(
      JSON.stringify(
        batch([
          { kind: 'load', remote: 'choices', version: 'v2', route: '/', ok: false },
          { kind: 'error', remote: 'choices', version: 'v2', route: '/', source: 'render', message: 'boom', first: true },
          { kind: 'error', remote: 'choices', version: 'v2', route: '/', source: 'uncaught', message: 'again', first: false },
          { kind: 'vital', name: 'LCP', value: 1800, route: '/', remote: 'choices', version: 'v2' },
          { kind: 'vital', name: 'INP', value: 90, route: '/', remote: 'choices', version: 'v2' },
          { kind: 'vital', name: 'CLS', value: 0.02, route: '/', remote: 'choices', version: 'v2' },
          { kind: 'vital', name: 'TTFB', value: 40, route: '/groups/:groupId', remote: 'groups' },
        ]),
      ),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Another page load's good load.
    expect((await send(JSON.stringify(batch([{ kind: 'load', remote: 'choices', version: 'v2', route: '/', ok: true, ms: 120 }])))).status).toBe(204);
    // The published version's events go on to be judged, each batch with its token; the unversioned groups remote's do not.
    expect(judgedOf('load')).toHaveLength(2);
    expect(judgedOf('error')).toHaveLength(2);
    expect(judgedOf('vital').map((event) => event.kind === 'vital' && event.name)).toEqual(['LCP', 'INP', 'CLS']);
    expect(forwarded.flatMap((batch) => batch.events).some((event) => event.remote === 'groups')).toBe(false);
    expect(forwarded.every((batch) => tokens.verify(batch.token).ok)).toBe(true);
    expect(await metricValue(metrics.registry, 'rum_remote_loads_total', { remote: 'choices', version: 'v2', route: '/', outcome: 'failed' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_client_errors_total', { remote: 'choices', version: 'v2', route: '/', source: 'render' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_lcp_seconds_count', { remote: 'choices', version: 'v2', route: '/' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_cls_count', { remote: 'choices', version: 'v2', route: '/' })).toBe(1);
    // An undeclared route pattern is counted as `other`, so a client cannot grow the label set.
    expect(await metricValue(metrics.registry, 'rum_ttfb_seconds_count', { remote: 'groups', version: 'unversioned', route: 'other' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_beacons_total', { outcome: 'accepted' })).toBe(2);
  });

  it('forwards the events of a build served without a version, which its token names, and no version made up for it', async () => {
    const served = { choices: 'v2', groups: 'build:0123456789' };
    const response = await send(
      JSON.stringify(
        batch(
          [
            { kind: 'load', remote: 'groups', route: '/groups', ok: true },
            { kind: 'error', remote: 'groups', route: '/groups', source: 'render', message: 'boom', first: true },
            { kind: 'load', remote: 'groups', version: 'v1', route: '/groups', ok: true },
          ],
          tokenFor(served),
        ),
      ),
    );
    expect(response.status).toBe(204);
    // Forwarded as the page sent them: the release controller reads the build from the token.
    expect(forwarded.flatMap((batch) => batch.events).map((event) => [event.kind, event.remote, event.version])).toEqual([
      ['load', 'groups', undefined],
      ['error', 'groups', undefined],
    ]);
    expect(await metricValue(metrics.registry, 'rum_events_dropped_total', { reason: 'not_served' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_remote_loads_total', { remote: 'groups', version: 'unversioned', route: 'other', outcome: 'ok' })).toBe(1);
  });

  it('accepts the text/plain body sendBeacon sends for a string', async () => {
    expect((await send(JSON.stringify(batch([{ kind: 'vital', name: 'TTFB', value: 10, route: '/' }])), 'text/plain;charset=UTF-8')).status).toBe(204);
  });

  it('keeps made-up remotes and versions out of the judged counts and the label set', async () => {
    const response = await send(
      JSON.stringify(batch([
        { kind: 'load', remote: 'nosuch', version: 'v1', route: '/', ok: true },
        { kind: 'load', remote: 'choices', version: 'v99', route: '/', ok: true },
      ], tokenFor({ nosuch: 'v1', choices: 'v99' }))),
    );
    expect(response.status).toBe(204);
    expect(forwarded.flatMap((batch) => batch.events)).toEqual([]);
    expect(await metricValue(metrics.registry, 'rum_remote_loads_total', { remote: 'none', version: 'unknown', route: '/', outcome: 'ok' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_remote_loads_total', { remote: 'choices', version: 'unknown', route: '/', outcome: 'ok' })).toBe(1);
  });

  it.each([
    ['not JSON', '{"token":', /not JSON/],
    ['no events', JSON.stringify({ token: 't', events: [] }), /events/],
    ['too many events', JSON.stringify({ token: 't', events: Array.from({ length: RUM_MAX_EVENTS + 1 }, () => ({ kind: 'vital', name: 'TTFB', value: 1, route: '/' })) }), /events/],
    ['an unknown kind', JSON.stringify({ token: 't', events: [{ kind: 'nope' }] }), /events/],
    ['an empty token', JSON.stringify({ token: '', events: [{ kind: 'vital', name: 'TTFB', value: 1, route: '/' }] }), /token/],
    ['a route without /', JSON.stringify({ token: 't', events: [{ kind: 'vital', name: 'TTFB', value: 1, route: 'home' }] }), /route/],
    ['a negative vital', JSON.stringify({ token: 't', events: [{ kind: 'vital', name: 'LCP', value: -1, route: '/' }] }), /value/],
    ['an extra field', JSON.stringify({ token: 't', events: [{ kind: 'vital', name: 'TTFB', value: 1, route: '/' }], admin: true }), /Unrecognized|admin/],
    ['a long message', JSON.stringify({ token: 't', events: [{ kind: 'error', route: '/', source: 'render', message: 'x'.repeat(301), first: true }] }), /message/],
  ])('answers 400 with a message for %s, and counts nothing', async (_case, body, message) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(forwarded).toEqual([]);
    expect(await metricValue(metrics.registry, 'rum_beacons_total', { outcome: 'invalid' })).toBe(1);
  });

  it('answers 413 for a body over the limit, declared or streamed, and 415 for another type', async () => {
    const big = JSON.stringify(batch([{ kind: 'error', route: '/', source: 'render', message: 'x'.repeat(200), first: true }])).padEnd(RUM_MAX_BODY_BYTES + 10, ' ');
    expect((await send(big)).status).toBe(413);
    expect((await send('{}', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect(await metricValue(metrics.registry, 'rum_beacons_total', { outcome: 'too_large' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_beacons_total', { outcome: 'unsupported_type' })).toBe(1);
  });

  it('refuses other methods with 405', async () => {
    const response = await fetch(`${base}/api/rum`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('limits batches per page load (the token\'s page, whatever page id the body names), and per client address, with Retry-After', async () => {
    const token = tokenFor();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const body = JSON.stringify({ token, page: `made-up-${i}`, events: [{ kind: 'vital', name: 'TTFB', value: 1, route: '/' }] });
      statuses.push((await send(body)).status);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);

    await stop();
    await start(2);
    const one = () => send(JSON.stringify(batch([{ kind: 'vital', name: 'TTFB', value: 1, route: '/' }])));
    expect([(await one()).status, (await one()).status]).toEqual([204, 204]);
    const refused = await one();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many/);
    await stop();
    await start();
  });

  describe('only real page loads count', () => {
    const load = (overrides: Partial<Extract<RumBatch['events'][number], { kind: 'load' }>> = {}) =>
      ({ kind: 'load', remote: 'choices', version: 'v2', route: '/', ok: false, ...overrides }) as const;

    it.each([
      ['no token', () => JSON.stringify({ page: 'forged-page-id', events: [load()] }), 'no_token', /page-load token/],
      ['a token signed with another key', () => JSON.stringify(batch([load()], createPageLoadTokens({ keys: ['somebody-elses-key-0123'], ttlMs: 60_000 }).issue({ bucket: 1, visitor: 'v'.repeat(16), signedIn: false, served: SERVED, clientAddress: '1.2.3.4' }).token)), 'bad_token', /not one this site issued/],
      ['a token with its claims edited', () => {
        const [body, signature] = tokenFor().split('.');
        const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { v: Record<string, string> };
        claims.v.choices = 'v3';
        return JSON.stringify(batch([load({ version: 'v3' })], `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`));
      }, 'bad_token', /not one this site issued/],
      ['an expired token', () => JSON.stringify(batch([load()], tokenFor(SERVED, Date.now() - 61_000))), 'expired_token', /expired/],
      ['garbage', () => JSON.stringify(batch([load()], 'not.a-token')), 'bad_token', /not one this site issued/],
    ])('refuses a batch with %s (401), counts nothing, and says why in a metric', async (_case, body, outcome, message) => {
      const response = await send(body());
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
      expect(forwarded).toEqual([]);
      expect(await metricValue(metrics.registry, 'rum_beacons_total', { outcome })).toBe(1);
      expect((await metricValue(metrics.registry, 'rum_remote_loads_total', { remote: 'choices', version: 'v2', route: '/', outcome: 'failed' })) ?? 0).toBe(0);
    });

    it('drops events for a remote or version the token does not name, and counts the rest', async () => {
      const response = await send(JSON.stringify(batch([load({ version: 'v3' }), load({ remote: 'admin', version: 'v2' }), load({ ok: true })], tokenFor({ choices: 'v2' }))));
      expect(response.status).toBe(204);
      expect(forwarded.flatMap((b) => b.events)).toEqual([load({ ok: true })]);
      expect(await metricValue(metrics.registry, 'rum_events_dropped_total', { reason: 'not_served' })).toBe(2);
    });

    it('counts one load per remote per page load, however often the token is replayed', async () => {
      const token = tokenFor();
      for (let i = 0; i < 4; i += 1) expect((await send(JSON.stringify(batch([load(), load()], token)))).status).toBe(204);
      expect(judgedOf('load')).toHaveLength(1);
      expect(await metricValue(metrics.registry, 'rum_events_dropped_total', { reason: 'duplicate_load' })).toBe(7);
    });

    it('bounds the errors one page load reports', async () => {
      const token = tokenFor();
      const error = { kind: 'error', remote: 'choices', version: 'v2', route: '/', source: 'uncaught', message: 'x', first: false } as const;
      await send(JSON.stringify(batch(Array.from({ length: 30 }, () => ({ ...error, first: true })), token)));
      expect(judgedOf('error')).toHaveLength(20);
      // Each claims to be the page's first error; only one is, so the page counts as one page load with an error.
      expect(judgedOf('error').filter((event) => event.kind === 'error' && event.first)).toHaveLength(1);
      expect(await metricValue(metrics.registry, 'rum_events_dropped_total', { reason: 'over_bound' })).toBe(10);
    });

    it.each([
      ['an Origin of another site', { origin: 'https://evil.example' }],
      ['Origin null', { origin: 'null' }],
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ])('refuses a post from %s with 403', async (_case, headers) => {
      const response = await send(JSON.stringify(batch([load()])), 'text/plain', headers);
      expect(response.status).toBe(403);
      expect(forwarded).toEqual([]);
      expect(await metricValue(metrics.registry, 'rum_beacons_total', { outcome: 'cross_origin' })).toBe(1);
    });

    it('accepts sendBeacon from the site itself (same-origin, its own Origin)', async () => {
      const response = await send(JSON.stringify(batch([load({ ok: true })])), 'text/plain;charset=UTF-8', { origin: base, 'sec-fetch-site': 'same-origin' });
      expect(response.status).toBe(204);
    });
  });
});
