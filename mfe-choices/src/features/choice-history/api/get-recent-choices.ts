import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserChoice } from '@alive/contracts';
import { choicesClient } from '../../../shared/api/choices-client.ts';

/** GET /api/user-choices/recent — the user's latest choices, newest first, each with its pair. */
export async function getRecentChoices(): Promise<UserChoice[]> {
  const choices: UserChoice[] | null = await choicesClient.recentChoices();
  return Array.isArray(choices) ? choices : [];
}

/** `['/api/user-choices', 'recent']`. */
export const recentChoicesQueryKey = choicesClient.recentChoices.queryKey();

export function recentChoicesQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: recentChoicesQueryKey, queryFn: getRecentChoices, enabled });
}

export function useRecentChoices(enabled: boolean) {
  return useQuery(recentChoicesQueryOptions(enabled));
}
