import Router from '@koa/router';
import {
  changeMemberRoleRequestSchema,
  createGroupRequestSchema,
  groupIdParamsSchema,
  groupMemberParamsSchema,
  groupRecommendationsQuerySchema,
  joinGroupRequestSchema,
  renameGroupRequestSchema,
} from '@alive/contracts';
import { parseBody, parseParams, parseQuery, requireUser, signedInUser } from '@alive/service-kit';
import { getGroupRecommendations, type GroupRecommendationDeps } from '../domain/group-recommendations.ts';
import {
  changeMemberRole,
  createGroup,
  getGroup,
  joinGroup,
  leaveGroup,
  listGroups,
  renameGroup,
  type GroupUseCaseDeps,
} from '../domain/group-use-cases.ts';

/** The groups calls (docs/product/groups.md). Thin: authenticate, validate, one use case. */
export function groupRoutes(deps: GroupUseCaseDeps & Omit<GroupRecommendationDeps, 'groups'>): Router {
  const router = new Router({ prefix: '/api/groups' });
  router.use(requireUser);

  router.get('/', async (ctx) => {
    ctx.body = await listGroups(signedInUser(ctx).id, deps);
  });

  router.post('/', async (ctx) => {
    const input = parseBody(ctx, createGroupRequestSchema);
    ctx.body = await createGroup(signedInUser(ctx).id, input, deps, ctx.traceparent);
    ctx.status = 201;
  });

  router.post('/join', async (ctx) => {
    const { inviteCode } = parseBody(ctx, joinGroupRequestSchema);
    ctx.body = await joinGroup(signedInUser(ctx).id, inviteCode, deps, ctx.traceparent);
  });

  router.get('/:groupId', async (ctx) => {
    const { groupId } = parseParams(ctx, groupIdParamsSchema);
    ctx.body = await getGroup(signedInUser(ctx).id, groupId, deps);
  });

  router.patch('/:groupId', async (ctx) => {
    const { groupId } = parseParams(ctx, groupIdParamsSchema);
    const { name } = parseBody(ctx, renameGroupRequestSchema);
    ctx.body = await renameGroup(signedInUser(ctx).id, groupId, name, deps);
  });

  router.delete('/:groupId/leave', async (ctx) => {
    const { groupId } = parseParams(ctx, groupIdParamsSchema);
    ctx.body = await leaveGroup(signedInUser(ctx).id, groupId, deps, ctx.traceparent);
  });

  router.patch('/:groupId/members/:memberId', async (ctx) => {
    const { groupId, memberId } = parseParams(ctx, groupMemberParamsSchema);
    const { role } = parseBody(ctx, changeMemberRoleRequestSchema);
    ctx.body = await changeMemberRole(signedInUser(ctx).id, groupId, memberId, role, deps, ctx.traceparent);
  });

  router.get('/:groupId/recommendations', async (ctx) => {
    const { groupId } = parseParams(ctx, groupIdParamsSchema);
    const { category, refresh } = parseQuery(ctx, groupRecommendationsQuerySchema);
    ctx.body = await getGroupRecommendations(signedInUser(ctx).id, groupId, { category, refresh: refresh === 'true' }, { ...deps, groups: deps.groups });
  });

  return router;
}
