import type { RemoteRelease, RollbackRequest } from '@alive/contracts';
import { releasesClient } from './releases-client.ts';
import { useReleaseChange, type ReleaseChangeCallbacks } from './release-change.ts';

export type RollbackVariables = RollbackRequest & { remote: string };

/**
 * `rollBackRelease` { version? }: with a canary, the canary ends; without one, `version` (else the
 * stable version before this one) becomes stable again. A remote served unversioned gets its first
 * stable version this way, with `version`.
 */
export function rollBackRelease({ remote, version }: RollbackVariables): Promise<RemoteRelease> {
  return releasesClient.rollBackRelease({ params: { remote }, body: version ? { version } : {} });
}

export function useRollBackRelease(callbacks?: ReleaseChangeCallbacks<RollbackVariables>) {
  return useReleaseChange(rollBackRelease, callbacks);
}
