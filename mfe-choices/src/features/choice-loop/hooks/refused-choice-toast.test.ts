import { describe, expect, it } from 'vitest';
import { makePair } from '@alive/api-mocks';
import { refusedChoiceToast, SUBMIT_FAILED_MESSAGE } from './use-choice-submission.ts';

// A queued choice the server refused for good is said once, by what happened (docs/product/choices.md, Errors).
describe('refusedChoiceToast', () => {
  const choice = { pair: makePair(3) };

  it('409 choice_pair_answered (or a 409 without a code): answered elsewhere', () => {
    for (const code of ['choice_pair_answered', undefined] as const) {
      expect(refusedChoiceToast(choice, 409, code)).toEqual({ title: 'Already answered', description: expect.stringContaining('was answered elsewhere') });
    }
  });

  it('409 idempotency_key_not_yours: the submit error toast, never “Already answered”', () => {
    expect(refusedChoiceToast(choice, 409, 'idempotency_key_not_yours')).toEqual({ title: 'Error', description: SUBMIT_FAILED_MESSAGE });
  });

  it('404: the pair is no longer available', () => {
    expect(refusedChoiceToast(choice, 404)).toEqual({ title: 'Choice not saved', description: expect.stringContaining('is no longer available') });
  });

  it.each([400, 422])('%i: the submit error toast', (status) => {
    expect(refusedChoiceToast(choice, status)).toEqual({ title: 'Error', description: SUBMIT_FAILED_MESSAGE });
    expect(SUBMIT_FAILED_MESSAGE).toBe('Failed to submit choice. Please try again.');
  });
});
