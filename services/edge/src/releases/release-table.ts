/**
 * The edge's view of the remotes' releases (docs/deploy.md, "Canary releases"): the release records in
 * Postgres, which every edge replica reads, kept in memory and refreshed every few seconds, so
 * `/remotes.json` never waits on the database. It also
 * - registers every version published in REMOTE_RELEASES_DIR with the SHA-384 of its files, the first
 *   time any edge sees it (that copy is the truth from then on: release-integrity.ts);
 * - takes REMOTE_VERSIONS_FILE as the stable versions whenever the file changes (each change once).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  importVersionsFile,
  readReleases,
  readVersionIntegrity,
  registerVersion,
  type PrismaClient,
  type StoredRelease,
} from '@alive/db';
import { resolveRelease, type ReleaseChannel } from '@alive/domain';
import { hashReleaseFolder, INTEGRITY_FILE, parseIntegrityDocument, serializeIntegrity } from '../release-integrity.ts';
import { REMOTE_MANIFEST_FILE } from '../remotes.ts';
import type { RoutesLogger } from '../remote-routes.ts';
import { isRemoteVersion, type RemoteVersions, type RemoteVersionsSource } from '../remote-versions.ts';

export interface ResolvedRelease {
  version: string;
  channel: ReleaseChannel;
  /** `sha384-…` of the version's integrity.json as this edge serves it. */
  integrity?: string;
}

export type ResolvedReleases = Record<string, ResolvedRelease>;

export interface EdgeReleases {
  /** The version of each remote for a visitor's bucket (remotes without a record are left out). */
  forBucket(bucket: number): Promise<ResolvedReleases>;
  /** A published version's files and their hashes as recorded, or null when it was never registered. */
  integrity(remote: string, version: string): Promise<Record<string, string> | null>;
  /** The integrity.json bytes the browser verifies against `/remotes.json`'s `integrity`. */
  integrityJson(remote: string, version: string): Promise<string | null>;
  /** Whether a remote's version is published on this edge's disk. */
  isPublished(remote: string, version: string): boolean;
  /** The records as last read. */
  records(): readonly StoredRelease[];
  /** Re-reads disk, the versions file and the records now (the judge calls it after a rollback). */
  sync(): Promise<void>;
  start(): void;
  stop(): void;
}

export interface EdgeReleasesOptions {
  prisma: PrismaClient;
  releasesDir: string;
  remotes: readonly string[];
  /** The versions file's last good table (remote-versions.ts). */
  fileVersions: RemoteVersionsSource;
  logger?: RoutesLogger;
  /** How often every edge re-reads the records (default 2 s): a change reaches all edges within it. */
  refreshMs?: number;
}

const key = (remote: string, version: string) => `${remote}/${version}`;

export function sha384Base64(text: string | Buffer): string {
  return `sha384-${createHash('sha384').update(text).digest('base64')}`;
}

export function createEdgeReleases(options: EdgeReleasesOptions): EdgeReleases {
  const { prisma, releasesDir, remotes, fileVersions, logger } = options;
  let records = new Map<string, StoredRelease>();
  const onDisk = new Map<string, Set<string>>();
  const registered = new Set<string>();
  const integrityCache = new Map<string, Promise<{ files: Record<string, string>; json: string; digest: string } | null>>();
  const missingWarned = new Set<string>();
  let importedFile: string | undefined;
  let syncing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function versionFolders(remote: string): Promise<string[]> {
    const entries = await readdir(join(releasesDir, remote), { withFileTypes: true }).catch(() => []);
    const versions: string[] = [];
    for (const entry of entries) {
      if (!entry.isDirectory() || !isRemoteVersion(entry.name)) continue;
      const manifest = await stat(join(releasesDir, remote, entry.name, REMOTE_MANIFEST_FILE)).catch(() => null);
      if (manifest?.isFile()) versions.push(entry.name);
    }
    return versions;
  }

  /** integrity.json as published, or (for a version published before hashes were recorded) the files hashed now. */
  async function publishedHashes(folder: string): Promise<Record<string, string>> {
    const text = await readFile(join(folder, INTEGRITY_FILE), 'utf8').catch(() => null);
    const recorded = text === null ? null : parseIntegrityDocument(text);
    return recorded?.files ?? hashReleaseFolder(folder);
  }

  async function scanDisk(): Promise<void> {
    for (const remote of remotes) {
      const versions = await versionFolders(remote);
      onDisk.set(remote, new Set(versions));
      for (const version of versions) {
        if (registered.has(key(remote, version))) continue;
        const folder = join(releasesDir, remote, version);
        const folderStat = await stat(folder);
        const integrity = await publishedHashes(folder);
        if (await registerVersion(prisma, { remote, version, integrity, publishedAt: folderStat.mtime })) {
          logger?.info({ remote, version, files: Object.keys(integrity).length }, 'remote version registered');
        }
        registered.add(key(remote, version));
      }
    }
  }

  async function importFile(table: RemoteVersions): Promise<void> {
    const signature = JSON.stringify(table);
    if (signature === importedFile) return;
    for (const outcome of await importVersionsFile(prisma, table, remotes)) {
      if (outcome.ok) logger?.info({ remote: outcome.record.remote, stable: outcome.record.stable }, 'stable version taken from the versions file');
      else logger?.warn({ reason: outcome.message }, 'versions file entry not applied');
    }
    importedFile = signature;
  }

  async function runSync(): Promise<void> {
    await scanDisk();
    await importFile(await fileVersions());
    records = new Map((await readReleases(prisma)).map((record) => [record.remote, record]));
  }

  function sync(): Promise<void> {
    syncing ??= runSync().finally(() => {
      syncing = null;
    });
    return syncing;
  }

  function loadIntegrity(remote: string, version: string) {
    const cacheKey = key(remote, version);
    let cached = integrityCache.get(cacheKey);
    if (!cached) {
      // A published version never changes, so its recorded hashes are read once.
      cached = readVersionIntegrity(prisma, remote, version).then((files) => {
        if (!files) {
          integrityCache.delete(cacheKey);
          return null;
        }
        const json = serializeIntegrity(files);
        return { files, json, digest: sha384Base64(json) };
      });
      integrityCache.set(cacheKey, cached);
      cached.catch(() => integrityCache.delete(cacheKey));
    }
    return cached;
  }

  const isPublished = (remote: string, version: string) => onDisk.get(remote)?.has(version) ?? false;

  function servable(record: StoredRelease, bucket: number): { version: string; channel: ReleaseChannel } | null {
    const chosen = resolveRelease(record, bucket);
    if (isPublished(record.remote, chosen.version)) return chosen;
    const warning = key(record.remote, chosen.version);
    if (!missingWarned.has(warning)) {
      missingWarned.add(warning);
      logger?.warn({ remote: record.remote, version: chosen.version, releasesDir }, 'release not published on this edge: serving what it has');
    }
    if (chosen.channel === 'canary' && isPublished(record.remote, record.stable)) return { version: record.stable, channel: 'stable' };
    return null;
  }

  return {
    async forBucket(bucket) {
      // An edited versions file is taken at once, as before canaries existed (the signature check is a stat).
      if (JSON.stringify(await fileVersions()) !== importedFile) await sync();
      const resolved: ResolvedReleases = {};
      await Promise.all(
        [...records.values()].map(async (record) => {
          const chosen = servable(record, bucket);
          if (!chosen) return;
          const integrity = await loadIntegrity(record.remote, chosen.version);
          resolved[record.remote] = { ...chosen, ...(integrity ? { integrity: integrity.digest } : {}) };
        }),
      );
      return resolved;
    },
    async integrity(remote, version) {
      return (await loadIntegrity(remote, version))?.files ?? null;
    },
    async integrityJson(remote, version) {
      return (await loadIntegrity(remote, version))?.json ?? null;
    },
    isPublished,
    records: () => [...records.values()],
    sync,
    start() {
      const refreshMs = options.refreshMs ?? 2000;
      timer = setInterval(() => {
        sync().catch((error: unknown) => logger?.warn({ err: error }, 'release records not refreshed: keeping the last ones'));
      }, refreshMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
