/**
 * The edge's view of the remotes' releases (docs/deploy.md, "Canary releases"): the release records in
 * Postgres, which every edge replica reads, kept in memory and refreshed every few seconds, so
 * `/remotes.json` never waits on the database, and which versions this edge has on its disk. The edge
 * only reads: the release controller (services/releases) registers published versions with their
 * hashes and takes the versions file.
 */
import { createHash } from 'node:crypto';
import { readReleases, readVersionIntegrity, type PrismaClient, type StoredRelease } from '@alive/db';
import { resolveRelease, type ReleaseChannel } from '@alive/domain';
import { publishedVersionsOf } from '@alive/service-kit';
import { serializeIntegrity } from '../release-integrity.ts';
import type { RoutesLogger } from '../remote-routes.ts';

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
  /** Re-reads this edge's disk and the records now. */
  sync(): Promise<void>;
  start(): void;
  stop(): void;
}

export interface EdgeReleasesOptions {
  prisma: PrismaClient;
  releasesDir: string;
  remotes: readonly string[];
  logger?: RoutesLogger;
  /** How often every edge re-reads the records (default 2 s): a change reaches all edges within it. */
  refreshMs?: number;
}

const key = (remote: string, version: string) => `${remote}/${version}`;

export function sha384Base64(text: string | Buffer): string {
  return `sha384-${createHash('sha384').update(text).digest('base64')}`;
}

export function createEdgeReleases(options: EdgeReleasesOptions): EdgeReleases {
  const { prisma, releasesDir, remotes, logger } = options;
  let records = new Map<string, StoredRelease>();
  const onDisk = new Map<string, Set<string>>();
  const integrityCache = new Map<string, Promise<{ files: Record<string, string>; json: string; digest: string } | null>>();
  const missingWarned = new Set<string>();
  let syncing: Promise<void> | null = null;
  // Until the records have been read once, a visitor waits for them rather than get unversioned remotes.
  let firstRead: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function scanDisk(): Promise<void> {
    for (const remote of remotes) onDisk.set(remote, new Set(await publishedVersionsOf(releasesDir, remote)));
  }

  async function runSync(): Promise<void> {
    await scanDisk();
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
      firstRead ??= sync().catch((error: unknown) => {
        firstRead = null;
        throw error;
      });
      await firstRead;
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
