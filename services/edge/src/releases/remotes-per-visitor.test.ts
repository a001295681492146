import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_LOAD_TOKEN_HEADER, RELEASE_BUCKET_COOKIE, RELEASE_VISITOR_COOKIE, RUM_SAMPLE_RATE_HEADER } from '@alive/contracts/constants';
import { createPageLoadTokens } from '@alive/service-kit';
import { RemotesDocument } from '@alive/contracts';
import { resolveRelease } from '@alive/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge } from '../app.ts';
import { LIVE_SERVICE_NAMES } from '../route-table.ts';
import type { Upstreams } from '../upstreams.ts';
import { metricValue } from './metric-value.test-support.ts';
import { createEdgeMetrics } from './edge-metrics.ts';
import { createMemoryRateLimit } from './memory-rate-limit.ts';
import type { EdgeReleases } from './release-table.ts';

// No service is reached in these tests.
const NO_UPSTREAMS = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;

let server: Server;
let base: string;
let dir: string;
const metrics = createEdgeMetrics({ defaultMetrics: false });
const refused = new Set<string>();
const tokens = createPageLoadTokens({ keys: ['remotes-per-visitor-test-key'], ttlMs: 60_000 });

// A canary of choices v2 for buckets 1..50 over a stable v1, as the release table resolves it.
const releases: EdgeReleases = {
  forBucket: async (bucket) => {
    const chosen = resolveRelease({ remote: 'choices', stable: 'v1', canary: { version: 'v2', percent: 50, startedAt: new Date() } }, bucket);
    return { choices: { ...chosen, integrity: `sha384-${'A'.repeat(64)}` } };
  },
  integrity: async () => ({ 'remoteEntry.js': 'sha384-x' }),
  integrityJson: async (_remote, version) => (version === 'v1' ? '{"algorithm":"sha384","files":{}}' : null),
  isPublished: () => true,
  records: () => [],
  sync: async () => undefined,
  start: () => undefined,
  stop: () => undefined,
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'edge-visitor-'));
  for (const version of ['v1', 'v2']) {
    mkdirSync(join(dir, 'releases', 'choices', version), { recursive: true });
    writeFileSync(join(dir, 'releases', 'choices', version, 'mf-manifest.json'), '{}');
    writeFileSync(join(dir, 'releases', 'choices', version, 'routes.json'), JSON.stringify([{ path: '/', module: './HomeScreen', title: 'Home' }]));
    writeFileSync(join(dir, 'releases', 'choices', version, 'remoteEntry.js'), `/* ${version} */`);
  }
  const app = createEdge({
    upstreams: NO_UPSTREAMS,
    staticRoots: { shell: dir, remotes: { choices: join(dir, 'dist') }, releases: join(dir, 'releases') },
    remoteManifest: { choices: '/remotes/choices/mf-manifest.json' },
    releases,
    metrics,
    verifyReleaseFile: {
      verify: async (_remote, version, _root, file) => (refused.has(`${version}/${file}`) ? { ok: false, reason: 'altered' } : { ok: true }),
    },
    rum: {
      forwarder: null,
      tokens,
      sampleRate: 0.25,
      perAddress: createMemoryRateLimit({ points: 100, durationMs: 60_000 }),
      perPage: createMemoryRateLimit({ points: 100, durationMs: 60_000 }),
      perNetworkTokens: createMemoryRateLimit({ points: 1000, durationMs: 60_000 }),
    },
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const remotesFor = (cookie?: string) => fetch(`${base}/remotes.json`, { headers: cookie ? { cookie } : {} });
const bucketCookie = (response: Response) => /alive\.bucket=(\d+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

describe('/remotes.json per visitor', () => {
  it('gives a new visitor a sticky bucket, and answers for it, never from a cache', async () => {
    const first = await remotesFor();
    const bucket = Number(bucketCookie(first));
    expect(bucket).toBeGreaterThanOrEqual(1);
    expect(bucket).toBeLessThanOrEqual(100);
    expect(first.headers.get('set-cookie')).toMatch(/httponly/i);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get(RUM_SAMPLE_RATE_HEADER)).toBe('0.25');
    const document = RemotesDocument.parse(await first.json());
    expect(document.choices).toMatchObject({ version: bucket <= 50 ? 'v2' : 'v1', channel: bucket <= 50 ? 'canary' : 'stable' });
    expect(document.choices?.manifest).toBe(`/remotes/choices/${bucket <= 50 ? 'v2' : 'v1'}/mf-manifest.json`);
  });

  it.each([
    [1, 'v2', 'canary'],
    [50, 'v2', 'canary'],
    [51, 'v1', 'stable'],
    [100, 'v1', 'stable'],
  ])('bucket %i gets %s (%s), and keeps its cookie', async (bucket, version, channel) => {
    const response = await remotesFor(`${RELEASE_BUCKET_COOKIE}=${bucket}`);
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/alive\.bucket=/);
    expect(RemotesDocument.parse(await response.json()).choices).toMatchObject({ version, channel, integrity: `sha384-${'A'.repeat(64)}` });
  });

  it.each(['0', '101', 'abc', '5; x'])('replaces a malformed bucket %j with a new one', async (value) => {
    const response = await remotesFor(`${RELEASE_BUCKET_COOKIE}=${encodeURIComponent(value)}`);
    expect(Number(bucketCookie(response))).toBeGreaterThanOrEqual(1);
  });
});

describe('the page-load token', () => {
  it('names what this answer served, the visitor and the bucket, signed, and keeps the visitor\'s id', async () => {
    for (const [bucket, version] of [[3, 'v2'], [80, 'v1']] as const) {
      const response = await remotesFor(`${RELEASE_BUCKET_COOKIE}=${bucket}; ${RELEASE_VISITOR_COOKIE}=visitor-abcdefghijkl`);
      const check = tokens.verify(response.headers.get(PAGE_LOAD_TOKEN_HEADER) ?? '');
      expect(check).toMatchObject({ ok: true, claims: { bucket, visitor: 'visitor-abcdefghijkl', signedIn: false, served: { choices: version } } });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('gives one client network only its share of tokens: past it the page loads, without one, and it is counted', async () => {
    const own = createEdgeMetrics({ defaultMetrics: false });
    const app = createEdge({
      upstreams: NO_UPSTREAMS,
      staticRoots: { shell: dir, remotes: { choices: join(dir, 'dist') }, releases: join(dir, 'releases') },
      remoteManifest: { choices: '/remotes/choices/mf-manifest.json' },
      releases,
      metrics: own,
      trustedProxies: ['127.0.0.1'],
      rum: {
        forwarder: null,
        tokens,
        sampleRate: 1,
        perAddress: createMemoryRateLimit({ points: 100, durationMs: 60_000 }),
        perPage: createMemoryRateLimit({ points: 100, durationMs: 60_000 }),
        perNetworkTokens: createMemoryRateLimit({ points: 2, durationMs: 60_000 }),
      },
    });
    const limited = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => limited.once('listening', resolve));
    try {
      const from = (address: string) => fetch(`http://127.0.0.1:${(limited.address() as AddressInfo).port}/remotes.json`, { headers: { 'x-forwarded-for': address } });
      const tokenOf = async (address: string) => {
        const response = await from(address);
        expect(response.status).toBe(200);
        return response.headers.get(PAGE_LOAD_TOKEN_HEADER);
      };
      // Two addresses of one /24 share its two tokens; another /24 still gets its own.
      expect([await tokenOf('203.0.113.1'), await tokenOf('203.0.113.2')].every(Boolean)).toBe(true);
      expect(await tokenOf('203.0.113.3')).toBeNull();
      expect(await tokenOf('198.51.100.1')).not.toBeNull();
      expect(await metricValue(own.registry, 'rum_page_tokens_withheld_total', {})).toBe(1);
    } finally {
      await new Promise((resolve) => limited.close(resolve));
    }
  });

  it('gives each page load its own page id, and a new visitor an id cookie', async () => {
    const [a, b] = await Promise.all([remotesFor(), remotesFor()]);
    const claims = [a, b].map((response) => tokens.verify(response.headers.get(PAGE_LOAD_TOKEN_HEADER) ?? ''));
    expect(claims.every((check) => check.ok)).toBe(true);
    const pages = claims.map((check) => (check.ok ? check.claims.page : ''));
    expect(pages[0]).not.toBe(pages[1]);
    expect(a.headers.get('set-cookie')).toMatch(/alive\.visitor=[A-Za-z0-9_-]{16,32};.*httponly/i);
    expect(await metricValue(metrics.registry, 'rum_page_tokens_issued_total', {})).toBeGreaterThanOrEqual(2);
  });
});

describe('release files', () => {
  it('serves integrity.json from the record, not from the folder', async () => {
    const response = await fetch(`${base}/remotes/choices/v1/integrity.json`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"algorithm":"sha384","files":{}}');
    expect((await fetch(`${base}/remotes/choices/v2/integrity.json`)).status).toBe(404);
  });

  it('refuses a file whose bytes no longer match what was published, and counts it', async () => {
    expect((await fetch(`${base}/remotes/choices/v2/remoteEntry.js`)).status).toBe(200);
    refused.add('v2/remoteEntry.js');
    const response = await fetch(`${base}/remotes/choices/v2/remoteEntry.js`);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toMatch(/does not match what was published/);
    expect(await metricValue(metrics.registry, 'release_file_integrity_failures_total', { remote: 'choices', version: 'v2' })).toBe(1);
  });
});
