import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupSummary } from '@alive/contracts';
import { groupsClient, groupsQueryKey } from '../../../shared/api/groups-api.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';

export type NewInviteCodeCallbacks = MutationCallbacks<GroupSummary>;

/** A new invite code: the old code and its join link stop working at once (docs/product/groups.md, Managing a group). */
export const newInviteCode = (groupId: string) => groupsClient.newInviteCode({ params: { groupId } });

/** Make new code; once the server has answered, the groups list and the group are read again. */
export function useNewInviteCode(groupId: string, callbacks: NewInviteCodeCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => newInviteCode(groupId),
    onSuccess: async (group) => {
      callbacks.onSuccess?.(group);
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
