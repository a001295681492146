import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { CanaryShareRequest, ReleasesOverview, RemoteRelease, RollbackRequest, StartCanaryRequest } from '@alive/contracts';

/** The Releases screen's calls (docs/product/admin.md, Releases) and the query key they own. */
export const RELEASES_PATH = '/api/admin/releases';
export const releasesQueryKey = [RELEASES_PATH] as const;

/** Refreshed every 10 s while the screen is open: the judge may act at any time. */
export const releasesQueryOptions = queryOptions({
  queryKey: releasesQueryKey,
  queryFn: () => apiJson<ReleasesOverview>('GET', RELEASES_PATH),
  refetchInterval: 10_000,
});

const remotePath = (remote: string) => `${RELEASES_PATH}/${encodeURIComponent(remote)}`;

export const startCanary = (remote: string, body: StartCanaryRequest) => apiJson<RemoteRelease>('POST', `${remotePath(remote)}/canary`, body);
export const changeCanaryShare = (remote: string, body: CanaryShareRequest) => apiJson<RemoteRelease>('PATCH', `${remotePath(remote)}/canary`, body);
export const promoteCanary = (remote: string) => apiJson<RemoteRelease>('POST', `${remotePath(remote)}/promote`);
export const rollBack = (remote: string, body: RollbackRequest) => apiJson<RemoteRelease>('POST', `${remotePath(remote)}/rollback`, body);
