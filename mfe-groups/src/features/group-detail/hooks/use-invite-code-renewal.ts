import { plainErrorMessage } from '@alive/api-client';
import { useLoginRedirect, useToast } from '@alive/ui';
import { useNewInviteCode } from '../api/new-invite-code.ts';

/** Make new code, with its toasts (docs/product/groups.md, Managing a group). */
export function useInviteCodeRenewal(groupId: string, onReplaced: () => void) {
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useNewInviteCode(groupId, {
    onSuccess: (group) => {
      toast({ variant: 'success', title: 'New invite code', description: `${group.inviteCode} is the code now; the old code and link no longer work.` });
      onReplaced();
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Could not make a new code', description: plainErrorMessage(error) });
    },
  });
}
