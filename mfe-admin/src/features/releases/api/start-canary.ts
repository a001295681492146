import { apiJson } from '@alive/api-client';
import type { RemoteRelease, StartCanaryRequest } from '@alive/contracts';
import { remoteReleasePath, useReleaseChange, type ReleaseChangeCallbacks } from './release-change.ts';

export type StartCanaryVariables = StartCanaryRequest & { remote: string };

/** POST /api/admin/releases/:remote/canary { version, percent }: a published version for 1..100 % of visitors (201). */
export function startCanary({ remote, ...body }: StartCanaryVariables): Promise<RemoteRelease> {
  return apiJson<RemoteRelease>('POST', `${remoteReleasePath(remote)}/canary`, body satisfies StartCanaryRequest);
}

export function useStartCanary(callbacks?: ReleaseChangeCallbacks<StartCanaryVariables>) {
  return useReleaseChange(startCanary, callbacks);
}
