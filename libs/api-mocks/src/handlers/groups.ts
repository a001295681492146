import { groupsEndpoints, type GroupRecommendationCategory } from '@alive/contracts';
import { group, groupList, groupMember, groupMemberPage, groupRecommendations, groupSummary, GROUP_ID } from '../fixtures/groups.ts';
import { mockApi, requestBody } from '../mock-endpoint.ts';

/**
 * Groups service: every `/api/groups` call, as `groupsEndpoints` declares it. Answers go through the
 * response schemas and request bodies through the request schemas (400 otherwise), as the service answers.
 */
export const groupsApi = mockApi(groupsEndpoints);

const groupIdOf = (request: Request) => new URL(request.url).pathname.split('/')[3] ?? GROUP_ID;

/** Defaults: a signed-in owner of the fixture group, whose calls succeed. */
export function groupsHandlers() {
  return [
    groupsApi.list(groupList()),
    groupsApi.create(async (request) => {
      const body = await requestBody(groupsEndpoints.endpoints.create, request);
      return groupSummary({ id: crypto.randomUUID(), name: body.name, description: body.description, memberCount: 1, role: 'owner' });
    }),
    groupsApi.join(async (request) => {
      const body = await requestBody(groupsEndpoints.endpoints.join, request);
      return { message: 'You joined Weekend Hikers', joined: true, group: groupSummary({ inviteCode: body.inviteCode, role: 'member' }) };
    }),
    groupsApi.recommendations((request) => {
      const category = (new URL(request.url).searchParams.get('category') ?? 'general') as GroupRecommendationCategory;
      const list = groupRecommendations({ groupId: groupIdOf(request), category });
      return { ...list, recommendations: list.recommendations.map((r) => ({ ...r, category })) };
    }),
    groupsApi.get((request) => group({ id: groupIdOf(request) })),
    // The fixture group's members all fit its first page: a further page is empty.
    groupsApi.members(() => groupMemberPage([])),
    groupsApi.rename(async (request) => {
      const body = await requestBody(groupsEndpoints.endpoints.rename, request);
      return groupSummary({ id: groupIdOf(request), name: body.name });
    }),
    groupsApi.leave((request) => ({ message: 'Left group', groupId: groupIdOf(request) })),
    groupsApi.delete((request) => ({ message: 'Deleted Weekend Hikers', groupId: groupIdOf(request) })),
    groupsApi.newInviteCode((request) => groupSummary({ id: groupIdOf(request), inviteCode: 'NEWC2DE9' })),
    groupsApi.invitePreview(() => ({ name: 'Weekend Hikers', description: 'Trails on Saturdays', memberCount: 3, isMember: false, groupId: null })),
    groupsApi.removeMember((request) => {
      const memberId = new URL(request.url).pathname.split('/').pop() ?? '2';
      return { message: 'Removed the member', groupId: groupIdOf(request), memberId };
    }),
    groupsApi.rateRecommendation(async (request) => {
      const body = await requestBody(groupsEndpoints.endpoints.rateRecommendation, request);
      const itemId = new URL(request.url).pathname.split('/')[5] ?? 'general-hike-the-ridge';
      const mine = body.rating === 'none' ? null : body.rating;
      return { itemId, votes: { up: mine === 'up' ? 1 : 0, down: mine === 'down' ? 1 : 0, mine } };
    }),
    groupsApi.changeMemberRole(async (request) => {
      const body = await requestBody(groupsEndpoints.endpoints.changeMemberRole, request);
      const memberId = new URL(request.url).pathname.split('/').pop() ?? '2';
      return groupMember({ id: memberId, role: body.role });
    }),
  ];
}
