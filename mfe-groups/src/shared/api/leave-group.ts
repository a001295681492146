import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveGroupResponse } from '@alive/contracts';
import { groupsClient, groupsQueryKey } from './groups-api.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';

export type LeaveGroupCallbacks = MutationCallbacks<LeaveGroupResponse>;

/** Members and group admins leave; the owner cannot (docs/product/groups.md, Rules: Roles). */
export const leaveGroup = (groupId: string) => groupsClient.leave({ params: { groupId } });

/** Leave Group (the list and the group's page); once the server has answered, the groups list is read again. */
export function useLeaveGroup(callbacks: LeaveGroupCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => leaveGroup(groupId),
    onSuccess: async (answer) => {
      callbacks.onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
