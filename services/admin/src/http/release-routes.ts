import Router from '@koa/router';
import {
  canaryShareRequestSchema,
  releaseRemoteParamsSchema,
  rollbackRequestSchema,
  startCanaryRequestSchema,
} from '@alive/contracts';
import type { ReleaseActor } from '@alive/db';
import { parseBody, parseParams, requireAdmin, type SessionUser } from '@alive/service-kit';
import type { Context } from 'koa';
import { changeRemoteRelease, releasesOverview, type ReleaseDeps } from '../domain/releases.ts';

/** Who made a change, as the audit shows it: "Ada Admin <admin@alive.local>". */
function actorOf(ctx: Context): ReleaseActor {
  const user = ctx.state.user as SessionUser;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { name: `${name || 'Administrator'} <${user.email ?? user.id}>`, userId: user.id };
}

/**
 * The Releases screen's API (docs/product/admin.md, Releases; docs/deploy.md, "Canary releases"). Admin
 * only, checked before any input is read; every change is audited by the store.
 */
export function releaseRoutes(deps: ReleaseDeps): Router {
  const router = new Router();

  router.get('/api/admin/releases', requireAdmin, async (ctx) => {
    ctx.body = await releasesOverview(deps);
  });

  router.post('/api/admin/releases/:remote/canary', requireAdmin, async (ctx) => {
    const { remote } = parseParams(ctx, releaseRemoteParamsSchema);
    const { version, percent } = parseBody(ctx, startCanaryRequestSchema);
    ctx.body = await changeRemoteRelease(deps, remote, { kind: 'start-canary', version, percent }, actorOf(ctx));
    ctx.status = 201;
  });

  router.patch('/api/admin/releases/:remote/canary', requireAdmin, async (ctx) => {
    const { remote } = parseParams(ctx, releaseRemoteParamsSchema);
    const { percent } = parseBody(ctx, canaryShareRequestSchema);
    ctx.body = await changeRemoteRelease(deps, remote, { kind: 'set-share', percent }, actorOf(ctx));
  });

  router.post('/api/admin/releases/:remote/promote', requireAdmin, async (ctx) => {
    const { remote } = parseParams(ctx, releaseRemoteParamsSchema);
    ctx.body = await changeRemoteRelease(deps, remote, { kind: 'promote' }, actorOf(ctx));
  });

  router.post('/api/admin/releases/:remote/rollback', requireAdmin, async (ctx) => {
    const { remote } = parseParams(ctx, releaseRemoteParamsSchema);
    // A request without a body reads as {} (docs/api.md, Input rules): roll back whatever there is to roll back.
    const { version } = parseBody(ctx, rollbackRequestSchema);
    ctx.body = await changeRemoteRelease(deps, remote, { kind: 'rollback', ...(version ? { version } : {}) }, actorOf(ctx));
  });

  return router;
}
