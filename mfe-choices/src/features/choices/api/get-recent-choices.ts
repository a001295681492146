import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@alive/api-client';
import type { UserChoice } from '@alive/contracts';

export const RECENT_CHOICES_PATH = '/api/user-choices/recent';

/** GET /api/user-choices/recent — the user's latest choices, newest first, each with its pair. */
export async function getRecentChoices(): Promise<UserChoice[]> {
  const choices = await apiJson<UserChoice[] | null>('GET', RECENT_CHOICES_PATH);
  return Array.isArray(choices) ? choices : [];
}

export const recentChoicesQueryKey = [RECENT_CHOICES_PATH] as const;

export function recentChoicesQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: recentChoicesQueryKey, queryFn: getRecentChoices, enabled });
}

export function useRecentChoices(enabled: boolean) {
  return useQuery(recentChoicesQueryOptions(enabled));
}
