import { useDeferredValue, useRef } from 'react';

/** React Query's `useQuery`, as far as this needs it (it imports nothing of the package: shared-entries.test.ts). */
type UseQuery = (options: never) => { isPending: boolean };

/**
 * `useQuery` whose first answer renders as a transition (docs/architecture.md, "Shared singletons").
 * React Query hands its answers to React through `useSyncExternalStore`, whose updates always render
 * at once, in one task: the moment a screen's data arrived, its whole first render with that data
 * blocked a phone's main thread for 100–250 ms (docs/performance.md, "Phones: Lighthouse mobile"). Here
 * the render in which the answer arrives still shows the loading state, and React renders the screen
 * with the answer right after, in slices that yield to the browser, so a tap meanwhile is answered at once.
 * Only the first answer waits: a later one (a refetch, an optimistic update after a tap) shows at once.
 */
export function firstAnswerAsTransition<Hook extends UseQuery>(useQueryNow: Hook): Hook {
  return function useQuery(options: never) {
    const now = useQueryNow(options);
    // The loading state last rendered: shown once more in the render the first answer arrives in.
    const pending = useRef(now);
    if (now.isPending) pending.current = now;
    // A boolean, so React defers exactly one render, the one that goes from loading to answered; the
    // result object itself is new on every render (React Query's tracking proxy).
    const stillPending = useDeferredValue(now.isPending);
    return stillPending && !now.isPending ? pending.current : now;
  } as Hook;
}
