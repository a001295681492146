import type { CanaryShareRequest, RemoteRelease } from '@alive/contracts';
import { releasesClient } from './releases-client.ts';
import { useReleaseChange, type ReleaseChangeCallbacks } from './release-change.ts';

export type CanaryShareVariables = CanaryShareRequest & { remote: string };

/** `changeCanaryShare` { percent }: the running canary's share, 0..100. */
export function changeCanaryShare({ remote, ...body }: CanaryShareVariables): Promise<RemoteRelease> {
  return releasesClient.changeCanaryShare({ params: { remote }, body });
}

export function useChangeCanaryShare(callbacks?: ReleaseChangeCallbacks<CanaryShareVariables>) {
  return useReleaseChange(changeCanaryShare, callbacks);
}
