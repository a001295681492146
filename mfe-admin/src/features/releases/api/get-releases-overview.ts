import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { ReleasesOverview } from '@alive/contracts';

export const RELEASES_PATH = '/api/admin/releases';

/** The overview is read again every 10 s while the screen is open: the edge's judge may act at any time. */
export const RELEASES_REFRESH_MS = 10_000;

/** GET /api/admin/releases: every remote of the registry with its release, versions, last hour and history. */
export function getReleasesOverview(): Promise<ReleasesOverview> {
  return apiJson<ReleasesOverview>('GET', RELEASES_PATH);
}

export const releasesOverviewQueryOptions = queryOptions({
  queryKey: [RELEASES_PATH] as const,
  queryFn: getReleasesOverview,
  refetchInterval: RELEASES_REFRESH_MS,
});

export function useReleasesOverview() {
  return useQuery(releasesOverviewQueryOptions);
}
