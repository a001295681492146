/**
 * What a published release's files must be (docs/deploy.md, "Integrity"): `publish:remote` records the
 * SHA-384 of every file in `integrity.json`, the edge keeps that record in Postgres the first time it
 * sees the version, and before sending a release file it checks the bytes on disk against it, so a file
 * altered after publishing never reaches a browser. The browser checks them again (the shell's
 * integrity plugin), against the same record.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export const INTEGRITY_FILE = 'integrity.json';
export const INTEGRITY_ALGORITHM = 'sha384';

export interface IntegrityDocument {
  algorithm: typeof INTEGRITY_ALGORITHM;
  /** Path inside the release (POSIX separators) → `sha384-<base64>`, in Subresource Integrity form. */
  files: Record<string, string>;
}

export async function sha384OfFile(file: string): Promise<string> {
  const hash = createHash('sha384');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return `sha384-${hash.digest('base64')}`;
}

/** Every file of a release folder (recursively, `integrity.json` itself excepted) with its hash. */
export async function hashReleaseFolder(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== INTEGRITY_FILE)
    .sort();
  const hashed: Record<string, string> = {};
  for (const path of files) hashed[path] = await sha384OfFile(join(folder, path));
  return hashed;
}

/**
 * The one way integrity.json is written (sorted paths, no spaces), so the bytes the edge serves from its
 * record are the bytes whose hash `/remotes.json` announces.
 */
export function serializeIntegrity(files: Readonly<Record<string, string>>): string {
  const sorted = Object.fromEntries(Object.keys(files).sort().map((path) => [path, files[path]!]));
  return JSON.stringify({ algorithm: INTEGRITY_ALGORITHM, files: sorted } satisfies IntegrityDocument);
}

const SRI_SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/** A published integrity.json, or null when it is not one (the edge then hashes the folder itself). */
export function parseIntegrityDocument(text: string): IntegrityDocument | null {
  try {
    const body = JSON.parse(text) as Partial<IntegrityDocument>;
    if (body.algorithm !== INTEGRITY_ALGORITHM || typeof body.files !== 'object' || body.files === null) return null;
    const entries = Object.entries(body.files);
    if (!entries.every(([path, hash]) => typeof hash === 'string' && SRI_SHA384.test(hash) && !path.split('/').includes('..'))) return null;
    return { algorithm: INTEGRITY_ALGORITHM, files: Object.fromEntries(entries) };
  } catch {
    return null;
  }
}

export type FileCheck = { ok: true } | { ok: false; reason: string };

export interface ReleaseFileVerifier {
  /** Checks `file` (a path inside the release folder `root`) of a remote's version. */
  verify(remote: string, version: string, root: string, file: string): Promise<FileCheck>;
}

/**
 * Hashes each release file once, and again only when it changes on disk (inode, size, mtime), so the
 * check costs a `stat` per request. `expected(remote, version)` is the record; null (a version no edge
 * registered) leaves the file unchecked.
 */
export function createReleaseFileVerifier(options: { expected: (remote: string, version: string) => Promise<Readonly<Record<string, string>> | null> }): ReleaseFileVerifier {
  const hashes = new Map<string, { signature: string; hash: Promise<string> }>();
  return {
    async verify(remote, version, root, file) {
      const expected = await options.expected(remote, version);
      if (!expected) return { ok: true };
      const want = expected[file];
      if (!want) return { ok: false, reason: `${file} is not a file of ${remote} ${version} as published` };
      const path = join(root, file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return { ok: true }; // a missing file is the caller's 404
      const signature = `${info.ino}:${info.size}:${info.mtimeMs}`;
      let cached = hashes.get(path);
      if (cached?.signature !== signature) {
        cached = { signature, hash: sha384OfFile(path) };
        hashes.set(path, cached);
        cached.hash.catch(() => hashes.delete(path));
      }
      const have = await cached.hash;
      return have === want ? { ok: true } : { ok: false, reason: `${file} has ${have}, published as ${want}` };
    },
  };
}
