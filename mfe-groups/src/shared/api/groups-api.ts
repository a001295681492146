import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiJson } from '@alive/api-client';
import type {
  CreateGroupRequest,
  Group,
  GroupListResponse,
  GroupMember,
  GroupRecommendationCategory,
  GroupRecommendationsResponse,
  GroupSummary,
  JoinGroupResponse,
  LeaveGroupResponse,
} from '@alive/contracts';

/**
 * Every groups call of this remote (docs/product/groups.md, API) and the query keys it owns: the list
 * `[GROUPS_PATH]`, a group `[GROUPS_PATH, id]` and its lists `[GROUPS_PATH, id, 'recommendations', category]`,
 * so invalidating `[GROUPS_PATH]` refreshes all of them.
 */
export const GROUPS_PATH = '/api/groups';

const groupPath = (groupId: string) => `${GROUPS_PATH}/${encodeURIComponent(groupId)}`;

export const groupsQueryKey = [GROUPS_PATH] as const;
export const groupQueryKey = (groupId: string) => [GROUPS_PATH, groupId] as const;

export const groupsQueryOptions = queryOptions({ queryKey: groupsQueryKey, queryFn: () => apiJson<GroupListResponse>('GET', GROUPS_PATH) });

export function groupQueryOptions(groupId: string) {
  return queryOptions({ queryKey: groupQueryKey(groupId), queryFn: () => apiJson<Group>('GET', groupPath(groupId)) });
}

export function groupRecommendationsQueryOptions(groupId: string, category: GroupRecommendationCategory) {
  return queryOptions({
    queryKey: [GROUPS_PATH, groupId, 'recommendations', category] as const,
    queryFn: () => getGroupRecommendations(groupId, category, false),
  });
}

export function getGroupRecommendations(groupId: string, category: GroupRecommendationCategory, refresh: boolean): Promise<GroupRecommendationsResponse> {
  const query = new URLSearchParams({ category, ...(refresh ? { refresh: 'true' } : {}) });
  return apiJson<GroupRecommendationsResponse>('GET', `${groupPath(groupId)}/recommendations?${query}`);
}

export const createGroup = (input: CreateGroupRequest) => apiJson<GroupSummary>('POST', GROUPS_PATH, input);
export const joinGroup = (inviteCode: string) => apiJson<JoinGroupResponse>('POST', `${GROUPS_PATH}/join`, { inviteCode: inviteCode.trim().toUpperCase() });
export const renameGroup = (groupId: string, name: string) => apiJson<GroupSummary>('PATCH', groupPath(groupId), { name });
export const leaveGroup = (groupId: string) => apiJson<LeaveGroupResponse>('DELETE', `${groupPath(groupId)}/leave`);
export const changeMemberRole = (groupId: string, memberId: string, role: 'admin' | 'member') =>
  apiJson<GroupMember>('PATCH', `${groupPath(groupId)}/members/${encodeURIComponent(memberId)}`, { role });

/** The group does not exist for this person (404) or the id is not one (400): Group Not Found. */
export function isGroupNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The server's message of a failed call, when it sent one. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : null;
}
