import { randomUUID } from 'node:crypto';
import { CHOICE_UNDONE_V1, outboxEvent } from '@alive/events';
import type { StoredChoicePair } from '../data/choice-store.ts';
import type { UndoStore } from '../data/choice-undo-store.ts';
import { ConcurrentScoreUpdateError } from '../data/choice-write-conflicts.ts';
import { ChoiceNotFoundError, ChoiceNotUndoableError } from './choice-errors.ts';

export interface UndoChoiceInput {
  userId: string;
  choiceId: number;
  traceparent?: string;
}

export interface UndoChoiceDeps {
  store: UndoStore;
  wakeRelay?: () => void;
  now?: () => Date;
  newEventId?: () => string;
}

export interface UndoneChoice {
  choiceId: number;
  /** The pair of the undone choice, to be answered again. */
  pair: StoredChoicePair;
  eventId: string;
}

const MAX_ATTEMPTS = 5;

/**
 * A person takes back their latest choice (docs/product/choices.md, Undo): the choice, its votes and
 * every score and evidence row it changed go back to exactly what they were, and `choice.undone` tells
 * the services that built anything from it. Only the latest choice can be undone, so the rows it kept
 * are still the ones to restore; the same optimistic checks as makeChoice guard against a choice made
 * at the same moment.
 */
export async function undoChoice(input: UndoChoiceInput, deps: UndoChoiceDeps): Promise<UndoneChoice> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const undone = await attemptUndo(input, deps);
      deps.wakeRelay?.();
      return undone;
    } catch (error) {
      if (!(error instanceof ConcurrentScoreUpdateError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

async function attemptUndo(input: UndoChoiceInput, deps: UndoChoiceDeps): Promise<UndoneChoice> {
  const now = deps.now ?? (() => new Date());
  const { choice } = await deps.store.loadForUndo(input.userId, input.choiceId);
  if (!choice) throw new ChoiceNotFoundError(input.choiceId);
  if (!choice.isLatest) throw new ChoiceNotUndoableError('Only your latest choice can be undone');
  if (!choice.priorRows) throw new ChoiceNotUndoableError('This choice was made before undo existed and cannot be undone');
  const eventId = (deps.newEventId ?? randomUUID)();
  await deps.store.undo({
    userId: input.userId,
    choiceId: choice.id,
    priorRows: choice.priorRows,
    event: outboxEvent(
      CHOICE_UNDONE_V1,
      { eventId, userId: input.userId, choiceId: choice.id, choicePairId: choice.pair.id, category: choice.pair.category, occurredAt: now().toISOString() },
      eventId,
      input.traceparent,
    ),
  });
  return { choiceId: choice.id, pair: choice.pair, eventId };
}
