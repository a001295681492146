import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleasesOverview, RemoteRelease } from '@alive/contracts';
import { releasesOverviewQueryOptions } from './get-releases-overview.ts';

export interface ReleaseChangeCallbacks<Variables> {
  onSuccess?: (release: RemoteRelease, variables: Variables) => void;
  onError?: (error: Error, variables: Variables) => void;
}

/**
 * A change to one remote's release: the card the server answers replaces that remote's card at once,
 * then the whole overview is read again (another remote, or the judge, may have changed meanwhile).
 */
export function useReleaseChange<Variables>(mutationFn: (variables: Variables) => Promise<RemoteRelease>, callbacks: ReleaseChangeCallbacks<Variables> = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = releasesOverviewQueryOptions;
  return useMutation({
    mutationFn,
    onSuccess: async (release, variables) => {
      queryClient.setQueryData<ReleasesOverview>(queryKey, (overview) =>
        overview ? { remotes: overview.remotes.map((card) => (card.remote === release.remote ? release : card)) } : overview,
      );
      callbacks.onSuccess?.(release, variables);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
  });
}
