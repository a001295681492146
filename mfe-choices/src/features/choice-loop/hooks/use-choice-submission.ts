import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { announceChoiceRecorded, ApiError, isUnauthorized } from '@alive/api-client';
import { useSignInNeeded, useToast } from '@alive/ui';
import type { ChoiceConflictCode, ChoicePair, HappinessProfile, SelectedOption, UserChoice } from '@alive/contracts';
import { totalChoicesQueryKey } from '../../../shared/api/get-happiness-profile.ts';
import { recentChoicesQueryKey, useUndoChoice } from '../../choice-history/index.ts';
import { useChoiceSync, type QueuedChoice } from '../../choice-sync/index.ts';
import type { PairAnswer } from '../api/prepared-pairs.ts';
import { useChoiceSession } from './use-choice-session.ts';
import { useGreatChoiceOverlay } from './use-great-choice-overlay.ts';

/** The choice Undo would take back: its queue key, the option the person picked, its pair, and its server id once sent. */
export interface LastChoice {
  key: string;
  chosen: string;
  pair: ChoicePair;
  serverId: number | null;
}

export const UNDONE_TOAST = { title: 'Choice undone', description: 'Pick again whenever you are ready.' } as const;
export const UNDO_GONE_MESSAGE = 'That choice can no longer be undone.';
export const UNDO_FAILED_MESSAGE = 'Failed to undo your choice. Please try again.';
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit choice. Please try again.';

/** A queued choice the server refused for good (docs/product/choices.md, Offline): said once, by what happened to its pair. */
export function refusedChoiceToast(choice: Pick<QueuedChoice, 'pair'>, status: number, code?: ChoiceConflictCode): { title: string; description: string } {
  const pair = `“${choice.pair.option1}” or “${choice.pair.option2}”`;
  // A 409 without a code comes from a service older than the codes: it meant the pair was answered.
  if (status === 409 && (code === undefined || code === 'choice_pair_answered')) return { title: 'Already answered', description: `${pair} was answered elsewhere, so this choice was not saved again.` };
  if (status === 404) return { title: 'Choice not saved', description: `${pair} is no longer available, so this choice was not saved.` };
  // Any other refusal (400, 422, a key that is not the person's): the submit error toast of docs/product/choices.md, Errors.
  return { title: 'Error', description: SUBMIT_FAILED_MESSAGE };
}

export interface ChoiceSubmissionOptions {
  userId: string;
  elapsedMs: () => number;
  /** Moves the loop on from memory after an answer or a skip. */
  advance: (answer: PairAnswer) => void;
  /** Whether the pair is the one the loop shows now (a tap on a pair already answered is ignored). */
  isShowing: (pair: ChoicePair) => boolean;
  /** Puts an undone choice's pair back on screen. */
  putBack: (pair: ChoicePair) => void;
}

/**
 * The choice loop's reactions (docs/product/choices.md, Choice flow, Undo, Errors and Offline): a choice
 * is queued on the device with its own key and counts at once (session, streak, "Great Choice!" for
 * 1 s, the milestone toast on every 5th, the recent list); the queue sends it. A 401 shows the sign-in
 * toast, a choice the server refuses is said once. The latest choice of this visit can be undone:
 * still queued, it just leaves the queue; sent, it is deleted on the server.
 */
export function useChoiceSubmission({ userId, elapsedMs, advance, isShowing, putBack }: ChoiceSubmissionOptions) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { session, recordChoice, undoChoice } = useChoiceSession();
  const [lastChoice, setLastChoiceState] = useState<LastChoice | null>(null);
  // What Undo takes back is the latest choice, even in the moment before the screen shows it (a choice
  // renders as a transition, so an Undo pressed right after it may meet the render before).
  const latestChoice = useRef<LastChoice | null>(null);
  const setLastChoice = useCallback((next: LastChoice | null | ((last: LastChoice | null) => LastChoice | null)) => {
    latestChoice.current = typeof next === 'function' ? next(latestChoice.current) : next;
    setLastChoiceState(latestChoice.current);
  }, []);
  // Keys of the choices made in this page (a refused one made earlier, e.g. before a reload, never counted here).
  const madeThisVisit = useRef(new Set<string>());
  const [recordedThisVisit, setRecordedThisVisit] = useState<readonly UserChoice[]>([]);
  const [answeredThisVisit, setAnsweredThisVisit] = useState<ReadonlySet<number>>(new Set());
  const serverIds = useRef(new Map<string, number>());
  const overlay = useGreatChoiceOverlay();
  // docs/product/choices.md, Errors: after the "Authentication Required" toast the page goes to the login after 1 s.
  const signInNeeded = useSignInNeeded();

  const forgetAnswer = useCallback((pairId: number) => {
    setAnsweredThisVisit((current) => {
      const next = new Set(current);
      next.delete(pairId);
      return next;
    });
  }, []);

  const sync = useChoiceSync(userId, {
    screen: {
      onRecorded: (choice, recorded) => {
        // The total counts it now, as it leaves the waiting list, so "n/50" (total + waiting) does not
        // dip until the total is fetched again after the drain.
        queryClient.setQueryData<HappinessProfile>(totalChoicesQueryKey, (profile) => profile && { ...profile, choiceCount: profile.choiceCount + 1 });
        serverIds.current.set(choice.key, recorded.id);
        setLastChoice((last) => (last?.key === choice.key ? { ...last, serverId: recorded.id } : last));
        setRecordedThisVisit((current) => [recorded, ...current.filter((known) => known.id !== recorded.id)]);
      },
      onRefused: (choice) => {
        setLastChoice((last) => (last?.key === choice.key ? null : last));
        forgetAnswer(choice.choicePairId);
        // Made in this page: it no longer counts in the session.
        if (madeThisVisit.current.delete(choice.key)) undoChoice();
      },
      onUnauthorized: () => signInNeeded({ title: 'Authentication Required', description: 'Please log in to submit choices.' }),
    },
    // Also on the screen the person went on to: the refusal is said there, and its figures refresh.
    page: {
      onRefused: (choice, status, code) => toast({ ...refusedChoiceToast(choice, status, code), variant: 'destructive' }),
      onDrained: (recorded) => {
        for (const { choice } of recorded) announceChoiceRecorded(queryClient, { choicePairId: choice.choicePairId });
        void queryClient.invalidateQueries({ queryKey: totalChoicesQueryKey });
        void queryClient.invalidateQueries({ queryKey: recentChoicesQueryKey });
      },
    },
  });

  const afterUndo = useCallback(
    (pair: ChoicePair) => {
      setLastChoice(null);
      undoChoice();
      forgetAnswer(pair.id);
      putBack(pair);
      toast({ ...UNDONE_TOAST, variant: 'success' });
    },
    [forgetAnswer, putBack, setLastChoice, toast, undoChoice],
  );

  const undoMutation = useUndoChoice({
    onSuccess: (undone) => {
      setRecordedThisVisit((current) => current.filter((known) => known.id !== undone.choiceId));
      afterUndo(undone.choicePair);
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        signInNeeded({ title: 'Authentication Required', description: 'Please log in to undo a choice.' });
        return;
      }
      // 404/409: undone elsewhere, or another choice came after it; nothing to undo here any more.
      const gone = error instanceof ApiError && (error.status === 404 || error.status === 409);
      if (gone) setLastChoice(null);
      toast({ variant: 'destructive', title: 'Error', description: gone ? UNDO_GONE_MESSAGE : UNDO_FAILED_MESSAGE });
    },
  });
  const [takingBack, setTakingBack] = useState(false);
  const undoPending = undoMutation.isPending || takingBack;
  const undoMutate = undoMutation.mutate;
  const { takeBack, enqueue, dismissSynced } = sync;

  const undo = useCallback(() => {
    const lastChoice = latestChoice.current;
    if (!lastChoice || undoPending) return;
    if (lastChoice.serverId !== null) {
      undoMutate(lastChoice.serverId);
      return;
    }
    setTakingBack(true);
    void takeBack(lastChoice.key)
      .then((takenOut) => {
        if (takenOut) afterUndo(lastChoice.pair);
        else {
          // Sent while Undo waited for the send lock: take it back on the server instead.
          const serverId = serverIds.current.get(lastChoice.key);
          if (serverId !== undefined) undoMutate(serverId);
          else {
            setLastChoice(null);
            toast({ variant: 'destructive', title: 'Error', description: UNDO_GONE_MESSAGE });
          }
        }
      })
      .catch(() => toast({ variant: 'destructive', title: 'Error', description: UNDO_FAILED_MESSAGE }))
      .finally(() => setTakingBack(false));
  }, [afterUndo, setLastChoice, takeBack, toast, undoMutate, undoPending]);

  const choose = useCallback(
    (pair: ChoicePair, selectedOption: SelectedOption) => {
      if (undoPending || !isShowing(pair)) return;
      // The tap's own frame shows "Great Choice!" alone; the next pair, the counts, the recent list and
      // Undo follow as a transition, rendered in slices that let the browser paint the tap first (a
      // phone's INP, docs/architecture.md, "Arriving data renders in slices"). The loop, the session
      // and the queue move on at once, in memory, so a second tap meets the next pair.
      overlay.show();
      startTransition(() => {
        dismissSynced();
        const queued = enqueue({ choicePairId: pair.id, selectedOption, responseTime: elapsedMs(), pair });
        madeThisVisit.current.add(queued.key);
        setAnsweredThisVisit((current) => new Set(current).add(pair.id));
        setLastChoice({ key: queued.key, chosen: selectedOption === 'option1' ? pair.option1 : pair.option2, pair, serverId: null });
        const milestone = recordChoice();
        if (milestone) toast({ ...milestone, variant: 'success' });
        advance(selectedOption);
      });
    },
    [advance, dismissSynced, elapsedMs, enqueue, isShowing, overlay, recordChoice, setLastChoice, toast, undoPending],
  );

  // Pairs answered on this device: this visit's, and every choice still waiting (made in any tab or an earlier visit).
  const answered = useMemo(() => {
    const ids = new Set(answeredThisVisit);
    for (const choice of sync.waiting) ids.add(choice.choicePairId);
    return ids;
  }, [answeredThisVisit, sync.waiting]);

  return {
    choose,
    undo,
    isUndoing: undoPending,
    session,
    greatChoice: overlay,
    lastChoice,
    answered,
    recordedThisVisit,
    sync,
  };
}
