import type { RemoteRelease, StartCanaryRequest } from '@alive/contracts';
import { releasesClient } from './releases-client.ts';
import { useReleaseChange, type ReleaseChangeCallbacks } from './release-change.ts';

export type StartCanaryVariables = StartCanaryRequest & { remote: string };

/** `startCanary` { version, percent }: a published version for 1..100 % of visitors (201). */
export function startCanary({ remote, ...body }: StartCanaryVariables): Promise<RemoteRelease> {
  return releasesClient.startCanary({ params: { remote }, body });
}

export function useStartCanary(callbacks?: ReleaseChangeCallbacks<StartCanaryVariables>) {
  return useReleaseChange(startCanary, callbacks);
}
