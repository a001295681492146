import { ApiError, endpointClient } from '@alive/api-client';
import type { CreateGroupRequest, GroupRecommendationCategory, groupsEndpoints } from '@alive/contracts';
import { groupsRoutes } from '@alive/contracts/routes';

/**
 * Every groups call of this remote (docs/product/groups.md, API), typed by the groups endpoint table.
 * Query keys follow the paths: the list `['/api/groups']`, a group `['/api/groups', id]` and its lists
 * `['/api/groups', id, 'recommendations', { category }]`, so invalidating the list's key refreshes all of them.
 */
export const groupsClient = endpointClient<typeof groupsEndpoints>(groupsRoutes);

export const groupsQueryKey = groupsClient.list.queryKey();
export const groupQueryKey = (groupId: string) => groupsClient.get.queryKey({ params: { groupId } });

export const groupsQueryOptions = groupsClient.list.queryOptions();

export const groupQueryOptions = (groupId: string) => groupsClient.get.queryOptions({ params: { groupId } });

export const groupRecommendationsQueryOptions = (groupId: string, category: GroupRecommendationCategory) =>
  groupsClient.recommendations.queryOptions({ params: { groupId }, query: { category } });

export const getGroupRecommendations = (groupId: string, category: GroupRecommendationCategory, refresh: boolean) =>
  groupsClient.recommendations({ params: { groupId }, query: { category, ...(refresh ? { refresh: 'true' as const } : {}) } });

export const createGroup = (input: CreateGroupRequest) => groupsClient.create({ body: input });
export const joinGroup = (inviteCode: string) => groupsClient.join({ body: { inviteCode: inviteCode.trim().toUpperCase() } });
export const renameGroup = (groupId: string, name: string) => groupsClient.rename({ params: { groupId }, body: { name } });
export const leaveGroup = (groupId: string) => groupsClient.leave({ params: { groupId } });
export const changeMemberRole = (groupId: string, memberId: string, role: 'admin' | 'member') =>
  groupsClient.changeMemberRole({ params: { groupId, memberId }, body: { role } });

/** The group does not exist for this person (404) or the id is not one (400): Group Not Found. */
export function isGroupNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The server's message of a failed call, when it sent one. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : null;
}
