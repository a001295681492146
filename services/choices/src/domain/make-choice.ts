import { randomUUID } from 'node:crypto';
import { applyChoice, choiceTouches, priorRowsOf, type SelectedOption } from '@alive/domain';
import { CHOICE_MADE_V1, outboxEvent } from '@alive/events';
import type { AnsweredPair, ChoiceAnswer, ChoiceStore, KeyedRequest, RecordedChoice } from '../data/choice-store.ts';
import { ChoiceAlreadyMadeError, ConcurrentScoreUpdateError } from '../data/choice-write-conflicts.ts';
import {
  ChoiceMakerMismatchError,
  ChoicePairNotFoundError,
  ChoiceUndoneError,
  IdempotencyKeyFromTheFutureError,
  IdempotencyKeyOfAnotherPersonError,
  IdempotencyKeyReusedError,
} from './choice-errors.ts';
import { decideKey, isKeyFromTheFuture, requestHashOf } from './idempotency.ts';

export interface MakeChoiceInput extends ChoiceAnswer {
  /** The request's traceparent, carried by the choice.made event (docs/architecture.md, "Traces"). */
  traceparent?: string;
  /** The client's UUIDv7 for this choice (idempotency.ts); absent: no replay, a second answer is 409. */
  idempotencyKey?: string;
  /**
   * Whom the client says made the choice (the X-Choice-Maker header); another than `userId` is refused
   * before anything is read. Absent: not checked (a client that does not queue choices).
   */
  statedMakerId?: string;
}

export interface MakeChoiceDeps {
  store: ChoiceStore;
  /**
   * Called once after the choice committed, so the outbox relay publishes its event now instead of at
   * its next poll. Never called for a refused or failed choice (there is no new row to relay).
   */
  wakeRelay?: () => void;
  now?: () => Date;
  newEventId?: () => string;
}

export interface MadeChoice extends RecordedChoice {
  choicePairId: number;
  selectedOption: SelectedOption;
  responseTime: number;
  /** The pair as answered (for a replay: as it was when the key was recorded). */
  choicePair: AnsweredPair;
  /** Null for a replay: nothing was written, nothing is emitted. */
  eventId: string | null;
  /** True when the answer repeats the recorded request of the key. */
  replayed: boolean;
}

/** Attempts before giving up when the same person's choices keep colliding (double submits, many tabs). */
const MAX_ATTEMPTS = 5;

/**
 * A person picks one option of a pair: the choice, the pair's vote counters, the person's preference
 * scores and A.L.I.V.E evidence (applyChoice) and the `choice.made` event are written atomically.
 * Concurrency is optimistic: nothing is locked between reading the current scores and writing the
 * new ones; if another choice of the same person changed them in between, the write is refused
 * and the choice is recomputed from fresh rows.
 */
export async function makeChoice(input: MakeChoiceInput, deps: MakeChoiceDeps): Promise<MadeChoice> {
  const now = deps.now ?? (() => new Date());
  if (input.statedMakerId !== undefined && input.statedMakerId !== input.userId) throw new ChoiceMakerMismatchError();
  if (input.idempotencyKey !== undefined && isKeyFromTheFuture(input.idempotencyKey, now())) throw new IdempotencyKeyFromTheFutureError();
  const requestHash = input.idempotencyKey === undefined ? undefined : requestHashOf(input);
  for (let attempt = 1; ; attempt += 1) {
    let made: MadeChoice;
    try {
      made = await attemptChoice(input, requestHash, deps);
    } catch (error) {
      const retry =
        error instanceof ConcurrentScoreUpdateError ||
        // With a key, a unique violation may be a concurrent request of the same key that got there
        // first: read again, which replays it (or answers 409 when another request answered the pair).
        (error instanceof ChoiceAlreadyMadeError && requestHash !== undefined && attempt === 1);
      if (!retry || attempt >= MAX_ATTEMPTS) throw error;
      continue;
    }
    // Committed: the outbox row exists now (a replay wrote nothing).
    if (!made.replayed) deps.wakeRelay?.();
    return made;
  }
}

/** The first answer of a recorded key, for the same request (the hash says it is the same). */
function replayOf(input: MakeChoiceInput, keyed: KeyedRequest): MadeChoice {
  return {
    id: keyed.choiceId,
    createdAt: keyed.choiceCreatedAt,
    choicePairId: input.choicePairId,
    selectedOption: input.selectedOption,
    responseTime: input.responseTime,
    choicePair: keyed.choicePair,
    eventId: null,
    replayed: true,
  };
}

async function attemptChoice(input: MakeChoiceInput, requestHash: string | undefined, deps: MakeChoiceDeps): Promise<MadeChoice> {
  const now = deps.now ?? (() => new Date());
  const newEventId = deps.newEventId ?? randomUUID;
  const { store } = deps;
  const snapshot = await store.loadForChoice(input.userId, input.choicePairId, input.idempotencyKey ?? null);
  if (requestHash !== undefined) {
    const decision = decideKey(snapshot.keyed, input.userId, requestHash);
    if (decision === 'replay') {
      // An undone choice is not in the person's history: answering its id as recorded would tell the
      // client a choice exists that does not (docs/product/choices.md, Exactly once).
      if (!(await store.isChoiceRecorded(input.userId, snapshot.keyed!.choiceId))) throw new ChoiceUndoneError();
      return replayOf(input, snapshot.keyed!);
    }
    if (decision === 'other-person') throw new IdempotencyKeyOfAnotherPersonError();
    if (decision === 'other-body') throw new IdempotencyKeyReusedError();
  }
  const pair = snapshot.pair;
  if (!pair || !pair.isActive) throw new ChoicePairNotFoundError(input.choicePairId);
  if (snapshot.alreadyAnswered) throw new ChoiceAlreadyMadeError(input.choicePairId);

  const next = applyChoice(snapshot.scoring, pair, input.selectedOption);
  const touched = choiceTouches(pair);
  const eventId = newEventId();
  const recorded = await store.save({
    input,
    preferences: touched.tags.map((tagName) => ({ tagName, value: next.preferences[tagName]! })),
    dimensions: touched.dimensions.map((dimension) => ({ dimension, value: next.dimensions[dimension]! })),
    priorRows: priorRowsOf(snapshot.scoring, pair),
    event: outboxEvent(
      CHOICE_MADE_V1,
      {
        eventId,
        userId: input.userId,
        choicePairId: pair.id,
        selectedOption: input.selectedOption,
        category: pair.category,
        occurredAt: now().toISOString(),
      },
      eventId,
      input.traceparent,
    ),
    ...(input.idempotencyKey !== undefined && requestHash !== undefined
      ? { keyed: { idempotencyKey: input.idempotencyKey, requestHash, choicePair: pair } }
      : {}),
  });
  return {
    ...recorded,
    choicePairId: pair.id,
    selectedOption: input.selectedOption,
    responseTime: input.responseTime,
    choicePair: pair,
    eventId,
    replayed: false,
  };
}
