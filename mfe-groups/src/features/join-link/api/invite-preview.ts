import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@alive/api-client';
import { groupsClient } from '../../../shared/api/groups-api.ts';

/** What a join link leads to (`/groups/join/:code`). */
export const invitePreviewQueryOptions = (inviteCode: string) => groupsClient.invitePreview.queryOptions({ params: { inviteCode } });

export function useInvitePreview(inviteCode: string) {
  return useQuery(invitePreviewQueryOptions(inviteCode));
}

/** The invite code leads nowhere (404: no group has it; 400: not a code at all). */
export const isInvalidInvite = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
