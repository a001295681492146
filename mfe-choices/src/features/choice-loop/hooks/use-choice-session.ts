import { useCallback, useRef, useState } from 'react';
import { INITIAL_CHOICE_SESSION, recordSuccessfulChoice, undoSessionChoice, type ChoiceSession, type MilestoneMessage } from '@alive/domain';

/**
 * Session counter and streak of this page visit (docs/product/choices.md, Choice flow). `recordChoice` returns the milestone the
 * choice reaches (every 5th session choice) so the caller can toast it; `undoChoice` takes the latest one back off both.
 */
export function useChoiceSession(): { session: ChoiceSession; recordChoice: () => MilestoneMessage | null; undoChoice: () => void } {
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

  const undoChoice = useCallback(() => {
    latest.current = undoSessionChoice(latest.current);
    setSession(latest.current);
  }, []);

  return { session, recordChoice, undoChoice };
}
