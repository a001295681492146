import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupSummary } from '@alive/contracts';
import { groupsClient, groupsQueryKey } from '../../../shared/api/groups-api.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';

export type RenameGroupCallbacks = MutationCallbacks<GroupSummary>;

/** The owner and group admins rename the group (docs/product/groups.md, Rules: Roles). */
export const renameGroup = (groupId: string, name: string) => groupsClient.rename({ params: { groupId }, body: { name } });

/** Edit Group's save; once the server has answered, the groups list is read again. */
export function useRenameGroup(callbacks: RenameGroupCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, name }: { groupId: string; name: string }) => renameGroup(groupId, name),
    onSuccess: async (group) => {
      callbacks.onSuccess?.(group);
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
