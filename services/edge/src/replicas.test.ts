import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge } from './app.ts';
import { closeProxyAgents } from './proxy.ts';
import { LIVE_SERVICE_NAMES } from './route-table.ts';
import type { Upstreams } from './upstreams.ts';

interface Replica {
  url: string;
  /** Requests it answered: method, path and the body it received. */
  answered: { method: string; path: string; body: string }[];
  server: Server;
}

const servers: Server[] = [];
let root: string;

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** A replica that answers `{ replica, body }` after reading the whole body. */
async function replica(name: string): Promise<Replica> {
  const answered: Replica['answered'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      answered.push({ method: req.method ?? '', path: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json', 'x-replica': name });
      res.end(JSON.stringify({ replica: name, bytes: body.length }));
    });
  });
  return { url: await listen(server), answered, server };
}

/** A replica that dies on every request: it reads it, then drops the connection without an answer. */
async function crashingReplica(): Promise<Replica> {
  const answered: Replica['answered'] = [];
  const server = createServer((req) => {
    answered.push({ method: req.method ?? '', path: req.url ?? '', body: '' });
    req.socket.destroy();
  });
  return { url: await listen(server), answered, server };
}

/** A port with nothing listening (a replica that is down). */
async function deadUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  servers.pop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return url;
}

async function startEdge(choices: string[]): Promise<string> {
  const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;
  upstreams.choices = choices.join(',');
  const server = createEdge({ upstreams, staticRoots: { shell: join(root, 'shell'), remotes: {} } }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (edge: string, body: string) =>
  fetch(`${edge}/api/user-choices`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'edge-replicas-'));
});
afterAll(async () => {
  closeProxyAgents();
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  rmSync(root, { recursive: true, force: true });
});

describe('edge: a service behind it on several replicas', () => {
  it('spreads requests over the replicas in turn', async () => {
    const a = await replica('a');
    const b = await replica('b');
    const edge = await startEdge([a.url, b.url]);
    const servedBy: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`${edge}/api/choice-pairs/next`);
      expect(res.status).toBe(200);
      servedBy.push(res.headers.get('x-replica') ?? '');
    }
    expect(servedBy.filter((r) => r === 'a')).toHaveLength(3);
    expect(servedBy.filter((r) => r === 'b')).toHaveLength(3);
  });

  it('sends every request, POST bodies whole, to the live replica when the other refuses connections', async () => {
    const live = await replica('live');
    const edge = await startEdge([await deadUrl(), live.url]);
    for (let i = 0; i < 4; i += 1) {
      expect((await fetch(`${edge}/api/choice-pairs/next`)).status).toBe(200);
      const body = JSON.stringify({ choicePairId: i, selectedOption: 'option1', note: 'é'.repeat(100) });
      const res = await post(edge, body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ replica: 'live', bytes: body.length });
    }
    expect(live.answered.map((r) => r.method)).toEqual(['GET', 'POST', 'GET', 'POST', 'GET', 'POST', 'GET', 'POST']);
    expect(JSON.parse(live.answered[1]!.body)).toMatchObject({ choicePairId: 0 });
  });

  it('streams a body too large to keep for a retry through to one replica, intact', async () => {
    const live = await replica('live');
    const edge = await startEdge([live.url]);
    const big = 'x'.repeat(1024 * 1024 + 10);
    const res = await post(edge, big);
    expect(await res.json()).toEqual({ replica: 'live', bytes: big.length });
  });

  it('does not resend a POST whose connection a replica dropped, and tries that replica last afterwards', async () => {
    const crashing = await crashingReplica();
    const live = await replica('live');
    const edge = await startEdge([crashing.url, live.url]);
    // The first request starts at the crashing replica: it may have applied the POST, so no resend.
    const dropped = await post(edge, '{"n":1}');
    expect(dropped.status).toBe(502);
    expect(await dropped.json()).toEqual({ message: 'choices service is unavailable' });
    expect(live.answered).toEqual([]);
    // Its turn again, but it dropped a connection a moment ago: the live replica goes first.
    for (let i = 0; i < 2; i += 1) expect((await post(edge, `{"n":${i + 2}}`)).status).toBe(200);
    expect(crashing.answered.map((r) => r.body)).toEqual(['']);
    expect(live.answered.map((r) => r.body)).toEqual(['{"n":2}', '{"n":3}']);
  });

  it('resends a GET whose connection a replica dropped to the next replica', async () => {
    const crashing = await crashingReplica();
    const live = await replica('live');
    const edge = await startEdge([crashing.url, live.url]);
    const get = await fetch(`${edge}/api/choice-pairs/next`);
    expect(get.status).toBe(200);
    expect(get.headers.get('x-replica')).toBe('live');
    expect(crashing.answered.map((r) => r.method)).toEqual(['GET']);
  });

  it('sends the next requests elsewhere once a replica answers Connection: close, as a draining one does', async () => {
    const closing = await replica('closing');
    closing.server.on('request', (_req, res) => res.setHeader('Connection', 'close'));
    const live = await replica('live');
    const edge = await startEdge([closing.url, live.url]);
    const servedBy: string[] = [];
    for (let i = 0; i < 4; i += 1) servedBy.push((await fetch(`${edge}/api/choice-pairs/next`)).headers.get('x-replica') ?? '');
    expect(servedBy).toEqual(['closing', 'live', 'live', 'live']);
  });

  it('answers 502 with a message when no replica takes the request', async () => {
    const edge = await startEdge([await deadUrl(), await deadUrl()]);
    const res = await post(edge, '{}');
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ message: 'choices service is unavailable' });
  });

  it('is ready while one replica is ready', async () => {
    const live = await replica('live');
    const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;
    const { upstreamReadiness } = await import('./readiness.ts');
    upstreams.choices = `${await deadUrl()},${live.url}`;
    expect((await upstreamReadiness({ choices: upstreams.choices }, 500)).choices).toBe('ready');
    expect((await upstreamReadiness({ choices: await deadUrl() }, 500)).choices).toBe('unreachable');
  });
});
