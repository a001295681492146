import { groupsEndpoints } from '@alive/contracts';
import { endpointRouter } from '@alive/service-kit';
import type Router from '@koa/router';
import { getGroupRecommendations, rateGroupRecommendation, type GroupRecommendationDeps } from '../domain/group-recommendations.ts';
import {
  changeMemberRole,
  createGroup,
  deleteGroup,
  getGroup,
  joinGroup,
  leaveGroup,
  listGroups,
  listMembers,
  previewInvite,
  removeMember,
  renameGroup,
  replaceInviteCode,
  type GroupUseCaseDeps,
} from '../domain/group-use-cases.ts';

/** The groups calls (docs/product/groups.md), as `groupsEndpoints` declares them. Thin: one use case each. */
export function groupRoutes(deps: GroupUseCaseDeps & Omit<GroupRecommendationDeps, 'groups'>): Router {
  return endpointRouter(groupsEndpoints, {
    list: ({ user, query }) => listGroups(user.id, query, deps),
    create: ({ user, body }, ctx) => createGroup(user.id, body, deps, ctx.traceparent),
    join: ({ user, body }, ctx) => joinGroup(user.id, body.inviteCode, deps, ctx.traceparent),
    get: ({ user, params }) => getGroup(user.id, params.groupId, deps),
    members: ({ user, params, query }) => listMembers(user.id, params.groupId, query, deps),
    rename: ({ user, params, body }) => renameGroup(user.id, params.groupId, body.name, deps),
    delete: ({ user, params }, ctx) => deleteGroup(user.id, params.groupId, deps, ctx.traceparent),
    leave: ({ user, params }, ctx) => leaveGroup(user.id, params.groupId, deps, ctx.traceparent),
    newInviteCode: ({ user, params }) => replaceInviteCode(user.id, params.groupId, deps),
    invitePreview: ({ user, params }) => previewInvite(user.id, params.inviteCode, deps),
    removeMember: ({ user, params }, ctx) => removeMember(user.id, params.groupId, params.memberId, deps, ctx.traceparent),
    changeMemberRole: ({ user, params, body }, ctx) => changeMemberRole(user.id, params.groupId, params.memberId, body.role, deps, ctx.traceparent),
    recommendations: ({ user, params, query }) =>
      getGroupRecommendations(user.id, params.groupId, { category: query.category, refresh: query.refresh === 'true' }, { ...deps, groups: deps.groups }),
    rateRecommendation: ({ user, params, body }) => rateGroupRecommendation(user.id, params.groupId, params.itemId, body, deps),
  });
}
