import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_OVERRIDES_ALLOWED, REMOTE_OVERRIDES_HEADER } from '@alive/contracts/constants';
import { createEdge } from './app.ts';
import { LOCAL_REMOTE_SOURCES } from './content-security-policy.ts';
import { remoteOverridesAllowed } from './remotes.ts';
import type { Upstreams } from './upstreams.ts';

let server: Server | undefined;
let dir = '';

afterEach(async () => {
  vi.unstubAllEnvs();
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function startEdge(options: { allowRemoteOverrides?: boolean } = {}): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'edge-overrides-'));
  server = createEdge({ upstreams: {} as Upstreams, routes: [], staticRoots: { shell: dir, remotes: {} }, ...options }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const scriptSources = (policy: string | null) => /script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];
const connectSources = (policy: string | null) => /connect-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];

describe('remote overrides: the edge decides', () => {
  it('are allowed outside production and refused with NODE_ENV=production', () => {
    expect(remoteOverridesAllowed({ NODE_ENV: 'development' })).toBe(true);
    expect(remoteOverridesAllowed({})).toBe(true);
    expect(remoteOverridesAllowed({ NODE_ENV: 'production' })).toBe(false);
  });

  it('outside production, /remotes.json says so and the policy lets a local build load', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const url = await startEdge();
    const res = await fetch(`${url}/remotes.json`);
    expect(res.headers.get(REMOTE_OVERRIDES_HEADER)).toBe(REMOTE_OVERRIDES_ALLOWED);
    const policy = res.headers.get('content-security-policy');
    expect(scriptSources(policy)).toEqual(expect.arrayContaining(LOCAL_REMOTE_SOURCES));
    expect(connectSources(policy)).toEqual(expect.arrayContaining(LOCAL_REMOTE_SOURCES));
  });

  it('in production, /remotes.json omits the header and the policy names no local origin', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const url = await startEdge();
    for (const path of ['/remotes.json', '/']) {
      const res = await fetch(`${url}${path}`);
      expect(res.headers.has(REMOTE_OVERRIDES_HEADER), path).toBe(false);
      const policy = res.headers.get('content-security-policy');
      expect(scriptSources(policy), path).toEqual(["'self'"]);
      expect(connectSources(policy), path).toEqual(["'self'"]);
    }
  });

  it('an explicit setting wins over the environment', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const url = await startEdge({ allowRemoteOverrides: false });
    expect((await fetch(`${url}/remotes.json`)).headers.has(REMOTE_OVERRIDES_HEADER)).toBe(false);
  });
});
