import { apiJson } from '@alive/api-client';
import type { RemoteRelease } from '@alive/contracts';
import { remoteReleasePath, useReleaseChange, type ReleaseChangeCallbacks } from './release-change.ts';

export interface PromoteCanaryVariables {
  remote: string;
}

/** POST /api/admin/releases/:remote/promote: the canary becomes stable for everyone. */
export function promoteCanary({ remote }: PromoteCanaryVariables): Promise<RemoteRelease> {
  return apiJson<RemoteRelease>('POST', `${remoteReleasePath(remote)}/promote`);
}

export function usePromoteCanary(callbacks?: ReleaseChangeCallbacks<PromoteCanaryVariables>) {
  return useReleaseChange(promoteCanary, callbacks);
}
