import { describe, expect, it } from 'vitest';
import { applyChoice, EMPTY_SCORING_STATE } from '@alive/domain';
import { ChoiceAlreadyMadeError, ChoicePairNotFoundError, ConcurrentScoreUpdateError } from './choice-errors.ts';
import { makeChoice, type ChoiceSnapshot, type ChoiceStore, type ChoiceWrite, type MakeChoiceDeps } from './make-choice.ts';

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

function fakeStore(snapshot: Partial<ChoiceSnapshot>, saveFailures = 0, saveError?: Error) {
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
});
