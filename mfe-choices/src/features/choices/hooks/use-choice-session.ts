import { useCallback, useRef, useState } from 'react';
import { INITIAL_CHOICE_SESSION, recordSuccessfulChoice, type ChoiceSession, type MilestoneMessage } from '@alive/domain';

/**
 * Session counter and streak of this page visit (docs/product/choices.md, Choice flow). `recordChoice` returns the milestone the
 * choice reaches (every 5th session choice) so the caller can toast it.
 */
export function useChoiceSession(): { session: ChoiceSession; recordChoice: () => MilestoneMessage | null } {
  const [session, setSession] = useState<ChoiceSession>(INITIAL_CHOICE_SESSION);
  // The ref is the source of truth so the milestone is known synchronously in the success handler
  // (a state updater may run later, during render).
  const latest = useRef<ChoiceSession>(INITIAL_CHOICE_SESSION);

  const recordChoice = useCallback((): MilestoneMessage | null => {
    const recorded = recordSuccessfulChoice(latest.current);
    latest.current = recorded.session;
    setSession(recorded.session);
    return recorded.milestone;
  }, []);

  return { session, recordChoice };
}
