import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupMember } from '@alive/contracts';
import { groupQueryKey, groupsClient, groupsListKeys } from '../../../shared/api/groups-api.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';

export interface RoleChange {
  memberId: string;
  role: 'admin' | 'member';
}

export type RoleChangeCallbacks = MutationCallbacks<GroupMember>;

/** The owner makes a member a group admin, or back (docs/product/groups.md, Managing a group). */
export const changeMemberRole = (groupId: string, { memberId, role }: RoleChange) =>
  groupsClient.changeMemberRole({ params: { groupId, memberId }, body: { role } });

/** Make admin or Make member; once the server has answered, the group and the groups list are read again. */
export function useChangeMemberRole(groupId: string, callbacks: RoleChangeCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoleChange) => changeMemberRole(groupId, change),
    onSuccess: async (updated) => {
      callbacks.onSuccess?.(updated);
      await Promise.all([queryClient.invalidateQueries({ queryKey: groupQueryKey(groupId), exact: true }), queryClient.invalidateQueries(groupsListKeys)]);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
