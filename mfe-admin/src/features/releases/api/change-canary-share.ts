import { apiJson } from '@alive/api-client';
import type { CanaryShareRequest, RemoteRelease } from '@alive/contracts';
import { remoteReleasePath, useReleaseChange, type ReleaseChangeCallbacks } from './release-change.ts';

export type CanaryShareVariables = CanaryShareRequest & { remote: string };

/** PATCH /api/admin/releases/:remote/canary { percent }: the running canary's share, 0..100. */
export function changeCanaryShare({ remote, ...body }: CanaryShareVariables): Promise<RemoteRelease> {
  return apiJson<RemoteRelease>('PATCH', `${remoteReleasePath(remote)}/canary`, body satisfies CanaryShareRequest);
}

export function useChangeCanaryShare(callbacks?: ReleaseChangeCallbacks<CanaryShareVariables>) {
  return useReleaseChange(changeCanaryShare, callbacks);
}
