/**
 * What a published release's files must be (docs/deploy.md, "Integrity"): `publish:remote` records the
 * SHA-384 of every file in `integrity.json`, the release controller keeps that record in Postgres the
 * first time it sees the version, and a release file's bytes are checked against it as they are read from disk, and
 * only those bytes are then sent (or, for the screens bundle, run), so a file altered after publishing
 * never reaches a browser. The browser checks them again (the shell's integrity plugin), against the
 * same record.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export {
  hashReleaseFolder,
  INTEGRITY_ALGORITHM,
  INTEGRITY_FILE,
  parseIntegrityDocument,
  serializeIntegrity,
  sha384OfFile,
  type IntegrityDocument,
} from '@alive/service-kit';

export interface VerifiedFile {
  /** The bytes that were hashed: the only ones to serve or run (shared, never to be modified). */
  readonly bytes: Buffer;
  /** Their `sha384-<base64>`, the record's value for the file. */
  readonly integrity: string;
}

export type FileCheck =
  | {
      ok: true;
      /**
       * The file's verified bytes: the caller uses these and never reads the path again. null: there is no
       * such file (the caller's 404). Absent: nothing was checked (a version with no record), the file is
       * the caller's to read like any other.
       */
      file?: VerifiedFile | null;
    }
  | { ok: false; reason: string };

export interface ReleaseFileVerifier {
  /** Reads `file` (a path inside the release folder `root`) of a remote's version and checks those bytes. */
  verify(remote: string, version: string, root: string, file: string): Promise<FileCheck>;
}

/** The most bytes of verified release files an edge keeps in memory by default. */
export const RELEASE_FILE_CACHE_BYTES = 64 * 1024 * 1024;

export interface ReleaseFileVerifierOptions {
  /** The record: path → `sha384-…` per remote's version; null (a version no edge registered) leaves its files unchecked. */
  expected: (remote: string, version: string) => Promise<Readonly<Record<string, string>> | null>;
  /** The most bytes of verified files kept in memory, least recently used dropped first; default RELEASE_FILE_CACHE_BYTES. */
  maxCachedBytes?: number;
}

export interface CachingReleaseFileVerifier extends ReleaseFileVerifier {
  /** What the cache of verified bytes holds now. */
  cached(): { files: number; bytes: number };
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/** The file's bytes, or null when there is no such file (a directory, a missing one). */
async function readBytes(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

/**
 * Checks release files by their content, at the point their bytes are read: a file is read into memory,
 * hashed, compared with the record, and only then handed out, as bytes; callers serve or run those bytes
 * and never the path, so nothing can change between the check and the use. Published files never change,
 * so verified bytes are kept (bounded by `maxCachedBytes`, least recently used dropped first) and a file
 * is read and hashed again only once it has been dropped. Nothing about the file on disk (inode, size,
 * mtime) is trusted: a file edited after it was verified is never served while its verified bytes are
 * kept, and is refused when it is read again.
 */
export function createReleaseFileVerifier(options: ReleaseFileVerifierOptions): CachingReleaseFileVerifier {
  const maxBytes = options.maxCachedBytes ?? RELEASE_FILE_CACHE_BYTES;
  // Insertion order is recency: a hit moves its entry to the end, eviction takes from the front.
  const cache = new Map<string, VerifiedFile>();
  let cachedBytes = 0;
  // One read per file at a time, however many requests ask for it meanwhile.
  const reading = new Map<string, Promise<VerifiedFile | { have: string } | null>>();

  function remember(key: string, file: VerifiedFile): void {
    if (file.bytes.length > maxBytes || cache.has(key)) return;
    cache.set(key, file);
    cachedBytes += file.bytes.length;
    for (const [oldest, entry] of cache) {
      if (cachedBytes <= maxBytes) break;
      cache.delete(oldest);
      cachedBytes -= entry.bytes.length;
    }
  }

  async function readAndCheck(key: string, path: string, want: string): Promise<VerifiedFile | { have: string } | null> {
    const bytes = await readBytes(path);
    if (bytes === null) return null;
    const have = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
    if (have !== want) return { have };
    const file: VerifiedFile = { bytes, integrity: have };
    remember(key, file);
    return file;
  }

  return {
    async verify(remote, version, root, file) {
      const expected = await options.expected(remote, version);
      if (!expected) return { ok: true };
      const want = Object.hasOwn(expected, file) ? expected[file] : undefined;
      if (!want) return { ok: false, reason: `${file} is not a file of ${remote} ${version} as published` };
      const path = join(root, file);
      const key = `${path}\0${want}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return { ok: true, file: hit };
      }
      let pending = reading.get(key);
      if (!pending) {
        pending = readAndCheck(key, path, want).finally(() => reading.delete(key));
        reading.set(key, pending);
      }
      const outcome = await pending;
      if (outcome === null) return { ok: true, file: null };
      if ('have' in outcome) return { ok: false, reason: `${file} has ${outcome.have}, published as ${want}` };
      return { ok: true, file: outcome };
    },
    cached: () => ({ files: cache.size, bytes: cachedBytes }),
  };
}
