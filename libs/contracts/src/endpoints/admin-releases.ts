import { errorResponseSchema } from '../errors.ts';
import {
  canaryShareRequestSchema,
  publishBuildRequestSchema,
  releaseRemoteParamsSchema,
  releasesOverviewSchema,
  remoteReleaseSchema,
  rollbackRequestSchema,
  startCanaryRequestSchema,
} from '../releases.ts';
import { defineEndpoints } from './endpoint.ts';

const refused = {
  404: { description: 'No such remote, or the version is not published', schema: errorResponseSchema },
  409: { description: 'Not possible now (e.g. a canary already runs, or there is none); the message says why', schema: errorResponseSchema },
};

/** The Releases screen (docs/product/admin.md, Releases; docs/deploy.md, "Canary releases"); every change is audited. */
export const adminReleasesEndpoints = defineEndpoints({
  releases: {
    method: 'get',
    path: '/api/admin/releases',
    summary: "Every remote: stable, canary, versions, the last hour per version, the judge's last verdict and the history",
    access: 'admin',
    responses: { 200: { description: 'One card per remote of the registry', schema: releasesOverviewSchema } },
  },
  startCanary: {
    method: 'post',
    path: '/api/admin/releases/:remote/canary',
    summary: 'Start a canary: a published version for a share of visitors',
    description:
      'Visitors whose bucket (1..100) is at most `percent` (1..100) get it on their next page load. Audited. 404 for an unknown remote or a version not published; 409 when a canary runs already, the version is the stable one, or the remote has no stable version yet.',
    access: 'admin',
    params: releaseRemoteParamsSchema,
    body: startCanaryRequestSchema,
    responses: { 201: { description: "The remote's release", schema: remoteReleaseSchema }, ...refused },
  },
  changeCanaryShare: {
    method: 'patch',
    path: '/api/admin/releases/:remote/canary',
    summary: "Change the canary's share (0..100)",
    description: 'Audited. 409 when no canary runs.',
    access: 'admin',
    params: releaseRemoteParamsSchema,
    body: canaryShareRequestSchema,
    responses: { 200: { description: "The remote's release", schema: remoteReleaseSchema }, ...refused },
  },
  promoteCanary: {
    method: 'post',
    path: '/api/admin/releases/:remote/promote',
    summary: 'Promote the canary: it becomes stable for everyone',
    description: 'Audited. 409 when no canary runs.',
    access: 'admin',
    params: releaseRemoteParamsSchema,
    responses: { 200: { description: "The remote's release", schema: remoteReleaseSchema }, ...refused },
  },
  publishBuild: {
    method: 'post',
    path: '/api/admin/releases/:remote/publish',
    summary: 'Publish the build a remote is served unversioned from, under a version name',
    description:
      'What `npm run publish:remote -- <remote> <version>` does, done by the admin service where it can see the remote’s build folder. `build` is the id of the build the screen shows. Answers once the release controller registered the version (it waits up to 10 s). The version becomes stable only when someone sets it so. 409 when this service cannot see that build (the message names the command to publish it), the build changed since the screen showed it, it may not write where published builds go, or the version is published already.',
    access: 'admin',
    params: releaseRemoteParamsSchema,
    body: publishBuildRequestSchema,
    responses: {
      201: { description: "The remote's release, the new version among `versions` once the release controller registered it", schema: remoteReleaseSchema },
      404: { description: 'No such remote', schema: errorResponseSchema },
      409: refused[409],
    },
  },
  rollBackRelease: {
    method: 'post',
    path: '/api/admin/releases/:remote/rollback',
    summary: 'Roll back: remove the canary, or without one make `version` (else the previous stable version) stable again',
    description: 'An empty body is fine. Audited. 404 when `version` is not published; 409 when there is nothing to roll back to, or the version is stable already.',
    access: 'admin',
    params: releaseRemoteParamsSchema,
    body: rollbackRequestSchema,
    responses: { 200: { description: "The remote's release", schema: remoteReleaseSchema }, ...refused },
  },
});
