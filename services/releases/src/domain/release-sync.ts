/**
 * Release sync (docs/deploy.md, "The release record"): every few seconds the release controller
 * - registers every version published in REMOTE_RELEASES_DIR with the SHA-384 of its files, the first
 *   time it sees it (that copy is the truth from then on: the edges check every file they serve against it);
 * - takes REMOTE_VERSIONS_FILE as the stable versions whenever the file changes (each change once).
 * Every replica may do it: registering is an insert that keeps the first copy, and the store serialises
 * imports of the same file into one change. The edges only read the records.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { importVersionsFile, registerVersion, type PrismaClient } from '@alive/db';
import {
  hashReleaseFolder,
  INTEGRITY_FILE,
  parseIntegrityDocument,
  publishedVersionsOf,
  type ReleaseFoldersLogger,
  type RemoteVersions,
  type RemoteVersionsSource,
} from '@alive/service-kit';

export interface ReleaseSyncOptions {
  prisma: PrismaClient;
  releasesDir: string;
  remotes: readonly string[];
  /** The versions file's last good table. */
  fileVersions: RemoteVersionsSource;
  logger?: ReleaseFoldersLogger;
  intervalMs?: number;
}

const key = (remote: string, version: string) => `${remote}/${version}`;

export function createReleaseSync(options: ReleaseSyncOptions) {
  const { prisma, releasesDir, remotes, fileVersions, logger } = options;
  const registered = new Set<string>();
  let importedFile: string | undefined;
  let syncing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  /** integrity.json as published, or (for a version published before hashes were recorded) the files hashed now. */
  async function publishedHashes(folder: string): Promise<Record<string, string>> {
    const text = await readFile(join(folder, INTEGRITY_FILE), 'utf8').catch(() => null);
    const recorded = text === null ? null : parseIntegrityDocument(text);
    return recorded?.files ?? hashReleaseFolder(folder);
  }

  async function registerPublished(): Promise<void> {
    for (const remote of remotes) {
      for (const version of await publishedVersionsOf(releasesDir, remote)) {
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

  return {
    /** One sync now (the timer's, and tests'). Concurrent calls share one run. */
    sync(): Promise<void> {
      syncing ??= (async () => {
        await registerPublished();
        await importFile(await fileVersions());
      })().finally(() => {
        syncing = null;
      });
      return syncing;
    },
    start() {
      void this.sync().catch((error: unknown) => logger?.warn({ err: error }, 'release sync failed: trying again'));
      timer = setInterval(() => {
        this.sync().catch((error: unknown) => logger?.warn({ err: error }, 'release sync failed: trying again'));
      }, options.intervalMs ?? 2000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await syncing?.catch(() => undefined);
    },
  };
}
