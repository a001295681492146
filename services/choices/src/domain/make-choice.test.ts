import { describe, expect, it } from 'vitest';
import { applyChoice, EMPTY_SCORING_STATE } from '@alive/domain';
import type { ChoiceSnapshot, ChoiceStore, ChoiceWrite } from '../data/choice-store.ts';
import { ChoiceAlreadyMadeError, ConcurrentScoreUpdateError } from '../data/choice-write-conflicts.ts';
import {
  ChoiceMakerMismatchError,
  ChoicePairNotFoundError,
  ChoiceUndoneError,
  IdempotencyKeyFromTheFutureError,
  IdempotencyKeyOfAnotherPersonError,
  IdempotencyKeyReusedError,
} from './choice-errors.ts';
import { requestHashOf, uuidV7Time } from './idempotency.ts';
import { makeChoice, type MakeChoiceDeps } from './make-choice.ts';

const pair = {
  id: 7,
  category: 'Books',
  option1: 'Print',
  option2: 'Audio',
  option1Tags: { 'format:Print': 1, 'alive:life_engagement:reflective': 1 },
  option2Tags: { 'format:Audio': 1 },
  isActive: true,
};
const input = { userId: 'u1', choicePairId: 7, selectedOption: 'option1' as const, responseTime: 900 };

function fakeStore(snapshot: Partial<ChoiceSnapshot>, saveFailures = 0, saveError?: Error, undoneChoiceIds: readonly number[] = []) {
  const writes: ChoiceWrite[] = [];
  /** How many writes had committed at each wake, in order. */
  const wakes: number[] = [];
  let loads = 0;
  let failuresLeft = saveFailures;
  const store: ChoiceStore = {
    async loadForChoice() {
      loads += 1;
      return { pair, alreadyAnswered: false, scoring: EMPTY_SCORING_STATE, ...snapshot };
    },
    async save(write) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new ConcurrentScoreUpdateError();
      }
      if (saveError) throw saveError;
      writes.push(write);
      return { id: 41, createdAt: new Date('2026-01-02T03:04:05Z') };
    },
    async isChoiceRecorded(_userId, choiceId) {
      return !undoneChoiceIds.includes(choiceId);
    },
  };
  const deps: MakeChoiceDeps = {
    store,
    now: () => new Date('2026-01-02T03:04:05Z'),
    newEventId: () => '00000000-0000-4000-8000-000000000001',
    wakeRelay: () => void wakes.push(writes.length),
  };
  return { deps, writes, wakes, loads: () => loads };
}

describe('makeChoice', () => {
  it('writes the touched scores and evidence from applyChoice and a choice.made event', async () => {
    const store = fakeStore({});
    const made = await makeChoice(input, store.deps);
    expect(made).toMatchObject({ id: 41, choicePairId: 7, selectedOption: 'option1', responseTime: 900, eventId: '00000000-0000-4000-8000-000000000001' });
    const [write] = store.writes;
    const expected = applyChoice(EMPTY_SCORING_STATE, pair, 'option1');
    expect(write!.preferences).toEqual([
      { tagName: 'format:Audio', value: expected.preferences['format:Audio'] },
      { tagName: 'format:Print', value: expected.preferences['format:Print'] },
    ]);
    expect(write!.dimensions).toEqual([{ dimension: 'life_engagement', value: { positiveWeight: 0, negativeWeight: 1, choiceCount: 1 } }]);
    // Every row is new, so undoing the choice removes them all.
    expect(write!.priorRows).toEqual({ preferences: { 'format:Audio': null, 'format:Print': null }, dimensions: { life_engagement: null } });
    expect(write!.event).toEqual({
      outbox: 'outbox_events',
      id: '00000000-0000-4000-8000-000000000001',
      subject: 'alive.choices.made.v1',
      type: 'choice.made',
      version: 1,
      payload: {
        eventId: '00000000-0000-4000-8000-000000000001',
        userId: 'u1',
        choicePairId: 7,
        selectedOption: 'option1',
        category: 'Books',
        occurredAt: '2026-01-02T03:04:05.000Z',
      },
    });
  });

  it('refuses a missing or inactive pair, and an answered one, without writing', async () => {
    const missing = fakeStore({ pair: undefined });
    await expect(makeChoice(input, missing.deps)).rejects.toBeInstanceOf(ChoicePairNotFoundError);
    const inactive = fakeStore({ pair: { ...pair, isActive: false } });
    await expect(makeChoice(input, inactive.deps)).rejects.toBeInstanceOf(ChoicePairNotFoundError);
    const answered = fakeStore({ alreadyAnswered: true });
    await expect(makeChoice(input, answered.deps)).rejects.toBeInstanceOf(ChoiceAlreadyMadeError);
    expect([...missing.writes, ...inactive.writes, ...answered.writes]).toEqual([]);
  });

  it('refuses a choice whose stated maker is not the person, before reading or writing anything', async () => {
    const store = fakeStore({});
    await expect(makeChoice({ ...input, statedMakerId: 'u2' }, store.deps)).rejects.toBeInstanceOf(ChoiceMakerMismatchError);
    await expect(makeChoice({ ...input, statedMakerId: 'u2', idempotencyKey: '019b7ca9-8c88-7000-8000-000000000009' }, store.deps)).rejects.toBeInstanceOf(
      ChoiceMakerMismatchError,
    );
    expect(store.loads()).toBe(0);
    expect(store.writes).toEqual([]);
    expect(store.wakes).toEqual([]);
    await makeChoice({ ...input, statedMakerId: 'u1' }, store.deps);
    expect(store.writes).toHaveLength(1);
  });

  it('recomputes from fresh rows after a concurrent update, up to 5 attempts', async () => {
    const twice = fakeStore({}, 2);
    await makeChoice(input, twice.deps);
    expect(twice.loads()).toBe(3);
    expect(twice.writes).toHaveLength(1);

    const always = fakeStore({}, 5);
    await expect(makeChoice(input, always.deps)).rejects.toBeInstanceOf(ConcurrentScoreUpdateError);
    expect(always.loads()).toBe(5);
  });

  describe('wakes the outbox relay', () => {
    it('once per committed choice, after the write', async () => {
      const store = fakeStore({});
      await makeChoice(input, store.deps);
      expect(store.wakes).toEqual([1]);
      await makeChoice({ ...input, choicePairId: 8 }, store.deps);
      expect(store.wakes).toEqual([1, 2]);
    });

    it('once, not per attempt, when the choice committed after concurrent-update retries', async () => {
      const retried = fakeStore({}, 2);
      await makeChoice(input, retried.deps);
      expect(retried.loads()).toBe(3);
      expect(retried.wakes).toEqual([1]);
    });

    it('never for a refused or failed choice', async () => {
      const refused = [
        fakeStore({ pair: undefined }),
        fakeStore({ pair: { ...pair, isActive: false } }),
        fakeStore({ alreadyAnswered: true }),
        fakeStore({}, 5),
        fakeStore({}, 0, new ChoiceAlreadyMadeError(7)),
        fakeStore({}, 0, new Error('connection reset')),
      ];
      for (const store of refused) await expect(makeChoice(input, store.deps)).rejects.toThrow();
      expect(refused.map((store) => store.wakes)).toEqual(refused.map(() => []));
    });
  });

  describe('with an Idempotency-Key', () => {
    // Made at 2026-01-02T03:04:05Z (the fake clock), version 7, variant 10.
    const key = '019b7ca9-8c88-7000-8000-000000000001';
    const keyed = { ...input, idempotencyKey: key };
    const recorded = {
      userId: 'u1',
      requestHash: requestHashOf(input),
      choiceId: 40,
      choiceCreatedAt: new Date('2026-01-01T00:00:00Z'),
      choicePair: { id: 7, category: 'Books', option1: 'Print (then)', option2: 'Audio', option1Tags: {}, option2Tags: {} },
    };

    it('reads the time a UUIDv7 was made from its first 48 bits', () => {
      expect(new Date(uuidV7Time(key)).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    });

    it('writes the key with the choice, the hash of the canonical body and the pair as answered', async () => {
      const store = fakeStore({});
      await makeChoice(keyed, store.deps);
      expect(store.writes[0]!.keyed).toEqual({ idempotencyKey: key, requestHash: requestHashOf(input), choicePair: pair });
      expect(requestHashOf(input)).toMatch(/^[0-9a-f]{64}$/);
      expect(requestHashOf({ ...input, responseTime: 901 })).not.toBe(requestHashOf(input));
    });

    it('replays the recorded choice of the same request, writing and waking nothing', async () => {
      const store = fakeStore({ keyed: recorded, alreadyAnswered: true });
      const made = await makeChoice(keyed, store.deps);
      expect(made).toEqual({
        id: 40,
        createdAt: recorded.choiceCreatedAt,
        choicePairId: 7,
        selectedOption: 'option1',
        responseTime: 900,
        choicePair: recorded.choicePair,
        eventId: null,
        replayed: true,
      });
      expect(store.writes).toEqual([]);
      expect(store.wakes).toEqual([]);
    });

    it('refuses the key of a choice that was undone since (choice_undone), writing and waking nothing', async () => {
      const store = fakeStore({ keyed: recorded }, 0, undefined, [recorded.choiceId]);
      await expect(makeChoice(keyed, store.deps)).rejects.toBeInstanceOf(ChoiceUndoneError);
      expect(store.writes).toEqual([]);
      expect(store.wakes).toEqual([]);
    });

    it('refuses the key with another body (422), of another person (409) or made over a day ahead (400), writing nothing', async () => {
      const otherBody = fakeStore({ keyed: recorded });
      await expect(makeChoice({ ...keyed, selectedOption: 'option2' }, otherBody.deps)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
      const otherPerson = fakeStore({ keyed: { ...recorded, userId: 'u2' } });
      await expect(makeChoice(keyed, otherPerson.deps)).rejects.toBeInstanceOf(IdempotencyKeyOfAnotherPersonError);
      const future = fakeStore({});
      await expect(makeChoice({ ...input, idempotencyKey: '019b8206-d708-7000-8000-000000000001' }, future.deps)).rejects.toBeInstanceOf(IdempotencyKeyFromTheFutureError);
      expect(future.loads()).toBe(0);
      expect([...otherBody.writes, ...otherPerson.writes, ...future.writes]).toEqual([]);
    });

    it('reads again once after a unique violation, so the loser of a race on one key replays it', async () => {
      const raced = fakeStore({}, 0, new ChoiceAlreadyMadeError(7));
      await expect(makeChoice(keyed, raced.deps)).rejects.toBeInstanceOf(ChoiceAlreadyMadeError);
      expect(raced.loads()).toBe(2);
      const keyless = fakeStore({}, 0, new ChoiceAlreadyMadeError(7));
      await expect(makeChoice(input, keyless.deps)).rejects.toBeInstanceOf(ChoiceAlreadyMadeError);
      expect(keyless.loads()).toBe(1);
    });
  });
});
