import {
  changeMemberRoleRequestSchema,
  createGroupRequestSchema,
  deleteGroupResponseSchema,
  inviteCodeParamsSchema,
  invitePreviewSchema,
  removeMemberResponseSchema,
  groupIdParamsSchema,
  groupListResponseSchema,
  groupMemberPageSchema,
  groupMemberParamsSchema,
  groupMemberSchema,
  groupPageQuerySchema,
  groupRatingParamsSchema,
  groupRecommendationsQuerySchema,
  groupRecommendationsResponseSchema,
  groupSchema,
  groupSummarySchema,
  joinGroupRequestSchema,
  joinGroupResponseSchema,
  rateGroupRecommendationRequestSchema,
  rateGroupRecommendationResponseSchema,
  leaveGroupResponseSchema,
  renameGroupRequestSchema,
} from '../groups.ts';
import { errorResponseSchema } from '../errors.ts';
import { defineEndpointTable } from './endpoint.ts';
import { groupsRoutes } from './groups.routes.ts';

const notFound = { description: 'No such group, or the caller is not a member (the same answer either way)', schema: errorResponseSchema };

/**
 * Every groups operation, declared once (docs/api.md, Endpoint tables): the service mounts its routes,
 * its API document, the test mocks and the remote's client all come from here.
 */
export const groupsEndpoints = defineEndpointTable({
  service: 'groups',
  description: 'Private groups joined by invite code, their members and roles, and recommendations for the whole group.',
  endpoints: {
    list: {
      ...groupsRoutes.list,
      summary: "The caller's groups",
      description: 'Newest group first, each with the caller’s role and the member count, a page at a time (`limit` 1..100, default 20; `cursor`: the `nextCursor` of the page before).',
      access: 'user',
      query: groupPageQuerySchema,
      responses: {
        200: { description: 'A page of groups', schema: groupListResponseSchema },
        400: { description: 'A bad `limit` or a `cursor` that is not a `nextCursor`', schema: errorResponseSchema },
      },
    },
    create: {
      ...groupsRoutes.create,
      summary: 'Create a group',
      description: 'The caller becomes its owner; the group gets a unique 8-character invite code.',
      access: 'user',
      body: createGroupRequestSchema,
      responses: { 201: { description: 'The new group', schema: groupSummarySchema } },
    },
    join: {
      ...groupsRoutes.join,
      summary: 'Join a group by its invite code',
      description: 'The code is trimmed and upper-cased. Joining a group one is in changes nothing (`joined: false`).',
      access: 'user',
      body: joinGroupRequestSchema,
      responses: {
        200: { description: 'Joined, or a member already', schema: joinGroupResponseSchema },
        404: { description: 'No group has this code (counted against the caller’s wrong-code limit)', schema: errorResponseSchema },
        429: { description: 'Too many wrong codes: every join is refused until the window ends (`Retry-After`)', schema: errorResponseSchema },
      },
    },
    get: {
      ...groupsRoutes.get,
      summary: 'A group with its members',
      description: 'Members: the owner first, then group admins, then members, each by join date; the first 20, with `membersNextCursor` for the members call.',
      access: 'user',
      params: groupIdParamsSchema,
      responses: { 200: { description: 'The group', schema: groupSchema }, 404: notFound },
    },
    rename: {
      ...groupsRoutes.rename,
      summary: 'Rename a group',
      description: 'The owner and group admins only.',
      access: 'user',
      params: groupIdParamsSchema,
      body: renameGroupRequestSchema,
      responses: {
        200: { description: 'The renamed group', schema: groupSummarySchema },
        403: { description: 'The caller is a member without the right to rename', schema: errorResponseSchema },
        404: notFound,
      },
    },
    delete: {
      ...groupsRoutes.delete,
      summary: 'Delete a group',
      description: 'The owner only: the group, its memberships and its lists are removed for everyone.',
      access: 'user',
      params: groupIdParamsSchema,
      responses: {
        200: { description: 'Deleted: `message` is “Deleted `<name>`”', schema: deleteGroupResponseSchema },
        403: { description: 'The caller is not the owner', schema: errorResponseSchema },
        404: notFound,
      },
    },
    newInviteCode: {
      ...groupsRoutes.newInviteCode,
      summary: 'Give the group a new invite code',
      description: 'The owner and group admins only. The old code stops working at once; members stay.',
      access: 'user',
      params: groupIdParamsSchema,
      responses: {
        200: { description: 'The group with its new code', schema: groupSummarySchema },
        403: { description: 'The caller is a member without the right', schema: errorResponseSchema },
        404: notFound,
      },
    },
    invitePreview: {
      ...groupsRoutes.invitePreview,
      summary: 'What an invite code leads to',
      description: "For a join link: the group's name, description and size, and whether the caller is in it. A wrong code counts against the caller's wrong-code limit, like a join.",
      access: 'user',
      params: inviteCodeParamsSchema,
      responses: {
        200: { description: 'The group behind the code; `groupId` is null unless the caller is a member', schema: invitePreviewSchema },
        404: { description: 'No group has this code (counted against the caller’s wrong-code limit)', schema: errorResponseSchema },
        429: { description: 'Too many wrong codes (`Retry-After`)', schema: errorResponseSchema },
      },
    },
    leave: {
      ...groupsRoutes.leave,
      summary: 'Leave a group',
      description: 'Members and group admins; the owner cannot leave.',
      access: 'user',
      params: groupIdParamsSchema,
      responses: {
        200: { description: 'Left: `message` is “Left group”', schema: leaveGroupResponseSchema },
        404: notFound,
        409: { description: 'The owner cannot leave the group', schema: errorResponseSchema },
      },
    },
    members: {
      ...groupsRoutes.members,
      summary: "A group's members, a page at a time",
      description: 'In the order of the group’s `members` (`limit` 1..100, default 20; `cursor`: a `nextCursor`). E-mails as the group call shows them.',
      access: 'user',
      params: groupIdParamsSchema,
      query: groupPageQuerySchema,
      responses: {
        200: { description: 'A page of members', schema: groupMemberPageSchema },
        400: { description: 'A bad `limit` or a `cursor` that is not a `nextCursor`', schema: errorResponseSchema },
        404: notFound,
      },
    },
    changeMemberRole: {
      ...groupsRoutes.changeMemberRole,
      summary: 'Make a member a group admin, or back',
      description: 'The owner only; the owner’s own role never changes.',
      access: 'user',
      params: groupMemberParamsSchema,
      body: changeMemberRoleRequestSchema,
      responses: {
        200: { description: 'The member with the new role', schema: groupMemberSchema },
        403: { description: 'The caller is not the owner', schema: errorResponseSchema },
        404: { description: 'No such group for the caller, or no such member in it', schema: errorResponseSchema },
        409: { description: 'The member is the owner', schema: errorResponseSchema },
      },
    },
    removeMember: {
      ...groupsRoutes.removeMember,
      summary: 'Remove a member from the group',
      description: 'The owner removes anyone but themselves; a group admin removes plain members. Leaving oneself is `leave`.',
      access: 'user',
      params: groupMemberParamsSchema,
      responses: {
        200: { description: 'Removed: `message` is “Removed `<name>`”', schema: removeMemberResponseSchema },
        400: { description: 'The member is the caller (use leave)', schema: errorResponseSchema },
        403: { description: 'The caller may not remove this member', schema: errorResponseSchema },
        404: { description: 'No such group for the caller, or no such member in it', schema: errorResponseSchema },
        409: { description: 'The member is the owner', schema: errorResponseSchema },
      },
    },
    recommendations: {
      ...groupsRoutes.recommendations,
      summary: 'Recommendations for the whole group',
      description:
        'The cached list of the category (default general) while it is current (less than 12 hours old, no membership change or member choice since); otherwise, or with `refresh=true`, generated now from every member’s taste. `basis` is `starter` or `personal` (docs/product/groups.md, Starter picks).',
      access: 'user',
      params: groupIdParamsSchema,
      query: groupRecommendationsQuerySchema,
      responses: { 200: { description: 'The list', schema: groupRecommendationsResponseSchema }, 404: notFound },
    },
    rateRecommendation: {
      ...groupsRoutes.rateRecommendation,
      summary: "Thumbs up or down on an item of the group's recommendations",
      description: "Any member; `none` takes the caller's thumb back. An item more members turned down than up goes below the others in every list of the group.",
      access: 'user',
      params: groupRatingParamsSchema,
      body: rateGroupRecommendationRequestSchema,
      responses: {
        200: { description: "The item's votes after the change", schema: rateGroupRecommendationResponseSchema },
        404: { description: 'No such group for the caller, or no such catalogue item', schema: errorResponseSchema },
      },
    },
  },
});
