import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps a read fresh while it sits next to screens that change server state. The completion card
 * lives on the home screen, where every choice (a mutation of the choices remote, through the shell's
 * one QueryClient) changes its numbers; with the never-stale default nothing would refetch it. Any
 * successful mutation therefore invalidates `queryKeys`: two small GETs, and no coupling to the other
 * remote's query or mutation keys.
 */
export function useRefreshAfterMutations(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    });
    // The keys are module constants; subscribe once per client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient]);
}
