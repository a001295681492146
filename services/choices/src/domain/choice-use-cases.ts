import createError from 'http-errors';
import {
  ALL_CATEGORIES,
  PLAN_RESERVE,
  type CategoryFilter,
  type ChoiceCategory,
  type ChoiceConflictCode,
  type ChoicePlanQuery,
  type PersonalChoicePairRequest,
} from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import type { ChoicePairRow } from '../data/choice-pair-repository.ts';
import { createPrismaChoiceStore, UserNotFoundError } from '../data/choice-store.ts';
import { addPersonalChoicePair } from '../data/personal-choice-pair-repository.ts';
import { findRecentChoices, type RecentChoiceRecord } from '../data/user-choice-repository.ts';
import { findUserPreferences } from '../data/user-preference-repository.ts';
import { findUserInterests, saveUserInterests } from '../data/user-interests-repository.ts';
import { createPrismaUndoStore } from '../data/choice-undo-store.ts';
import { ChoiceAlreadyMadeError, ConcurrentScoreUpdateError } from '../data/choice-write-conflicts.ts';
import {
  ChoiceMakerMismatchError,
  ChoiceNotFoundError,
  ChoiceNotUndoableError,
  ChoicePairNotFoundError,
  ChoiceUndoneError,
  IdempotencyKeyFromTheFutureError,
  IdempotencyKeyOfAnotherPersonError,
  IdempotencyKeyReusedError,
} from './choice-errors.ts';
import { makeChoice, type MakeChoiceInput } from './make-choice.ts';
import { findNextPair } from './next-pair.ts';
import { planNextChoices } from './choice-plan.ts';
import { undoChoice, type UndoChoiceInput } from './undo-choice.ts';
import { sameOptionText } from './personal-choice-pair.ts';

/**
 * The choices use cases behind the routes (docs/product/choices.md). Refusals are HTTP errors with the
 * messages the clients show; a user deleted after their session was read gets 401, as if signed out.
 */
export interface ChoiceUseCaseDeps {
  prisma: PrismaClient;
  /** Handed to makeChoice, which calls it after each committed choice. */
  wakeRelay?: () => void;
}

const UNAUTHORIZED = 'Unauthorized';

/** The next pair of the category (`all` or none: any category), or null when none is left. */
export function nextPairFor(userId: string, category: CategoryFilter | undefined, { prisma }: Pick<ChoiceUseCaseDeps, 'prisma'>): Promise<ChoicePairRow | null> {
  return findNextPair(prisma, userId, category === ALL_CATEGORIES ? undefined : category);
}

/** The plan of what the home loop shows next (choice-plan.ts); `pair` null when none is left. */
export function planFor(userId: string, query: ChoicePlanQuery, { prisma }: Pick<ChoiceUseCaseDeps, 'prisma'>) {
  return planNextChoices(prisma, {
    userId,
    category: query.category === undefined || query.category === ALL_CATEGORIES ? undefined : query.category,
    ...(query.current === undefined ? {} : { current: query.current }),
    reserve: query.reserve ?? PLAN_RESERVE.usual,
  });
}

/** The 409 of a full personal queue: what the limit is and what to do. */
export function personalQueueFullMessage(max: number): string {
  return `You already have ${max} pairs of your own waiting; answer some of them on the home screen before adding more`;
}

/**
 * Adds a pair to the caller's own queue (docs/product/choices.md, The personal queue). Adding the same
 * two options again is idempotent: `created: false` with the pair already in the queue.
 */
export async function addPersonalPair(
  userId: string,
  input: PersonalChoicePairRequest,
  { prisma, maxPersonalPairs }: Pick<ChoiceUseCaseDeps, 'prisma'> & { maxPersonalPairs: number },
): Promise<{ created: boolean; pair: ChoicePairRow }> {
  if (sameOptionText(input.option1, input.option2)) throw createError(400, 'The two options must differ');
  const result = await addPersonalChoicePair(prisma, userId, input, maxPersonalPairs);
  if (result.outcome === 'created' || result.outcome === 'existing') return { created: result.outcome === 'created', pair: result.pair };
  if (result.outcome === 'shared') throw createError(409, 'This pair is already in the shared set of choices');
  if (result.outcome === 'full') throw createError(409, personalQueueFullMessage(maxPersonalPairs));
  throw createError(401, UNAUTHORIZED);
}

/** A 409 of POST /api/user-choices with the machine code the client acts on (the route writes both, `choiceConflictOf`). */
function choiceConflict(code: ChoiceConflictCode, message: string) {
  return createError(409, message, { conflictCode: code });
}

/** The body of a refusal made by `choiceConflict` (`{ code, message }`, the contract's choiceConflictSchema), else undefined. */
export function choiceConflictOf(error: unknown): { code: ChoiceConflictCode; message: string } | undefined {
  if (!createError.isHttpError(error)) return undefined;
  const code = (error as { conflictCode?: ChoiceConflictCode }).conflictCode;
  return code === undefined ? undefined : { code, message: error.message };
}

/**
 * Records a choice: scores, evidence and the choice.made outbox row in one transaction (make-choice.ts);
 * with an Idempotency-Key, a replay answers the recorded choice (docs/product/choices.md, Exactly once).
 */
export function createChoiceRecorder({ prisma, wakeRelay }: ChoiceUseCaseDeps) {
  const store = createPrismaChoiceStore(prisma);
  return async function recordChoice(input: MakeChoiceInput) {
    try {
      return await makeChoice(input, { store, wakeRelay });
    } catch (error) {
      if (error instanceof ChoicePairNotFoundError) throw createError(404, 'Choice pair not found');
      if (error instanceof ChoiceAlreadyMadeError) throw choiceConflict('choice_pair_answered', 'Choice pair already answered');
      if (error instanceof ChoiceMakerMismatchError) throw choiceConflict('choice_maker_mismatch', error.message);
      if (error instanceof ChoiceUndoneError) throw choiceConflict('choice_undone', error.message);
      if (error instanceof IdempotencyKeyOfAnotherPersonError) throw choiceConflict('idempotency_key_not_yours', error.message);
      if (error instanceof IdempotencyKeyReusedError) throw createError(422, error.message);
      if (error instanceof IdempotencyKeyFromTheFutureError) throw createError(400, error.message);
      if (error instanceof UserNotFoundError) throw createError(401, UNAUTHORIZED);
      throw error;
    }
  };
}

/** Takes back the person's latest choice exactly (undo-choice.ts). */
export function createChoiceUndoer({ prisma, wakeRelay }: ChoiceUseCaseDeps) {
  const store = createPrismaUndoStore(prisma);
  return async function undoLatestChoice(input: UndoChoiceInput) {
    try {
      return await undoChoice(input, { store, wakeRelay });
    } catch (error) {
      if (error instanceof ChoiceNotFoundError) throw createError(404, 'Choice not found');
      if (error instanceof ChoiceNotUndoableError) throw createError(409, error.message);
      // Still refused after every retry: another choice keeps landing first, so this is no longer the latest.
      if (error instanceof ConcurrentScoreUpdateError) throw createError(409, 'Only your latest choice can be undone');
      throw error;
    }
  };
}

export function recentChoicesOf(userId: string, { prisma }: Pick<ChoiceUseCaseDeps, 'prisma'>): Promise<RecentChoiceRecord[]> {
  return findRecentChoices(prisma, userId);
}

/** Always the caller's own scores: preferences are private (the path's user id is ignored by the route). */
export function preferencesOf(userId: string, { prisma }: Pick<ChoiceUseCaseDeps, 'prisma'>) {
  return findUserPreferences(prisma, userId);
}

/** The categories the person picked in the first-run step (docs/product/choices.md, First run); empty until they pick. */
export function interestsOf(userId: string, { prisma }: Pick<ChoiceUseCaseDeps, 'prisma'>): Promise<ChoiceCategory[]> {
  return findUserInterests(prisma, userId);
}

/**
 * Replaces the person's pick (the contract has checked it: one or more known categories, each once)
 * with its `interests.changed` event, then wakes the relay so starter lists are made again soon.
 */
export async function saveInterests(
  userId: string,
  categories: readonly ChoiceCategory[],
  { prisma, wakeRelay }: ChoiceUseCaseDeps,
  traceparent?: string,
): Promise<ChoiceCategory[]> {
  const saved = await saveUserInterests(prisma, userId, categories, { traceparent });
  if (!saved) throw createError(401, UNAUTHORIZED);
  wakeRelay?.();
  return saved;
}
