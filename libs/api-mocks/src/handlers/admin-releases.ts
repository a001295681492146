import { http } from 'msw';
import {
  canaryShareRequestSchema,
  releasesOverviewSchema,
  remoteReleaseSchema,
  rollbackRequestSchema,
  startCanaryRequestSchema,
  type ReleasesOverview,
  type RemoteRelease,
} from '@alive/contracts';
import { remoteRelease, unversionedRelease } from '../fixtures/admin-releases.ts';
import { isFailure, readBody, respond, type Reply } from '../reply.ts';

/** Admin service: the remotes' releases. Answers go through the response schemas, bodies through the request schemas. */
export const adminReleasesApi = {
  overview: (reply: Reply<ReleasesOverview>) => http.get('/api/admin/releases', respond(releasesOverviewSchema, reply)),
  startCanary: (reply: Reply<RemoteRelease>) => http.post('/api/admin/releases/:remote/canary', respond(remoteReleaseSchema, reply, 201)),
  changeShare: (reply: Reply<RemoteRelease>) => http.patch('/api/admin/releases/:remote/canary', respond(remoteReleaseSchema, reply)),
  promote: (reply: Reply<RemoteRelease>) => http.post('/api/admin/releases/:remote/promote', respond(remoteReleaseSchema, reply)),
  rollback: (reply: Reply<RemoteRelease>) => http.post('/api/admin/releases/:remote/rollback', respond(remoteReleaseSchema, reply)),
};

/** Defaults: choices with a running canary, profile unversioned; every change succeeds. */
export function adminReleasesHandlers() {
  return [
    adminReleasesApi.overview({ remotes: [remoteRelease(), unversionedRelease('profile')] }),
    adminReleasesApi.startCanary(async (request) => {
      const body = await readBody(request, startCanaryRequestSchema);
      return isFailure(body) ? body : remoteRelease({ canary: { version: body.version, percent: body.percent, startedAt: '2026-11-25T11:00:00.000Z' } });
    }),
    adminReleasesApi.changeShare(async (request) => {
      const body = await readBody(request, canaryShareRequestSchema);
      return isFailure(body) ? body : remoteRelease({ canary: { version: 'v2', percent: body.percent, startedAt: '2026-11-25T10:00:00.000Z' } });
    }),
    adminReleasesApi.promote(() => remoteRelease({ stable: 'v2', canary: null })),
    adminReleasesApi.rollback(async (request) => {
      const body = await readBody(request, rollbackRequestSchema);
      return isFailure(body) ? body : remoteRelease({ canary: null, ...(body.version ? { stable: body.version } : {}) });
    }),
  ];
}
