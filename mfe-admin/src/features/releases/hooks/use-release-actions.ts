import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoteRelease } from '@alive/contracts';
import { useToast } from '@alive/ui';
import { useFailureToast } from '../../../shared/hooks/use-failure-toast.ts';
import { changeCanaryShare, promoteCanary, releasesQueryKey, rollBack, startCanary } from '../api/releases-api.ts';

export type ReleaseAction =
  | { kind: 'start'; remote: string; version: string; percent: number }
  | { kind: 'share'; remote: string; percent: number }
  | { kind: 'promote'; remote: string }
  | { kind: 'rollback'; remote: string; version?: string };

function run(action: ReleaseAction): Promise<RemoteRelease> {
  switch (action.kind) {
    case 'start':
      return startCanary(action.remote, { version: action.version, percent: action.percent });
    case 'share':
      return changeCanaryShare(action.remote, { percent: action.percent });
    case 'promote':
      return promoteCanary(action.remote);
    case 'rollback':
      return rollBack(action.remote, action.version ? { version: action.version } : {});
  }
}

function successText(action: ReleaseAction, release: RemoteRelease): { title: string; description: string } {
  switch (action.kind) {
    case 'start':
      return { title: 'Canary started', description: `${action.remote} ${action.version} now goes to ${action.percent} % of visitors on their next page load.` };
    case 'share':
      return { title: 'Share changed', description: `${action.remote} ${release.canary?.version ?? ''} now goes to ${action.percent} % of visitors.` };
    case 'promote':
      return { title: 'Promoted', description: `${action.remote} ${release.stable ?? ''} is now stable for everyone.` };
    case 'rollback':
      return { title: 'Rolled back', description: `${action.remote} serves ${release.stable ?? 'its build'} to everyone.` };
  }
}

/** Start, share, promote and roll back, each with its toast; the overview is read again after each. */
export function useReleaseAction(onDone: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: run,
    onSuccess: async (release, action) => {
      toast({ variant: 'success', ...successText(action, release) });
      onDone();
      await queryClient.invalidateQueries({ queryKey: releasesQueryKey });
    },
    onError: (error) => fail(error, { title: 'Error', description: 'The release was not changed', withServerMessage: true }),
  });
}
