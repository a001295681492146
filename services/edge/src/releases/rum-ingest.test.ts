import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PrismaClient } from '@alive/db';
import { RUM_MAX_BODY_BYTES, RUM_MAX_EVENTS, type RumBatch } from '@alive/contracts';
import { vitalBucketIndex } from '@alive/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEdge } from '../app.ts';
import { LIVE_SERVICE_NAMES } from '../route-table.ts';
import type { Upstreams } from '../upstreams.ts';
import { metricValue } from './metric-value.test-support.ts';
import { createEdgeMetrics, type EdgeMetrics } from './edge-metrics.ts';
import { createMemoryRateLimit } from './memory-rate-limit.ts';
import type { EdgeReleases } from './release-table.ts';
import { createRumAggregator, type RumAggregator } from './rum-aggregator.ts';

// No service is reached in these tests.
const NO_UPSTREAMS = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;

let server: Server;
let base: string;
let aggregator: RumAggregator;
let metrics: EdgeMetrics;
let folder: string;

// Published versions as the release table would report them; the ingest asks nothing else of it.
const releases = { isPublished: (remote: string, version: string) => remote === 'choices' && version === 'v2' } as unknown as EdgeReleases;

function start(perAddressPoints = 1000) {
  metrics = createEdgeMetrics({ defaultMetrics: false });
  // The aggregator only touches the database when it flushes, which these tests never do.
  aggregator = createRumAggregator({ prisma: {} as PrismaClient });
  const app = createEdge({
    upstreams: NO_UPSTREAMS,
    staticRoots: { shell: folder, remotes: {} },
    releases,
    metrics,
    rum: {
      aggregator,
      sampleRate: 1,
      perAddress: createMemoryRateLimit({ points: perAddressPoints, durationMs: 60_000 }),
      perPage: createMemoryRateLimit({ points: 5, durationMs: 60_000 }),
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

let pageCounter = 0;
const batch = (events: RumBatch['events'], page = `page-${String(++pageCounter).padStart(4, '0')}`): RumBatch => ({ page, events });
const send = (body: string, contentType = 'application/json') =>
  fetch(`${base}/api/rum`, { method: 'POST', body, headers: { 'content-type': contentType } });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'edge-rum-'));
  await start();
});
afterAll(async () => {
  await stop();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => metrics.registry.resetMetrics());

describe('POST /api/rum', () => {
  it('counts loads, errors and vitals of a published version for the judge, and every event in the metrics', async () => {
    const response = await send(
      JSON.stringify(
        batch([
          { kind: 'load', remote: 'choices', version: 'v2', route: '/', ok: true, ms: 120 },
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
    const counts = aggregator.counts('choices', 'v2');
    expect(counts).toMatchObject({ loads: 2, failedLoads: 1, erroredLoads: 1, errors: 2 });
    expect(counts.lcp[vitalBucketIndex(1800)]).toBe(1);
    expect(counts.inp[vitalBucketIndex(90)]).toBe(1);
    expect(aggregator.pending()).toBe(1); // the unversioned groups remote is not judged
    expect(await metricValue(metrics.registry, 'rum_remote_loads_total', { remote: 'choices', version: 'v2', route: '/', outcome: 'failed' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_client_errors_total', { remote: 'choices', version: 'v2', route: '/', source: 'render' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_lcp_seconds_count', { remote: 'choices', version: 'v2', route: '/' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_cls_count', { remote: 'choices', version: 'v2', route: '/' })).toBe(1);
    // An undeclared route pattern is counted as `other`, so a client cannot grow the label set.
    expect(await metricValue(metrics.registry, 'rum_ttfb_seconds_count', { remote: 'groups', version: 'unversioned', route: 'other' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_beacons_total', { outcome: 'accepted' })).toBe(1);
  });

  it('accepts the text/plain body sendBeacon sends for a string', async () => {
    expect((await send(JSON.stringify(batch([{ kind: 'vital', name: 'TTFB', value: 10, route: '/' }])), 'text/plain;charset=UTF-8')).status).toBe(204);
  });

  it('keeps made-up remotes and versions out of the judged counts and the label set', async () => {
    const before = aggregator.pending();
    const response = await send(
      JSON.stringify(batch([
        { kind: 'load', remote: 'nosuch', version: 'v1', route: '/', ok: true },
        { kind: 'load', remote: 'choices', version: 'v99', route: '/', ok: true },
      ])),
    );
    expect(response.status).toBe(204);
    expect(aggregator.pending()).toBe(before);
    expect(await metricValue(metrics.registry, 'rum_remote_loads_total', { remote: 'none', version: 'unknown', route: '/', outcome: 'ok' })).toBe(1);
    expect(await metricValue(metrics.registry, 'rum_remote_loads_total', { remote: 'choices', version: 'unknown', route: '/', outcome: 'ok' })).toBe(1);
  });

  it.each([
    ['not JSON', '{"page":', /not JSON/],
    ['no events', JSON.stringify({ page: 'page-abcdef', events: [] }), /events/],
    ['too many events', JSON.stringify({ page: 'page-abcdef', events: Array.from({ length: RUM_MAX_EVENTS + 1 }, () => ({ kind: 'vital', name: 'TTFB', value: 1, route: '/' })) }), /events/],
    ['an unknown kind', JSON.stringify({ page: 'page-abcdef', events: [{ kind: 'nope' }] }), /events/],
    ['a bad page id', JSON.stringify({ page: 'x', events: [{ kind: 'vital', name: 'TTFB', value: 1, route: '/' }] }), /page/],
    ['a route without /', JSON.stringify({ page: 'page-abcdef', events: [{ kind: 'vital', name: 'TTFB', value: 1, route: 'home' }] }), /route/],
    ['a negative vital', JSON.stringify({ page: 'page-abcdef', events: [{ kind: 'vital', name: 'LCP', value: -1, route: '/' }] }), /value/],
    ['an extra field', JSON.stringify({ page: 'page-abcdef', events: [{ kind: 'vital', name: 'TTFB', value: 1, route: '/' }], admin: true }), /Unrecognized|admin/],
    ['a long message', JSON.stringify({ page: 'page-abcdef', events: [{ kind: 'error', route: '/', source: 'render', message: 'x'.repeat(301), first: true }] }), /message/],
  ])('answers 400 with a message for %s, and counts nothing', async (_case, body, message) => {
    const before = JSON.stringify(aggregator.counts('choices', 'v2'));
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(JSON.stringify(aggregator.counts('choices', 'v2'))).toBe(before);
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

  it('limits batches per page load, and per client address, with Retry-After', async () => {
    const body = JSON.stringify(batch([{ kind: 'vital', name: 'TTFB', value: 1, route: '/' }], 'page-limited'));
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(body)).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);

    await stop();
    await start(2);
    const one = () => send(JSON.stringify(batch([{ kind: 'vital', name: 'TTFB', value: 1, route: '/' }])));
    expect([(await one()).status, (await one()).status]).toEqual([204, 204]);
    const refused = await one();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many/);
  });
});
