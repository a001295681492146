import { useLoginRedirect, useToast } from '@alive/ui';
import { useLeaveGroup } from '../api/leave-group.ts';

/** Leave Group with its toasts; a lost session gets the shared "Unauthorized" toast (docs/product/groups.md, Screens). */
export function useGroupLeave(onLeft: () => void) {
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useLeaveGroup({
    onSuccess: () => {
      toast({ variant: 'success', title: 'Left group' });
      onLeft();
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to leave group.' });
    },
  });
}
