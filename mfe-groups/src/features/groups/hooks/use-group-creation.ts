import { isUnauthorized } from '@alive/api-client';
import { useSignInNeeded, useToast } from '@alive/ui';
import { serverMessage } from '../../../shared/api/groups-api.ts';
import { useCreateGroup } from '../api/create-group.ts';

/**
 * Create Group with its toasts (docs/product/groups.md, Screens). It needs a session: without one it
 * says "Please log in to create a group" and goes to the login after 1 s.
 */
export function useGroupCreation(onCreated: () => void) {
  const { toast } = useToast();
  const signInNeeded = useSignInNeeded();
  return useCreateGroup({
    onSuccess: (group) => {
      toast({ variant: 'success', title: 'Group created', description: `${group.name} is ready. Share its invite code ${group.inviteCode}.` });
      onCreated();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return signInNeeded('Please log in to create a group');
      const message = serverMessage(error);
      toast({ variant: 'destructive', title: 'Error', description: message ? `Failed to create group: ${message}` : 'Failed to create group: Please try again.' });
    },
  });
}
