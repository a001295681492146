/**
 * Why a choice was refused; the use cases (choice-use-cases.ts) map each to a status. The two refusals
 * the stores' write statements detect, a pair answered meanwhile and rows changed meanwhile, are the
 * stores' own (data/choice-write-conflicts.ts).
 */
export class ChoicePairNotFoundError extends Error {
  constructor(readonly choicePairId: number) {
    super(`Choice pair ${choicePairId} not found`);
    this.name = 'ChoicePairNotFoundError';
  }
}

/** No choice with this id among the person's own. */
export class ChoiceNotFoundError extends Error {
  constructor(readonly choiceId: number) {
    super(`Choice ${choiceId} not found`);
    this.name = 'ChoiceNotFoundError';
  }
}

/** The choice exists but cannot be undone; the message says why, in words a person reads. */
export class ChoiceNotUndoableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChoiceNotUndoableError';
  }
}

/**
 * The choice names another maker than the session's person (docs/product/choices.md, Only the maker's
 * session): a choice queued on a shared browser for one person must never be recorded as another's.
 */
export class ChoiceMakerMismatchError extends Error {
  constructor() {
    super('This choice was made by another person than the one signed in; sign in as them to send it');
    this.name = 'ChoiceMakerMismatchError';
  }
}

/** The key's choice was recorded and then undone: the replay records nothing and says so. */
export class ChoiceUndoneError extends Error {
  constructor() {
    super('This choice was undone, so it was not recorded again');
    this.name = 'ChoiceUndoneError';
  }
}

/** The Idempotency-Key belongs to another person's choice (nothing else about it is told). */
export class IdempotencyKeyOfAnotherPersonError extends Error {
  constructor() {
    super('This Idempotency-Key is not yours to use; make a new one for this choice');
    this.name = 'IdempotencyKeyOfAnotherPersonError';
  }
}

/** The Idempotency-Key was recorded with another body (another pair, option or response time). */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different choice');
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** The key's UUIDv7 time is more than a day ahead of the server clock: it was not made for a choice now. */
export class IdempotencyKeyFromTheFutureError extends Error {
  constructor() {
    super('This Idempotency-Key was not made for a choice now (its time is more than a day ahead); make a new one');
    this.name = 'IdempotencyKeyFromTheFutureError';
  }
}
