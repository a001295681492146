import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePair } from '@alive/api-mocks';
import type { UserChoice } from '@alive/contracts';
import { enqueueChoice, queuedChoicesOf, removeQueuedChoice, type QueuedChoice } from './choice-queue.ts';
import { withChoiceSyncLock } from './choice-sync-lock.ts';
import { drainChoiceQueue, type DrainDependencies, type SessionCheck } from './drain-choice-queue.ts';
import type { SendOutcome } from './send-queued-choice.ts';

// The durable queue's sender (docs/product/choices.md, Offline) against a real IndexedDB (fake-indexeddb)
// and the real send lock; only the network is a fake that records every send.

let clock = 0;
function queued(userId: string, pairId: number): QueuedChoice {
  clock += 1;
  // UUIDv7-shaped keys whose order is the click order, as the uuid package makes them.
  const key = `0190a000-0000-7000-8000-${String(clock).padStart(12, '0')}`;
  return { key, userId, choicePairId: pairId, selectedOption: 'option1', responseTime: 900, pair: makePair(pairId), createdAt: new Date(clock).toISOString() };
}

function recorded(choice: QueuedChoice): SendOutcome {
  const answer: UserChoice = { id: choice.choicePairId + 1000, choicePairId: choice.choicePairId, selectedOption: choice.selectedOption, responseTime: choice.responseTime, createdAt: choice.createdAt, choicePair: choice.pair };
  return { kind: 'recorded', choice: answer };
}

interface Tab {
  sent: QueuedChoice[];
  settled: { key: string; kind: string }[];
  /** How many times the drain asked the server who is signed in. */
  sessionChecks: () => number;
  deps: DrainDependencies;
}

/**
 * One browser tab's sender: its own lock owner, a network answering `answer`, a session answering
 * `session` (the person, by default), what it sent and settled.
 */
function tab(
  owner: string,
  answer: (choice: QueuedChoice, attempt: number) => SendOutcome | Promise<SendOutcome>,
  userId = 'user-1',
  session: () => SessionCheck = () => 'confirmed',
): Tab {
  const sent: QueuedChoice[] = [];
  const settled: { key: string; kind: string }[] = [];
  const attempts = new Map<string, number>();
  let sessionChecks = 0;
  return {
    sent,
    settled,
    sessionChecks: () => sessionChecks,
    deps: {
      userId,
      owner,
      withLock: withChoiceSyncLock,
      queuedChoicesOf,
      removeQueuedChoice,
      confirmSession: async () => {
        sessionChecks += 1;
        return session();
      },
      isOnline: () => true,
      send: async (choice) => {
        sent.push(choice);
        const attempt = (attempts.get(choice.key) ?? 0) + 1;
        attempts.set(choice.key, attempt);
        // A request takes a moment, so two tabs really overlap. It stays real time: the other tabs'
        // IndexedDB work (setImmediate) and the lease's retries on a real timer must run during it, and a
        // few event-loop turns instead were too short to catch a lease one tab could take twice.
        await new Promise((resolve) => setTimeout(resolve, 2));
        return answer(choice, attempt);
      },
      onSettled: (choice, outcome) => settled.push({ key: choice.key, kind: outcome.kind }),
    },
  };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('the choice queue sender', () => {
  it('sends the queue in click order, one at a time, and empties it', async () => {
    const choices = [queued('user-1', 1), queued('user-1', 2), queued('user-1', 3)];
    // Stored out of order: the key decides.
    for (const choice of [choices[2]!, choices[0]!, choices[1]!]) await enqueueChoice(choice);
    let inFlight = 0;
    let most = 0;
    const sender = tab('tab-a', recorded);
    // Counted around the whole send, which takes a moment (tab): sends that overlapped would count 2.
    const send = sender.deps.send;
    sender.deps.send = async (choice) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await send(choice);
      } finally {
        inFlight -= 1;
      }
    };
    expect(await drainChoiceQueue(sender.deps)).toBe('empty');
    expect(sender.sent.map((c) => c.choicePairId)).toEqual([1, 2, 3]);
    expect(most).toBe(1);
    expect(await queuedChoicesOf('user-1')).toEqual([]);
  });

  it('keeps a choice whose send failed, stops there (nothing overtakes it) and retries it with the same key', async () => {
    const [first, second] = [queued('user-1', 1), queued('user-1', 2)];
    await enqueueChoice(first!);
    await enqueueChoice(second!);
    const sender = tab('tab-a', (choice, attempt) => (choice.key === first!.key && attempt === 1 ? { kind: 'retry', error: new TypeError('Failed to fetch') } : recorded(choice)));
    expect(await drainChoiceQueue(sender.deps)).toBe('retry');
    expect(sender.sent.map((c) => c.key)).toEqual([first!.key]);
    expect((await queuedChoicesOf('user-1')).map((c) => c.key)).toEqual([first!.key, second!.key]);

    expect(await drainChoiceQueue(sender.deps)).toBe('empty');
    expect(sender.sent.map((c) => c.key)).toEqual([first!.key, first!.key, second!.key]);
  });

  it.each([404, 409, 422, 400])('drops a choice the server refuses for good (%i), tells once, and goes on with the next', async (status) => {
    const [refused, next] = [queued('user-1', 1), queued('user-1', 2)];
    await enqueueChoice(refused!);
    await enqueueChoice(next!);
    const sender = tab('tab-a', (choice) => (choice.key === refused!.key ? { kind: 'refused', status } : recorded(choice)));
    expect(await drainChoiceQueue(sender.deps)).toBe('empty');
    expect(sender.settled).toEqual([
      { key: refused!.key, kind: 'refused' },
      { key: next!.key, kind: 'recorded' },
    ]);
    expect(sender.sent).toHaveLength(2);
  });

  it('keeps every choice on a 401 and stops until the person signs in again', async () => {
    await enqueueChoice(queued('user-1', 1));
    await enqueueChoice(queued('user-1', 2));
    const sender = tab('tab-a', () => ({ kind: 'unauthorized' }));
    expect(await drainChoiceQueue(sender.deps)).toBe('unauthorized');
    expect(sender.sent).toHaveLength(1);
    expect(await queuedChoicesOf('user-1')).toHaveLength(2);
  });

  it('never sends another account’s choices made on the same browser', async () => {
    await enqueueChoice(queued('user-2', 7));
    await enqueueChoice(queued('user-1', 1));
    const sender = tab('tab-a', recorded, 'user-1');
    expect(await drainChoiceQueue(sender.deps)).toBe('empty');
    expect(sender.sent.map((c) => c.userId)).toEqual(['user-1']);
    expect((await queuedChoicesOf('user-2')).map((c) => c.choicePairId)).toEqual([7]);
  });

  it('asks who is signed in once per drain, before its first send, and not at all with nothing to send', async () => {
    const sender = tab('tab-a', recorded);
    expect(await drainChoiceQueue(sender.deps)).toBe('empty');
    expect(sender.sessionChecks()).toBe(0);
    for (const pairId of [1, 2, 3]) await enqueueChoice(queued('user-1', pairId));
    expect(await drainChoiceQueue(sender.deps)).toBe('empty');
    expect(sender.sessionChecks()).toBe(1);
    expect(sender.sent).toHaveLength(3);
  });

  it('sends nothing while the browser’s session is someone else’s (or nobody’s): the choices wait for their maker', async () => {
    const choices = [queued('user-1', 1), queued('user-1', 2)];
    for (const choice of choices) await enqueueChoice(choice);
    let session: SessionCheck = 'someone-else';
    const sender = tab('tab-a', recorded, 'user-1', () => session);
    expect(await drainChoiceQueue(sender.deps)).toBe('session-changed');
    expect(sender.sent).toEqual([]);
    expect(sender.settled).toEqual([]);
    expect(await queuedChoicesOf('user-1')).toEqual(choices);

    // Their maker signed in again: sent, once each, in order.
    session = 'confirmed';
    expect(await drainChoiceQueue(sender.deps)).toBe('empty');
    expect(sender.sent.map((c) => c.key)).toEqual(choices.map((c) => c.key));
  });

  it('keeps everything and retries later when the server cannot say who is signed in', async () => {
    await enqueueChoice(queued('user-1', 1));
    const sender = tab('tab-a', recorded, 'user-1', () => 'unreachable');
    expect(await drainChoiceQueue(sender.deps)).toBe('retry');
    expect(sender.sent).toEqual([]);
    expect(await queuedChoicesOf('user-1')).toHaveLength(1);
  });

  it('keeps a choice the server refused as another maker’s (the session changed after the check) and stops there', async () => {
    const [first, second] = [queued('user-1', 1), queued('user-1', 2)];
    await enqueueChoice(first!);
    await enqueueChoice(second!);
    const sender = tab('tab-a', () => ({ kind: 'not-maker' }));
    expect(await drainChoiceQueue(sender.deps)).toBe('session-changed');
    expect(sender.sent.map((c) => c.key)).toEqual([first!.key]);
    expect(sender.settled).toEqual([]);
    expect((await queuedChoicesOf('user-1')).map((c) => c.key)).toEqual([first!.key, second!.key]);
  });

  it('drops a choice that was undone since it was recorded, as neither sent nor refused, and goes on', async () => {
    const [undone, next] = [queued('user-1', 1), queued('user-1', 2)];
    await enqueueChoice(undone!);
    await enqueueChoice(next!);
    const sender = tab('tab-a', (choice) => (choice.key === undone!.key ? { kind: 'undone' } : recorded(choice)));
    expect(await drainChoiceQueue(sender.deps)).toBe('empty');
    expect(sender.settled).toEqual([
      { key: undone!.key, kind: 'undone' },
      { key: next!.key, kind: 'recorded' },
    ]);
    expect(await queuedChoicesOf('user-1')).toEqual([]);
  });

  it('stops while offline and sends nothing', async () => {
    await enqueueChoice(queued('user-1', 1));
    const sender = tab('tab-a', recorded);
    expect(await drainChoiceQueue({ ...sender.deps, isOnline: () => false })).toBe('offline');
    expect(sender.sent).toEqual([]);
  });

  it('two tabs draining at once never send one choice twice (IndexedDB lease, no Web Locks)', async () => {
    const choices = Array.from({ length: 12 }, (_, index) => queued('user-1', index + 1));
    for (const choice of choices) await enqueueChoice(choice);
    const [a, b] = [tab('tab-a', recorded), tab('tab-b', recorded)];
    await Promise.all([drainChoiceQueue(a.deps), drainChoiceQueue(b.deps), drainChoiceQueue(a.deps)]);
    const sent = [...a.sent, ...b.sent].map((c) => c.key);
    expect(sent.sort()).toEqual(choices.map((c) => c.key));
  });

  it('two tabs draining at once never send one choice twice (Web Locks)', async () => {
    const choices = Array.from({ length: 8 }, (_, index) => queued('user-1', index + 1));
    for (const choice of choices) await enqueueChoice(choice);
    // A minimal LockManager: one holder of a name at a time, the others wait in order.
    let tail = Promise.resolve();
    const locks = {
      request: <T>(_name: string, work: () => Promise<T>): Promise<T> => {
        const run = tail.then(work);
        tail = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    try {
      const [a, b] = [tab('tab-a', recorded), tab('tab-b', recorded)];
      await Promise.all([drainChoiceQueue(a.deps), drainChoiceQueue(b.deps)]);
      expect([...a.sent, ...b.sent].map((c) => c.key).sort()).toEqual(choices.map((c) => c.key));
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('the queue outlives the page: a new connection (a reload) finds every choice', async () => {
    const choice = queued('user-1', 1);
    await enqueueChoice(choice);
    // What a reload does to the page's own state: the module's connection is gone, IndexedDB is not.
    const factory = globalThis.indexedDB;
    globalThis.indexedDB = new IDBFactory();
    expect(await queuedChoicesOf('user-1')).toEqual([]);
    globalThis.indexedDB = factory;
    expect(await queuedChoicesOf('user-1')).toEqual([choice]);
  });
});
