import type { RemoteRelease } from '@alive/contracts';
import { releasesClient } from './releases-client.ts';
import { useReleaseChange, type ReleaseChangeCallbacks } from './release-change.ts';

export interface PromoteCanaryVariables {
  remote: string;
}

/** `promoteCanary`: the canary becomes stable for everyone. */
export function promoteCanary({ remote }: PromoteCanaryVariables): Promise<RemoteRelease> {
  return releasesClient.promoteCanary({ params: { remote } });
}

export function usePromoteCanary(callbacks?: ReleaseChangeCallbacks<PromoteCanaryVariables>) {
  return useReleaseChange(promoteCanary, callbacks);
}
