import {
  readPublishedVersions,
  readReleaseEvents,
  readReleases,
  readRumMinutes,
  requestReleaseChange,
  sumRumMinutes,
  type PrismaClient,
} from '@alive/db';
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
    change: (remote, change, actor) => requestReleaseChange(prisma, remote, change, actor),
  };
}
