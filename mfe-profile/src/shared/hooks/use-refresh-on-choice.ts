import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useOnChoiceRecorded } from '@alive/api-client';

/**
 * Keeps reads fresh while a choice can be recorded beside them: the completion card on the home screen,
 * where every choice changes its numbers, and the profile and dashboard, where a choice that waited on
 * the device is sent once the browser is back online (docs/product/choices.md, Offline). With the
 * never-stale default nothing would refetch them. The choices remote announces each recorded choice
 * (`@alive/api-client`, docs/architecture.md "Remotes react to a choice"), and the screen refetches its
 * own `queryKeys`, the mounted ones at once — no coupling to the other remote's query or mutation keys.
 */
export function useRefreshOnChoice(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  useOnChoiceRecorded(() => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  });
}
