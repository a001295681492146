import {
  changeRelease,
  readPublishedVersions,
  readReleaseEvents,
  readReleases,
  readRumMinutes,
  sumRumMinutes,
  type PrismaClient,
} from '@alive/db';
import type { ReleaseStore } from '../domain/releases.ts';

/** The release records as the edge keeps them (libs/db releases), for the Releases screen. */
export function createReleaseStore(prisma: PrismaClient): ReleaseStore {
  return {
    releases: () => readReleases(prisma),
    versions: (remote) => readPublishedVersions(prisma, remote),
    events: (remote) => readReleaseEvents(prisma, remote, 20),
    minutes: (remote, since) => readRumMinutes(prisma, remote, since),
    sum: sumRumMinutes,
    change: (remote, change, actor) => changeRelease(prisma, remote, change, actor),
  };
}
