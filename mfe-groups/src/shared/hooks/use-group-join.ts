import { ApiError, isUnauthorized } from '@alive/api-client';
import type { JoinGroupResponse } from '@alive/contracts';
import { useSignInNeeded, useToast } from '@alive/ui';
import { serverMessage } from '../api/groups-api.ts';
import { useJoinGroup } from '../api/join-group.ts';

/**
 * Join Group with its toasts (docs/product/groups.md, Screens). It needs a session: without one it says
 * "Please log in to join a group" and goes to the login after 1 s.
 */
export function useGroupJoin(onJoined: (answer: JoinGroupResponse) => void) {
  const { toast } = useToast();
  const signInNeeded = useSignInNeeded();
  return useJoinGroup({
    onSuccess: (answer) => {
      toast({ variant: 'success', title: answer.joined ? 'Joined group' : 'Already a member', description: answer.message });
      onJoined(answer);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return signInNeeded('Please log in to join a group');
      // Too many wrong codes: the server says how long to wait; a full group or a cap: what to do (409).
      const description = error instanceof ApiError && (error.status === 429 || error.status === 409) ? serverMessage(error) : null;
      toast({ variant: 'destructive', title: 'Error', description: description ?? 'Invalid invite code or failed to join group.' });
    },
  });
}
