import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { buildIdOfIntegrity, buildLabel } from '@alive/contracts';
import { PAGE_LOAD_TOKEN_HEADER } from '@alive/contracts/constants';
import { createPageLoadTokens } from '@alive/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge } from '../app.ts';
import { LIVE_SERVICE_NAMES } from '../route-table.ts';
import type { Upstreams } from '../upstreams.ts';
import { createEdgeMetrics } from './edge-metrics.ts';
import { createMemoryRateLimit } from './memory-rate-limit.ts';
import { createUnversionedBuilds } from './unversioned-builds.ts';

const NO_UPSTREAMS = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;
const tokens = createPageLoadTokens({ keys: ['unversioned-builds-test-key'], ttlMs: 60_000 });

let dir: string;
let server: Server;
let base: string;

/** The label a manifest's bytes give, worked out here the long way round. */
const labelOf = (manifest: string) => buildLabel(buildIdOfIntegrity(`sha384-${createHash('sha384').update(manifest).digest('base64')}`)!);

function writeBuild(remote: string, manifest: string) {
  mkdirSync(join(dir, remote), { recursive: true });
  writeFileSync(join(dir, remote, 'mf-manifest.json'), manifest);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'edge-builds-'));
  writeBuild('choices', '{"name":"choices","build":1}');
  const app = createEdge({
    upstreams: NO_UPSTREAMS,
    staticRoots: { shell: dir, remotes: { choices: join(dir, 'choices'), groups: join(dir, 'groups') } },
    // choices from this edge's build folder; groups from elsewhere.
    remoteManifest: { choices: '/remotes/choices/mf-manifest.json', groups: 'https://cdn.example/groups/mf-manifest.json' },
    metrics: createEdgeMetrics({ defaultMetrics: false }),
    rum: {
      forwarder: null,
      tokens,
      sampleRate: 1,
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

describe('unversioned builds', () => {
  it('are named by their manifest’s hash, named anew when the build changes, and not at all without one', async () => {
    const builds = createUnversionedBuilds({ choices: join(dir, 'choices'), profile: join(dir, 'profile') });
    const first = await builds.label('choices');
    expect(first).toBe(labelOf('{"name":"choices","build":1}'));
    expect(first).toMatch(/^build:[0-9a-f]{10}$/);
    writeBuild('choices', '{"name":"choices","build":2,"more":true}');
    expect(await builds.label('choices')).toBe(labelOf('{"name":"choices","build":2,"more":true}'));
    expect(await builds.label('profile')).toBeNull();
    expect(await builds.label('nosuch')).toBeNull();
  });

  it('are what a page load’s token says it was served; a remote served from elsewhere stays unnamed', async () => {
    writeBuild('choices', '{"name":"choices","build":3}');
    const response = await fetch(`${base}/remotes.json`);
    expect(response.status).toBe(200);
    const check = tokens.verify(response.headers.get(PAGE_LOAD_TOKEN_HEADER)!);
    expect(check.ok && check.claims.served).toEqual({ choices: labelOf('{"name":"choices","build":3}'), groups: '' });
  });
});
