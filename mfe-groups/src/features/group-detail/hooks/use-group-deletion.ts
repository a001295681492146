import { plainErrorMessage } from '@alive/api-client';
import { useLoginRedirect, useToast } from '@alive/ui';
import { useDeleteGroup } from '../api/delete-group.ts';

/** Delete group with its toasts (docs/product/groups.md, Managing a group). */
export function useGroupDeletion(onDeleted: () => void) {
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useDeleteGroup({
    onSuccess: (answer) => {
      toast({ variant: 'success', title: 'Group deleted', description: answer.message });
      onDeleted();
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Could not delete the group', description: plainErrorMessage(error) });
    },
  });
}
