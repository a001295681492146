import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isUnauthorized } from '@alive/api-client';
import type { CreateGroupRequest } from '@alive/contracts';
import { useLoginRedirect, useSignInNeeded, useToast } from '@alive/ui';
import { createGroup, groupsQueryKey, joinGroup, leaveGroup, renameGroup, serverMessage } from '../api/groups-api.ts';

/**
 * The list screen's changes, each with the toasts of docs/product/groups.md (Screens). Create and join
 * need a session: without one they say "Please log in to …" and go to the login after 1 s; the other
 * calls answer a lost session with the shared "Unauthorized" toast.
 */
export function useCreateGroup(onCreated: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const signInNeeded = useSignInNeeded();
  return useMutation({
    mutationFn: (input: CreateGroupRequest) => createGroup(input),
    onSuccess: async (group) => {
      toast({ variant: 'success', title: 'Group created', description: `${group.name} is ready. Share its invite code ${group.inviteCode}.` });
      onCreated();
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return signInNeeded('Please log in to create a group');
      const message = serverMessage(error);
      toast({ variant: 'destructive', title: 'Error', description: message ? `Failed to create group: ${message}` : 'Failed to create group: Please try again.' });
    },
  });
}

export function useJoinGroup(onJoined: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const signInNeeded = useSignInNeeded();
  return useMutation({
    mutationFn: (inviteCode: string) => joinGroup(inviteCode),
    onSuccess: async (answer) => {
      toast({ variant: 'success', title: answer.joined ? 'Joined group' : 'Already a member', description: answer.message });
      onJoined();
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return signInNeeded('Please log in to join a group');
      // Too many wrong codes: the server says how long to wait.
      const description = error instanceof ApiError && error.status === 429 ? serverMessage(error) : null;
      toast({ variant: 'destructive', title: 'Error', description: description ?? 'Invalid invite code or failed to join group.' });
    },
  });
}

export function useRenameGroup(onRenamed: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useMutation({
    mutationFn: ({ groupId, name }: { groupId: string; name: string }) => renameGroup(groupId, name),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Group name updated' });
      onRenamed();
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to update group name.' });
    },
  });
}

export function useLeaveGroup(onLeft: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useMutation({
    mutationFn: (groupId: string) => leaveGroup(groupId),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Left group' });
      onLeft();
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to leave group.' });
    },
  });
}
