import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useOnChoiceRecorded } from '@alive/api-client';

/**
 * Keeps reads fresh while they sit next to the choice loop. The completion card lives on the home
 * screen, where every choice changes its numbers; with the never-stale default nothing would refetch
 * it. The choices remote announces each recorded choice (`@alive/api-client`, docs/architecture.md
 * "Remotes react to a choice"), and the card refetches its own `queryKeys` — no coupling to the other
 * remote's query or mutation keys.
 */
export function useRefreshOnChoice(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  useOnChoiceRecorded(() => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  });
}
