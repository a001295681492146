import {
  readPublishedVersions,
  readReleaseEvents,
  readReleases,
  readRumMinutes,
  requestReleaseChange,
  sumRumMinutes,
  type PrismaClient,
  type PublishedVersion,
  type ReleaseActor,
  type ReleaseChangeAnswer,
  type RequestedReleaseChange,
  type RumMinuteCounts,
  type StoredRelease,
  type StoredReleaseEvent,
} from '@alive/db';
import { buildIdOfIntegrity } from '@alive/contracts';
import type { ReleaseCounts } from '@alive/domain';
import { REMOTE_MANIFEST_FILE } from '@alive/service-kit';

/** What the Releases screen's use cases (domain/releases.ts) read and ask of the release records. */
export interface ReleaseStore {
  releases(): Promise<StoredRelease[]>;
  versions(remote?: string): Promise<PublishedVersion[]>;
  events(remote: string): Promise<StoredReleaseEvent[]>;
  minutes(remote: string, since: Date): Promise<RumMinuteCounts[]>;
  sum(minutes: readonly RumMinuteCounts[]): Map<string, ReleaseCounts>;
  /** Published version → the build id of its recorded `mf-manifest.json` hash. */
  versionBuilds(remote: string): Promise<Map<string, string>>;
  /** Asks the release controller for the change and gives its answer. */
  change(remote: string, change: RequestedReleaseChange, actor: ReleaseActor): Promise<ReleaseChangeAnswer>;
}

/**
 * The release records (libs/db releases), for the Releases screen. Admin reads them; a change is asked
 * of the release controller, their one writer, which answers (release-change-requests.ts,
 * docs/data-ownership.md).
 */
export function createReleaseStore(prisma: PrismaClient): ReleaseStore {
  return {
    releases: () => readReleases(prisma),
    versions: (remote) => readPublishedVersions(prisma, remote),
    events: (remote) => readReleaseEvents(prisma, remote, 20),
    minutes: (remote, since) => readRumMinutes(prisma, remote, since),
    sum: sumRumMinutes,
    async versionBuilds(remote) {
      // The manifest's hash as recorded when the version was registered: it names the build it was.
      const rows = await prisma.$queryRaw<{ version: string; manifest: string | null }[]>`
        SELECT version, integrity ->> ${REMOTE_MANIFEST_FILE} AS manifest FROM remote_versions WHERE remote = ${remote}`;
      return new Map(rows.flatMap((row) => {
        const id = buildIdOfIntegrity(row.manifest);
        return id ? [[row.version, id] as const] : [];
      }));
    },
    change: (remote, change, actor) => requestReleaseChange(prisma, remote, change, actor),
  };
}
