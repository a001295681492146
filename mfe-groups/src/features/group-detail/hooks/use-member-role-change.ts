import { useLoginRedirect, useToast } from '@alive/ui';
import { useChangeMemberRole } from '../api/change-member-role.ts';

/** Make admin or Make member on a member's row, with its toasts; `memberName` is the name the row shows. */
export function useMemberRoleChange(groupId: string, memberName: string) {
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useChangeMemberRole(groupId, {
    onSuccess: (updated) =>
      toast({ variant: 'success', title: 'Role updated', description: `${memberName} is now ${updated.role === 'admin' ? 'a group admin' : 'a member'}.` }),
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to change the role.' });
    },
  });
}
