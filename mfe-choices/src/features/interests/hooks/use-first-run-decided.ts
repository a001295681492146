import { useState } from 'react';

/** The part of a query this hook reads (react-query's result has it). */
interface QueryState {
  isPending: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/** Answered (data or error), or waiting for a network that is gone: nothing more will come soon. */
const settled = (query: QueryState) => !query.isPending || query.fetchStatus === 'paused';

/**
 * Whether the home screen knows yet if the first-run step ("What do you care about?") shows above the
 * pair (docs/product/choices.md, "First run"). Until it does, the screen keeps one loading card in the
 * pair's place: a pair painted first and the step inserted above it later moved the whole screen down
 * (a layout shift of 0.07–0.12 for every new person; docs/performance.md, "First paint").
 *
 * Decided: for a person the server answered for, once their interests and recent choices are in (or
 * failed); for a remembered person (docs/architecture.md, "Offline"), once the check of who is signed
 * in (useChooserId's `checking`) has finished without confirming them, since their account data is never asked then. Once decided
 * it stays so for the screen's life: a later check (back online) must not take the loop away.
 */
export function useFirstRunDecided({ confirmed, checking, interests, recent }: { confirmed: boolean; checking: boolean; interests: QueryState; recent: QueryState }): boolean {
  const decidedNow = confirmed ? settled(interests) && settled(recent) : !checking;
  const [decided, setDecided] = useState(decidedNow);
  if (decidedNow && !decided) setDecided(true);
  return decided || decidedNow;
}
