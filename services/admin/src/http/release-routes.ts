import type { adminEndpoints } from '@alive/contracts';
import type { ReleaseActor } from '@alive/db';
import type { EndpointHandlers, SessionUser } from '@alive/service-kit';
import { changeRemoteRelease, publishUnversionedBuild, releasesOverview, type ReleaseDeps } from '../domain/releases.ts';

type ReleaseHandlers = Pick<EndpointHandlers<typeof adminEndpoints>, 'releases' | 'startCanary' | 'changeCanaryShare' | 'promoteCanary' | 'rollBackRelease' | 'publishBuild'>;

/** Who made a change, as the audit shows it: "Ada Admin <admin@alive.local>". */
function actorOf(user: SessionUser): ReleaseActor {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { name: `${name || 'Administrator'} <${user.email ?? user.id}>`, userId: user.id };
}

/**
 * The Releases screen's API (docs/product/admin.md, Releases; docs/deploy.md, "Canary releases"), as
 * `adminEndpoints` declares it: admin only, checked before any input is read; the store audits every change.
 */
export function releaseHandlers(deps: ReleaseDeps): ReleaseHandlers {
  return {
    releases: () => releasesOverview(deps),
    startCanary: ({ params, body: { version, percent }, user }) =>
      changeRemoteRelease(deps, params.remote, { kind: 'start-canary', version, percent }, actorOf(user)),
    changeCanaryShare: ({ params, body, user }) => changeRemoteRelease(deps, params.remote, { kind: 'set-share', percent: body.percent }, actorOf(user)),
    promoteCanary: ({ params, user }) => changeRemoteRelease(deps, params.remote, { kind: 'promote' }, actorOf(user)),
    // A request without a body reads as {} (docs/api.md, Input rules): roll back whatever there is to roll back.
    rollBackRelease: ({ params, body: { version }, user }) =>
      changeRemoteRelease(deps, params.remote, { kind: 'rollback', ...(version ? { version } : {}) }, actorOf(user)),
    publishBuild: ({ params, body }) => publishUnversionedBuild(deps, params.remote, body),
  };
}
