import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveMemberResponse } from '@alive/contracts';
import { groupsClient, groupsQueryKey } from '../../../shared/api/groups-api.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';

export type RemoveMemberCallbacks = MutationCallbacks<RemoveMemberResponse>;

/** The owner (or a group admin, for plain members) removes someone from the group. */
export const removeMember = (groupId: string, memberId: string) => groupsClient.removeMember({ params: { groupId, memberId } });

/** Remove on a member's row; once the server has answered, the groups list and the group are read again. */
export function useRemoveMember(groupId: string, callbacks: RemoveMemberCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => removeMember(groupId, memberId),
    onSuccess: async (answer) => {
      callbacks.onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
