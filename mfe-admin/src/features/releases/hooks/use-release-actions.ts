import type { RemoteRelease } from '@alive/contracts';
import { useToast } from '@alive/ui';
import { useFailureToast } from '../../../shared/hooks/use-failure-toast.ts';
import { useChangeCanaryShare } from '../api/change-canary-share.ts';
import { usePublishBuild } from '../api/publish-build.ts';
import { usePromoteCanary } from '../api/promote-canary.ts';
import type { ReleaseChangeCallbacks } from '../api/release-change.ts';
import { useRollBackRelease } from '../api/roll-back-release.ts';
import { useStartCanary } from '../api/start-canary.ts';

export type ReleaseAction =
  | { kind: 'start'; remote: string; version: string; percent: number }
  | { kind: 'share'; remote: string; percent: number }
  | { kind: 'promote'; remote: string }
  | { kind: 'rollback'; remote: string; version?: string }
  | { kind: 'publish'; remote: string; version: string; build: string };

function successText(action: ReleaseAction, release: RemoteRelease): { title: string; description: string } {
  switch (action.kind) {
    case 'start':
      return { title: 'Canary started', description: `${action.remote} ${action.version} now goes to ${action.percent} % of visitors on their next page load.` };
    case 'share':
      return { title: 'Share changed', description: `${action.remote} ${release.canary?.version ?? ''} now goes to ${action.percent} % of visitors.` };
    case 'promote':
      return { title: 'Promoted', description: `${action.remote} ${release.stable ?? ''} is now stable for everyone.` };
    case 'rollback':
      return action.version && release.history[0]?.fromVersion === null
        ? { title: 'Stable version set', description: `${action.remote} serves ${release.stable} to everyone from their next page load.` }
        : { title: 'Rolled back', description: `${action.remote} serves ${release.stable ?? 'its build'} to everyone.` };
    case 'publish':
      return {
        title: 'Published',
        description: `Build ${action.build} of ${action.remote} is published as ${action.version}. Visitors get it once you set it stable.`,
      };
  }
}

/**
 * Start, share, promote and roll back for one card, each with its success toast; a refusal shows the
 * server's message (e.g. the 409 "choices already has a canary …"). `onDone` closes the dialog.
 */
export function useReleaseActions(onDone: () => void) {
  const { toast } = useToast();
  const fail = useFailureToast();
  const feedback = <Variables,>(action: (variables: Variables) => ReleaseAction): ReleaseChangeCallbacks<Variables> => ({
    onSuccess: (release, variables) => {
      toast({ variant: 'success', ...successText(action(variables), release) });
      onDone();
    },
    onError: (error) => fail(error, { title: 'Error', description: 'The release was not changed', withServerMessage: true }),
  });
  const start = useStartCanary(feedback(({ remote, version, percent }) => ({ kind: 'start', remote, version, percent })));
  const share = useChangeCanaryShare(feedback(({ remote, percent }) => ({ kind: 'share', remote, percent })));
  const promote = usePromoteCanary(feedback(({ remote }) => ({ kind: 'promote', remote })));
  const rollback = useRollBackRelease(feedback(({ remote, version }) => ({ kind: 'rollback', remote, ...(version ? { version } : {}) })));
  const publish = usePublishBuild(feedback(({ remote, version, build }) => ({ kind: 'publish', remote, version, build })));

  function run(action: ReleaseAction): void {
    switch (action.kind) {
      case 'start':
        return start.mutate({ remote: action.remote, version: action.version, percent: action.percent });
      case 'share':
        return share.mutate({ remote: action.remote, percent: action.percent });
      case 'promote':
        return promote.mutate({ remote: action.remote });
      case 'rollback':
        return rollback.mutate({ remote: action.remote, ...(action.version ? { version: action.version } : {}) });
      case 'publish':
        return publish.mutate({ remote: action.remote, version: action.version, build: action.build });
    }
  }

  return { run, isPending: start.isPending || share.isPending || promote.isPending || rollback.isPending || publish.isPending };
}
