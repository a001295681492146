import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupRequest, GroupSummary } from '@alive/contracts';
import { groupsClient, groupsQueryKey } from '../../../shared/api/groups-api.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';

export type CreateGroupCallbacks = MutationCallbacks<GroupSummary>;

/** The caller becomes the new group's owner (docs/product/groups.md, Screens). */
export const createGroup = (input: CreateGroupRequest) => groupsClient.create({ body: input });

/** Create Group; once the server has answered, the groups list is read again. */
export function useCreateGroup(callbacks: CreateGroupCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGroupRequest) => createGroup(input),
    onSuccess: async (group) => {
      callbacks.onSuccess?.(group);
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
