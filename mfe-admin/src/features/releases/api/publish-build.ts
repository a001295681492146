import type { PublishBuildRequest, RemoteRelease } from '@alive/contracts';
import { releasesClient } from './releases-client.ts';
import { useReleaseChange, type ReleaseChangeCallbacks } from './release-change.ts';

export type PublishBuildVariables = PublishBuildRequest & { remote: string };

/**
 * `publishBuild` { version, build }: the build a remote is served unversioned from, published under
 * `version` by the admin service (201); it serves nobody new until it is set stable.
 */
export function publishBuild({ remote, ...body }: PublishBuildVariables): Promise<RemoteRelease> {
  return releasesClient.publishBuild({ params: { remote }, body });
}

export function usePublishBuild(callbacks?: ReleaseChangeCallbacks<PublishBuildVariables>) {
  return useReleaseChange(publishBuild, callbacks);
}
