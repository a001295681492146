import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@alive/api-client';
import type { Group } from '@alive/contracts';

export const GROUPS_PATH = '/api/groups';

/** GET /api/groups/:groupId — the group with its members. */
export function getGroup(groupId: string): Promise<Group> {
  return apiJson<Group>('GET', `${GROUPS_PATH}/${encodeURIComponent(groupId)}`);
}

export function groupQueryOptions(groupId: string) {
  return queryOptions({ queryKey: [GROUPS_PATH, groupId] as const, queryFn: () => getGroup(groupId) });
}

export function useGroup(groupId: string) {
  return useQuery(groupQueryOptions(groupId));
}

/**
 * The group does not exist for this person: 404, or 501 while the groups service is not built (the
 * edge answers every `/api/groups*` call with 501 until then, so no group can exist yet).
 */
export function isGroupNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 501);
}
