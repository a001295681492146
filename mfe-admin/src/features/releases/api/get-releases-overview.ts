import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleasesOverview } from '@alive/contracts';
import { releasesClient } from './releases-client.ts';

/** The overview is read again every 10 s while the screen is open: the edge's judge may act at any time. */
export const RELEASES_REFRESH_MS = 10_000;

/** Every remote of the registry with its release, versions, last hour and history. */
export function getReleasesOverview(): Promise<ReleasesOverview> {
  return releasesClient.releases();
}

export const releasesOverviewQueryOptions = queryOptions({
  queryKey: releasesClient.releases.queryKey(),
  queryFn: getReleasesOverview,
  refetchInterval: RELEASES_REFRESH_MS,
});

export function useReleasesOverview() {
  return useQuery(releasesOverviewQueryOptions);
}
