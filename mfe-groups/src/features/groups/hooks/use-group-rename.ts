import { useLoginRedirect, useToast } from '@alive/ui';
import { useRenameGroup } from '../api/rename-group.ts';

/** Edit Group's save with its toasts; a lost session gets the shared "Unauthorized" toast (docs/product/groups.md, Screens). */
export function useGroupRename(onRenamed: () => void) {
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useRenameGroup({
    onSuccess: () => {
      toast({ variant: 'success', title: 'Group name updated' });
      onRenamed();
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to update group name.' });
    },
  });
}
