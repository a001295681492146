import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEdge } from './app.ts';
import { NO_STORE } from './cache-policy.ts';
import { LIVE_SERVICE_NAMES } from './route-table.ts';
import type { Upstreams } from './upstreams.ts';

// A proxy that fails before answering: the edge's own 500 on an API path, from its API path
// (api-requests.ts, proxyExchange).
vi.mock('./proxy.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./proxy.ts')>()),
  proxyExchange: vi.fn(async () => {
    throw new Error('proxy exploded');
  }),
}));

let root: string;
let server: Server;
let edge: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'edge-no-store-'));
  mkdirSync(join(root, 'shell'));
  writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'shell/sw.js'), 'self.addEventListener("fetch", () => {});');
  const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, 'http://127.0.0.1:9'])) as Upstreams;
  server = createEdge({ upstreams, staticRoots: { shell: join(root, 'shell'), remotes: {} }, allowRemoteOverrides: false }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  edge = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe('edge: API answers are never stored, its own failures included', () => {
  it('answers an API path it failed on with 500 { message } and no-store', async () => {
    const res = await fetch(`${edge}/api/user-choices`);
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe(NO_STORE);
    expect(await res.json()).toEqual({ message: 'Internal Server Error' });
  });
});

describe('edge: the service worker', () => {
  it('serves /sw.js as script, revalidated on every load, under the policy that lets it run', async () => {
    const res = await fetch(`${edge}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });
});
