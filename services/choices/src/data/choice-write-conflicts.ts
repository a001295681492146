/**
 * The races a write statement of choice-store.ts or choice-undo-store.ts loses. The store raises them
 * having written nothing (the statement is undone); its caller retries with fresh rows or refuses.
 */

/** The pair was answered already: the read found the answer, or the unique (user_id, choice_pair_id) index stopped a second one. */
export class ChoiceAlreadyMadeError extends Error {
  constructor(readonly choicePairId: number) {
    super(`Choice pair ${choicePairId} has already been answered`);
    this.name = 'ChoiceAlreadyMadeError';
  }
}

/**
 * Another choice of the same person changed one of the rows this choice read (seen through the
 * row's choice_count, which every touching choice bumps by exactly one). The transaction is rolled
 * back and the choice recomputed from fresh rows.
 */
export class ConcurrentScoreUpdateError extends Error {
  constructor() {
    super('Preference rows changed concurrently');
    this.name = 'ConcurrentScoreUpdateError';
  }
}
