import { http } from 'msw';
import {
  changeMemberRoleRequestSchema,
  createGroupRequestSchema,
  groupListResponseSchema,
  groupMemberSchema,
  groupRecommendationsResponseSchema,
  groupSchema,
  groupSummarySchema,
  joinGroupRequestSchema,
  joinGroupResponseSchema,
  leaveGroupResponseSchema,
  renameGroupRequestSchema,
  type Group,
  type GroupListResponse,
  type GroupMember,
  type GroupRecommendationCategory,
  type GroupRecommendationsResponse,
  type GroupSummary,
  type JoinGroupResponse,
  type LeaveGroupResponse,
} from '@alive/contracts';
import { group, groupMember, groupRecommendations, groupSummary, GROUP_ID } from '../fixtures/groups.ts';
import { isFailure, readBody, respond, type Reply } from '../reply.ts';

/**
 * Groups service: every `/api/groups` call. Answers go through the response schemas and request
 * bodies through the request schemas (400 otherwise), as the service answers.
 */
export const groupsApi = {
  list: (reply: Reply<GroupListResponse>) => http.get('/api/groups', respond(groupListResponseSchema, reply)),
  create: (reply: Reply<GroupSummary>) => http.post('/api/groups', respond(groupSummarySchema, reply, 201)),
  join: (reply: Reply<JoinGroupResponse>) => http.post('/api/groups/join', respond(joinGroupResponseSchema, reply)),
  group: (reply: Reply<Group>) => http.get('/api/groups/:groupId', respond(groupSchema, reply)),
  rename: (reply: Reply<GroupSummary>) => http.patch('/api/groups/:groupId', respond(groupSummarySchema, reply)),
  leave: (reply: Reply<LeaveGroupResponse>) => http.delete('/api/groups/:groupId/leave', respond(leaveGroupResponseSchema, reply)),
  changeRole: (reply: Reply<GroupMember>) => http.patch('/api/groups/:groupId/members/:memberId', respond(groupMemberSchema, reply)),
  recommendations: (reply: Reply<GroupRecommendationsResponse>) =>
    http.get('/api/groups/:groupId/recommendations', respond(groupRecommendationsResponseSchema, reply)),
};

const groupIdOf = (request: Request) => new URL(request.url).pathname.split('/')[3] ?? GROUP_ID;

/** Defaults: a signed-in owner of the fixture group, whose calls succeed. */
export function groupsHandlers() {
  return [
    groupsApi.list([groupSummary()]),
    groupsApi.create(async (request) => {
      const body = await readBody(request, createGroupRequestSchema);
      return isFailure(body) ? body : groupSummary({ id: crypto.randomUUID(), name: body.name, description: body.description, memberCount: 1, role: 'owner' });
    }),
    groupsApi.join(async (request) => {
      const body = await readBody(request, joinGroupRequestSchema);
      return isFailure(body) ? body : { message: 'You joined Weekend Hikers', joined: true, group: groupSummary({ inviteCode: body.inviteCode, role: 'member' }) };
    }),
    groupsApi.recommendations((request) => {
      const category = (new URL(request.url).searchParams.get('category') ?? 'general') as GroupRecommendationCategory;
      const list = groupRecommendations({ groupId: groupIdOf(request), category });
      return { ...list, recommendations: list.recommendations.map((r) => ({ ...r, category })) };
    }),
    groupsApi.group((request) => group({ id: groupIdOf(request) })),
    groupsApi.rename(async (request) => {
      const body = await readBody(request, renameGroupRequestSchema);
      return isFailure(body) ? body : groupSummary({ id: groupIdOf(request), name: body.name });
    }),
    groupsApi.leave((request) => ({ message: 'Left group', groupId: groupIdOf(request) })),
    groupsApi.changeRole(async (request) => {
      const body = await readBody(request, changeMemberRoleRequestSchema);
      const memberId = new URL(request.url).pathname.split('/').pop() ?? '2';
      return isFailure(body) ? body : groupMember({ id: memberId, role: body.role });
    }),
  ];
}
