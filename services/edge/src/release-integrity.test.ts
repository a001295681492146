import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReleaseFileVerifier, hashReleaseFolder, parseIntegrityDocument, serializeIntegrity } from './release-integrity.ts';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-integrity-'));
  mkdirSync(join(dir, 'static'));
  writeFileSync(join(dir, 'remoteEntry.js'), 'entry');
  writeFileSync(join(dir, 'static', 'a.js'), 'chunk');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

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

  it('catches a file altered on disk after publishing, even at the same size, and hashes each file once until it changes', async () => {
    const expected = vi.fn(async () => ({ 'remoteEntry.js': sri('entry'), 'static/a.js': sri('chunk') }));
    const verifier = createReleaseFileVerifier({ expected });
    expect(await verifier.verify('choices', 'v1', dir, 'remoteEntry.js')).toEqual({ ok: true });
    writeFileSync(join(dir, 'remoteEntry.js'), 'ENTRY'); // same size, other bytes
    utimesSync(join(dir, 'remoteEntry.js'), new Date(), new Date(Date.now() + 5000));
    expect(await verifier.verify('choices', 'v1', dir, 'remoteEntry.js')).toMatchObject({ ok: false, reason: expect.stringContaining('published as') });
    expect(await verifier.verify('choices', 'v1', dir, 'evil.js')).toMatchObject({ ok: false, reason: expect.stringContaining('not a file') });
    expect(await verifier.verify('choices', 'v1', dir, 'static/a.js')).toEqual({ ok: true });
  });

  it('accepts a file replaced by the same bytes (a new inode is hashed again)', async () => {
    const verifier = createReleaseFileVerifier({ expected: async () => ({ 'static/a.js': sri('chunk') }) });
    await verifier.verify('choices', 'v1', dir, 'static/a.js');
    rmSync(join(dir, 'static', 'a.js'));
    writeFileSync(join(dir, 'static', 'a.js'), 'chunk'); // a new inode: read again, and still fine
    expect(await verifier.verify('choices', 'v1', dir, 'static/a.js')).toEqual({ ok: true });
  });

  it('leaves versions no edge registered unchecked', async () => {
    const verifier = createReleaseFileVerifier({ expected: async () => null });
    expect(await verifier.verify('choices', 'v9', dir, 'remoteEntry.js')).toEqual({ ok: true });
  });
});
