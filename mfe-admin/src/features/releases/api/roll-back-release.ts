import { apiJson } from '@alive/api-client';
import type { RemoteRelease, RollbackRequest } from '@alive/contracts';
import { remoteReleasePath, useReleaseChange, type ReleaseChangeCallbacks } from './release-change.ts';

export type RollbackVariables = RollbackRequest & { remote: string };

/**
 * POST /api/admin/releases/:remote/rollback { version? }: with a canary, the canary ends; without one,
 * `version` (else the stable version before this one) becomes stable again. A remote served unversioned
 * gets its first stable version this way, with `version`.
 */
export function rollBackRelease({ remote, version }: RollbackVariables): Promise<RemoteRelease> {
  const body: RollbackRequest = version ? { version } : {};
  return apiJson<RemoteRelease>('POST', `${remoteReleasePath(remote)}/rollback`, body);
}

export function useRollBackRelease(callbacks?: ReleaseChangeCallbacks<RollbackVariables>) {
  return useReleaseChange(rollBackRelease, callbacks);
}
