import {
  readPublishedVersions,
  readReleaseEvents,
  readReleases,
  readRumMinutes,
  requestReleaseChange,
  sumRumMinutes,
  type PrismaClient,
} from '@alive/db';
import { buildIdOfIntegrity } from '@alive/contracts';
import { REMOTE_MANIFEST_FILE } from '@alive/service-kit';
import type { ReleaseStore } from '../domain/releases.ts';

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
