import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinGroupResponse } from '@alive/contracts';
import { groupsClient, groupsQueryKey } from './groups-api.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';

export type JoinGroupCallbacks = MutationCallbacks<JoinGroupResponse>;

/** Joins by invite code, trimmed and upper-cased (docs/product/groups.md, Rules: Invite codes). */
export const joinGroup = (inviteCode: string) => groupsClient.join({ body: { inviteCode: inviteCode.trim().toUpperCase() } });

/** Join Group (the list's dialog and the join link's screen); once the server has answered, the groups list is read again. */
export function useJoinGroup(callbacks: JoinGroupCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteCode: string) => joinGroup(inviteCode),
    onSuccess: async (answer) => {
      callbacks.onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
