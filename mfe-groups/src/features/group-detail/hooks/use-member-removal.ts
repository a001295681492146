import { plainErrorMessage } from '@alive/api-client';
import { useLoginRedirect, useToast } from '@alive/ui';
import { useRemoveMember } from '../api/remove-member.ts';

/** Remove on a member's row, with its toasts (docs/product/groups.md, Managing a group). */
export function useMemberRemoval(groupId: string, onRemoved: () => void) {
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useRemoveMember(groupId, {
    onSuccess: (answer) => {
      toast({ variant: 'success', title: 'Member removed', description: answer.message });
      onRemoved();
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Could not remove the member', description: plainErrorMessage(error) });
    },
  });
}
