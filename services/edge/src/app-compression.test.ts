import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge } from './app.ts';
import { closeProxyAgents } from './proxy.ts';
import { rawRequest, type RawAnswer } from './raw-request.test-support.ts';
import { COMPRESSION_THRESHOLD_BYTES, ONE_CALL_MAX_BYTES } from './response-compression.ts';
import { LIVE_SERVICE_NAMES } from './route-table.ts';
import type { Upstreams } from './upstreams.ts';

// Compression of the answers the edge sends (response-compression.ts): a service's, proxied on the API
// path (api-requests.ts, proxy.ts), and the Koa chain's own files.

/** A JSON body of `bytes` bytes, as a service would send (repeating, so it compresses). */
const jsonOf = (bytes: number) => {
  const shell = '{"pairs":""}';
  return `{"pairs":"${'ab'.repeat(bytes).slice(0, bytes - shell.length)}"}`;
};
const large = jsonOf(COMPRESSION_THRESHOLD_BYTES * 4);
const small = jsonOf(COMPRESSION_THRESHOLD_BYTES - 1);
/** Past what is compressed in one call: streamed through a compressor. */
const long = jsonOf(ONE_CALL_MAX_BYTES * 3);
const script = `export const words = ${JSON.stringify('choice '.repeat(COMPRESSION_THRESHOLD_BYTES))};\n`;

/** The event stream's second event waits for this: the first must have reached the browser by then. */
let sendSecondEvent: (() => void) | undefined;

function answer(res: ServerResponse, url: string) {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  switch (new URL(url, 'http://service').pathname) {
    case '/api/choice-pairs/plan':
      res.writeHead(200, { ...json, vary: 'Cookie', 'content-length': Buffer.byteLength(large) });
      return res.end(large);
    case '/api/choice-pairs/long':
      res.writeHead(200, { ...json, 'content-length': Buffer.byteLength(long) });
      return res.end(long);
    case '/api/choice-pairs/small':
      res.writeHead(200, { ...json, 'content-length': Buffer.byteLength(small) });
      return res.end(small);
    case '/api/choice-pairs/chunked':
      // No Content-Length: chunked, in two writes.
      res.writeHead(200, json);
      res.write(small);
      return res.end(small);
    case '/api/choice-pairs/encoded': {
      const body = gzipSync(large);
      res.writeHead(200, { ...json, 'content-encoding': 'gzip', 'content-length': body.length });
      return res.end(body);
    }
    case '/api/choice-pairs/none':
      res.writeHead(204, { 'cache-control': 'no-store' });
      return res.end();
    case '/api/choice-pairs/events':
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(`data: ${small}\n\n`);
      sendSecondEvent = () => res.end('data: last\n\n');
      return;
    default:
      res.writeHead(404, json);
      return res.end('{"message":"Not Found"}');
  }
}

let root: string;
let service: Server;
let edge: { server: Server; port: number };

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  service = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(res, req.url ?? '/'));
  });
  const servicePort = await listen(service);
  root = mkdtempSync(join(tmpdir(), 'edge-compression-'));
  mkdirSync(join(root, 'shell'));
  writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'shell/words.js'), script);
  const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, name === 'choices' ? `http://127.0.0.1:${servicePort}` : 'http://127.0.0.1:9'])) as Upstreams;
  const app = createEdge({ upstreams, staticRoots: { shell: join(root, 'shell'), remotes: {} }, allowRemoteOverrides: false, apiDocs: false, warmScreens: false });
  const server = createServer(app.callback());
  edge = { server, port: await listen(server) };
});

afterAll(async () => {
  sendSecondEvent?.();
  for (const server of [service, edge?.server]) await new Promise((resolve) => server?.close(resolve));
  closeProxyAgents();
  rmSync(root, { recursive: true, force: true });
});

const get = rawRequest;

function decoded({ headers, bytes }: RawAnswer): string {
  const coding = headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (coding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

describe('edge compression of a service\'s answers', () => {
  const port = () => edge.port;

  it('sends br when the browser accepts it, gzip when only that, each decoding to the service\'s body', async () => {
    const br = await get(port(), '/api/choice-pairs/plan', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.bytes.length).toBeLessThan(Buffer.byteLength(large) / 4);
    expect(decoded(br)).toBe(large);

    const gzip = await get(port(), '/api/choice-pairs/plan', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(large);
  });

  it('streams a long answer through the compressor, in either coding', async () => {
    for (const coding of ['br', 'gzip']) {
      const answer = await get(port(), '/api/choice-pairs/long', { 'accept-encoding': coding });
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers['content-length']).toBeUndefined();
      expect(decoded(answer)).toBe(long);
    }
  });

  it('keeps no-store and merges Vary with the service\'s own, once', async () => {
    for (const headers of [{ 'accept-encoding': 'br' }, { 'accept-encoding': 'identity' }]) {
      const answer = await get(port(), '/api/choice-pairs/plan', headers);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    }
    const unvaried = await get(port(), '/api/choice-pairs/small', { 'accept-encoding': 'gzip' });
    expect(unvaried.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the body as it came for identity, no Accept-Encoding, and HEAD', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, {}, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const answer = await get(port(), '/api/choice-pairs/plan', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(large)));
      expect(answer.bytes.toString('utf8')).toBe(large);
    }
    const head = await get(port(), '/api/choice-pairs/plan', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(large)));
  });

  it('leaves an answer below the threshold alone, and compresses a chunked one without a length', async () => {
    const below = await get(port(), '/api/choice-pairs/small', { 'accept-encoding': 'gzip, br' });
    expect(below.headers['content-encoding']).toBeUndefined();
    expect(below.bytes.toString('utf8')).toBe(small);
    const chunked = await get(port(), '/api/choice-pairs/chunked', { 'accept-encoding': 'gzip' });
    expect(chunked.headers['content-encoding']).toBe('gzip');
    expect(decoded(chunked)).toBe(small + small);
  });

  it('never encodes an answer twice, nor one without a body', async () => {
    const encoded = await get(port(), '/api/choice-pairs/encoded', { 'accept-encoding': 'br, gzip' });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(encoded.bytes).toString('utf8')).toBe(large);
    const none = await get(port(), '/api/choice-pairs/none', { 'accept-encoding': 'br, gzip' });
    expect(none.status).toBe(204);
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('passes an event stream through as it is written, uncompressed', async () => {
    sendSecondEvent = undefined;
    const events: string[] = [];
    const ended = new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: port(), path: '/api/choice-pairs/events', headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => events.push(chunk));
        res.on('end', () => resolve(res.headers));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    // The first event arrives while the service still holds the stream open.
    await expect.poll(() => events.join('')).toBe(`data: ${small}\n\n`);
    expect(sendSecondEvent).toBeTypeOf('function');
    sendSecondEvent!();
    const headers = await ended;
    expect(headers['content-encoding']).toBeUndefined();
    expect(events.join('')).toBe(`data: ${small}\n\ndata: last\n\n`);
  });
});

describe('edge compression of its own files (the Koa chain)', () => {
  it('uses the same rule: br preferred, gzip by q-value, identity as it is', async () => {
    const port = edge.port;
    const br = await get(port, '/words.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(decoded(br)).toBe(script);
    const gzip = await get(port, '/words.js', { 'accept-encoding': 'gzip, br;q=0.1' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);
    const wildcard = await get(port, '/words.js', { 'accept-encoding': '*' });
    expect(wildcard.headers['content-encoding']).toBe('br');
    for (const headers of [{ 'accept-encoding': 'identity' }, {}, { 'accept-encoding': 'deflate' }] as Record<string, string>[]) {
      const plain = await get(port, '/words.js', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.bytes.toString('utf8')).toBe(script);
    }
  });
});
