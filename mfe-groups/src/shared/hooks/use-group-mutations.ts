import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isUnauthorized, plainErrorMessage } from '@alive/api-client';
import type { CreateGroupRequest, GroupRecommendationCategory, GroupRecommendationsResponse, JoinGroupResponse } from '@alive/contracts';
import { useLoginRedirect, useSignInNeeded, useToast } from '@alive/ui';
import {
  createGroup,
  deleteGroup,
  groupQueryKey,
  groupRecommendationsQueryOptions,
  groupsListKeys,
  groupsQueryKey,
  joinGroup,
  leaveGroup,
  newInviteCode,
  rateRecommendation,
  removeMember,
  renameGroup,
  serverMessage,
} from '../api/groups-api.ts';

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

export function useJoinGroup(onJoined: (answer: JoinGroupResponse) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const signInNeeded = useSignInNeeded();
  return useMutation({
    mutationFn: (inviteCode: string) => joinGroup(inviteCode),
    onSuccess: async (answer) => {
      toast({ variant: 'success', title: answer.joined ? 'Joined group' : 'Already a member', description: answer.message });
      onJoined(answer);
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return signInNeeded('Please log in to join a group');
      // Too many wrong codes: the server says how long to wait; a full group or a cap: what to do (409).
      const description = error instanceof ApiError && (error.status === 429 || error.status === 409) ? serverMessage(error) : null;
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

/**
 * The owner deletes the group for everyone (docs/product/groups.md, Managing a group). The group's own
 * queries are dropped, not refetched: they would only answer 404 now.
 */
export function useDeleteGroup(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useMutation({
    mutationFn: (groupId: string) => deleteGroup(groupId),
    onSuccess: async (answer) => {
      toast({ variant: 'success', title: 'Group deleted', description: answer.message });
      queryClient.removeQueries({ queryKey: groupQueryKey(answer.groupId) });
      onDeleted();
      await queryClient.invalidateQueries(groupsListKeys);
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Could not delete the group', description: plainErrorMessage(error) });
    },
  });
}

/** The owner (or a group admin, for plain members) removes someone from the group. */
export function useRemoveMember(groupId: string, onRemoved: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useMutation({
    mutationFn: (memberId: string) => removeMember(groupId, memberId),
    onSuccess: async (answer) => {
      toast({ variant: 'success', title: 'Member removed', description: answer.message });
      onRemoved();
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Could not remove the member', description: plainErrorMessage(error) });
    },
  });
}

/** A new invite code: the old code and its join link stop working at once (docs/product/groups.md, Invite codes). */
export function useNewInviteCode(groupId: string, onReplaced: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useMutation({
    mutationFn: () => newInviteCode(groupId),
    onSuccess: async (group) => {
      toast({ variant: 'success', title: 'New invite code', description: `${group.inviteCode} is the code now; the old code and link no longer work.` });
      onReplaced();
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Could not make a new code', description: plainErrorMessage(error) });
    },
  });
}

/**
 * A member's thumb on an item of the group's list: the answer's votes go straight into the cached list,
 * so the pressed state and the counts are the server's (docs/product/groups.md, Ratings).
 */
export function useRateRecommendation(groupId: string, category: GroupRecommendationCategory) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const loginRedirect = useLoginRedirect();
  return useMutation({
    mutationFn: ({ itemId, rating }: { itemId: string; rating: 'up' | 'down' | 'none' }) => rateRecommendation(groupId, itemId, rating),
    onSuccess: (answer) => {
      queryClient.setQueryData<GroupRecommendationsResponse>(groupRecommendationsQueryOptions(groupId, category).queryKey, (list) =>
        list && { ...list, recommendations: list.recommendations.map((item) => (item.id === answer.itemId ? { ...item, votes: answer.votes } : item)) },
      );
    },
    onError: (error) => {
      if (loginRedirect(error)) return;
      toast({ variant: 'destructive', title: 'Could not save your rating', description: plainErrorMessage(error) });
    },
  });
}
