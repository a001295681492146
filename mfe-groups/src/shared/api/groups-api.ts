import { infiniteQueryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, endpointClient } from '@alive/api-client';
import type { GroupRecommendationCategory, groupsEndpoints } from '@alive/contracts';
import { groupsRoutes } from '@alive/contracts/routes';

/**
 * The groups client of this remote (docs/product/groups.md, API), typed by the groups endpoint table, and
 * the reads whose keys the changes refresh; each change is a file of its own in the api/ of the feature
 * that makes it (shared/api/ when two do). Query keys follow the paths: the list `['/api/groups']`, a group
 * `['/api/groups', id]` and its lists `['/api/groups', id, 'recommendations', { category }]`, so
 * invalidating the list's key refreshes all of them.
 */
export const groupsClient = endpointClient<typeof groupsEndpoints>(groupsRoutes);

export const groupsQueryKey = groupsClient.list.queryKey();
export const groupQueryKey = (groupId: string) => groupsClient.get.queryKey({ params: { groupId } });

/**
 * The groups list's first page (docs/product/groups.md, Pages): a plain read at the list's own address,
 * so a page load of /groups can come with it rendered in its document (the route's `reads`,
 * docs/architecture.md, "A screen with the person's data").
 */
export const groupsListQueryOptions = groupsClient.list.queryOptions();

export function useGroupsList() {
  return useQuery(groupsListQueryOptions);
}

/**
 * The groups after the first page, from its `nextCursor`, when the person asks ("Load more"). Under the
 * list's key with the cursor as its query, so a change of the first page (a new cursor) starts them
 * again and invalidating the list reaches them (`groupsListKeys`).
 */
export const moreGroupsQueryOptions = (after: string) =>
  infiniteQueryOptions({
    queryKey: [...groupsQueryKey, { after }],
    queryFn: ({ pageParam }) => groupsClient.list({ query: { cursor: pageParam } }),
    initialPageParam: after,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The list's queries, its first page and the pages after it, without each group's own (`['/api/groups', id]`). */
export const groupsListKeys = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === groupsQueryKey[0] && (query.queryKey.length === 1 || typeof query.queryKey[1] === 'object') };

/**
 * The members after the group call's first page: starts at `membersNextCursor`, so the key carries it
 * (a change to the group reads the first page again, and these pages with it).
 */
export const moreMembersQueryOptions = (groupId: string, after: string) =>
  infiniteQueryOptions({
    queryKey: [...groupQueryKey(groupId), 'members', { after }],
    queryFn: ({ pageParam }) => groupsClient.members({ params: { groupId }, query: { cursor: pageParam } }),
    initialPageParam: after,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const groupQueryOptions = (groupId: string) => groupsClient.get.queryOptions({ params: { groupId } });

export function useGroup(groupId: string) {
  return useQuery(groupQueryOptions(groupId));
}

export const groupRecommendationsQueryOptions = (groupId: string, category: GroupRecommendationCategory) =>
  groupsClient.recommendations.queryOptions({ params: { groupId }, query: { category } });

export function useGroupRecommendations(groupId: string, category: GroupRecommendationCategory) {
  return useQuery(groupRecommendationsQueryOptions(groupId, category));
}

/** The join link of an invite code: `<origin>/groups/join/<code>` (docs/product/groups.md, Join links). */
export function joinLink(inviteCode: string, origin = window.location.origin): string {
  return `${origin}/groups/join/${encodeURIComponent(inviteCode)}`;
}

/** The group does not exist for this person (404) or the id is not one (400): Group Not Found. */
export function isGroupNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The server's message of a failed call, when it sent one. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : null;
}
