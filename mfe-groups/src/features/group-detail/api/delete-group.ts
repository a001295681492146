import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteGroupResponse } from '@alive/contracts';
import { groupQueryKey, groupsClient, groupsListKeys } from '../../../shared/api/groups-api.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';

export type DeleteGroupCallbacks = MutationCallbacks<DeleteGroupResponse>;

/** The owner deletes the group for everyone (docs/product/groups.md, Managing a group). */
export const deleteGroup = (groupId: string) => groupsClient.delete({ params: { groupId } });

/**
 * Delete group. The group's own queries are dropped, not refetched: they would only answer 404 now; the
 * groups list is read again.
 */
export function useDeleteGroup(callbacks: DeleteGroupCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => deleteGroup(groupId),
    onSuccess: async (answer) => {
      queryClient.removeQueries({ queryKey: groupQueryKey(answer.groupId) });
      callbacks.onSuccess?.(answer);
      await queryClient.invalidateQueries(groupsListKeys);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
