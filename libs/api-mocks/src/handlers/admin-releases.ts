import { adminEndpoints } from '@alive/contracts';
import { remoteRelease, unversionedBuildRelease, unversionedRelease } from '../fixtures/admin-releases.ts';
import { mockApi, requestBody } from '../mock-endpoint.ts';

/**
 * Admin service: the remotes' releases (`releases` … `publishBuild`), as `adminEndpoints` declares
 * them. Answers go through the response schemas, bodies through the request schemas (400 otherwise).
 */
export const adminReleasesApi = mockApi(adminEndpoints);

const { endpoints } = adminEndpoints;

/** Defaults: choices with a running canary, profile unversioned; every change succeeds. */
export function adminReleasesHandlers() {
  return [
    adminReleasesApi.releases({ remotes: [remoteRelease(), unversionedRelease('profile')] }),
    adminReleasesApi.startCanary(async (request) => {
      const body = await requestBody(endpoints.startCanary, request);
      return remoteRelease({ canary: { version: body.version, percent: body.percent, startedAt: '2026-11-25T11:00:00.000Z', judged: null } });
    }),
    adminReleasesApi.changeCanaryShare(async (request) => {
      const body = await requestBody(endpoints.changeCanaryShare, request);
      return remoteRelease({ canary: { version: 'v2', percent: body.percent, startedAt: '2026-11-25T10:00:00.000Z', judged: null } });
    }),
    adminReleasesApi.promoteCanary(() => remoteRelease({ stable: 'v2', canary: null })),
    adminReleasesApi.publishBuild(async (request) => {
      const body = await requestBody(endpoints.publishBuild, request);
      const remote = new URL(request.url).pathname.split('/')[4]!;
      return unversionedBuildRelease(remote, {
        versions: [{ version: body.version, publishedAt: '2026-11-25T11:00:00.000Z', files: 12 }],
        unversionedBuild: { id: body.build, label: `build:${body.build}`, publishable: true, publishedAs: body.version },
      });
    }),
    adminReleasesApi.rollBackRelease(async (request) => {
      const body = await requestBody(endpoints.rollBackRelease, request);
      return remoteRelease({ canary: null, ...(body.version ? { stable: body.version } : {}) });
    }),
  ];
}
