import { useCallback, useEffect, useRef, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { UserChoice } from '@alive/contracts';
import { announceQueueChanged, onQueueChanged } from '../api/choice-queue-channel.ts';
import { enqueueChoice, queuedChoicesOf, removeQueuedChoice, type QueuedChoice } from '../api/choice-queue.ts';
import { withChoiceSyncLock } from '../api/choice-sync-lock.ts';
import { drainChoiceQueue, type DrainStop } from '../api/drain-choice-queue.ts';
import { sendQueuedChoice } from '../api/send-queued-choice.ts';
import { isBrowserOnline, useOnline } from './use-online.ts';

/** Retry after a failed send: 1 s, 2 s, 4 s … up to 30 s, with a little jitter so tabs and devices spread out. */
export function retryDelayMs(failures: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.85 + Math.random() * 0.3));
}

export interface ChoiceSyncReactions {
  /** A choice reached the server (its id is what Undo takes back). */
  onRecorded?: (choice: QueuedChoice, recorded: UserChoice) => void;
  /** The server refused a choice for good (pair answered elsewhere, gone, or a changed body); it left the queue. */
  onRefused?: (choice: QueuedChoice, status: number) => void;
  /** A drain recorded choices (and stopped: the queue is empty or the rest must wait); `recorded` in order. */
  onDrained?: (recorded: readonly { choice: QueuedChoice; recorded: UserChoice }[]) => void;
  /** A send answered 401: the queue waits until the person signs in again. */
  onUnauthorized?: () => void;
}

export interface ChoiceSync {
  /** The person's choices waiting on this device, oldest first (every tab's). */
  waiting: readonly QueuedChoice[];
  online: boolean;
  /** The latest send failed and will be retried (the loop then prepares a deeper reserve). */
  lastSendFailed: boolean;
  /** Queues a choice (written to IndexedDB first) and starts sending. */
  enqueue: (choice: Omit<QueuedChoice, 'key' | 'userId' | 'createdAt'>) => QueuedChoice;
  /** Takes a still-queued choice out (Undo): true when it was taken out, false when it had been sent. */
  takeBack: (key: string) => Promise<boolean>;
}

/**
 * The durable, exactly-once sending of choices (docs/product/choices.md, Offline): every choice is a
 * queue item with its own UUIDv7; this tab drains the person's queue in order, under the send lock,
 * when a choice is queued, when the browser comes online, when another tab changed the queue, and
 * after a backoff when a send failed.
 */
export function useChoiceSync(userId: string, canSend: boolean, reactions: ChoiceSyncReactions): ChoiceSync {
  const online = useOnline();
  const [waiting, setWaiting] = useState<readonly QueuedChoice[]>([]);
  const [lastSendFailed, setLastSendFailed] = useState(false);
  const owner = useRef(uuidv7()).current;
  const latest = useRef(reactions);
  latest.current = reactions;
  const run = useRef({ draining: false, again: false, failures: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined, mounted: true });
  // Choices queued in this tab whose IndexedDB write has not finished: counted and listed already.
  const unsaved = useRef(new Map<string, QueuedChoice>());

  const reread = useCallback(async () => {
    const stored = await queuedChoicesOf(userId).catch(() => []);
    if (!run.current.mounted) return;
    const keys = new Set(stored.map((choice) => choice.key));
    const pending = [...unsaved.current.values()].filter((choice) => !keys.has(choice.key));
    setWaiting([...stored, ...pending].sort((a, b) => (a.key < b.key ? -1 : 1)));
  }, [userId]);

  const drain = useCallback(async (): Promise<void> => {
    const state = run.current;
    // Only for the person the server answered for in this page (use-chooser-id.ts), never a remembered one.
    if (!canSend) return;
    if (state.draining) {
      state.again = true;
      return;
    }
    state.draining = true;
    clearTimeout(state.timer);
    const recorded: { choice: QueuedChoice; recorded: UserChoice }[] = [];
    let stop: DrainStop;
    try {
      // A choice whose first write failed is written before anything is sent: nothing leaves unstored.
      for (const choice of [...unsaved.current.values()]) {
        await enqueueChoice(choice);
        unsaved.current.delete(choice.key);
      }
      stop = await drainChoiceQueue({
        userId,
        owner,
        withLock: withChoiceSyncLock,
        queuedChoicesOf,
        removeQueuedChoice,
        send: sendQueuedChoice,
        // An unmounted screen stops between items (its page is gone; another screen drains from here).
        isOnline: () => state.mounted && isBrowserOnline(),
        onSettled: (choice, outcome) => {
          if (outcome.kind === 'recorded') {
            recorded.push({ choice, recorded: outcome.choice });
            latest.current.onRecorded?.(choice, outcome.choice);
          } else latest.current.onRefused?.(choice, outcome.status);
          announceQueueChanged();
        },
      });
    } catch {
      // IndexedDB itself failed (storage full, private mode): treat as a failed send and try again later.
      stop = 'retry';
    } finally {
      state.draining = false;
    }
    if (!state.mounted) return;
    void reread();
    if (stop === 'retry') {
      state.failures += 1;
      setLastSendFailed(true);
      state.timer = setTimeout(() => void drain(), retryDelayMs(state.failures));
    } else if (stop === 'empty') {
      state.failures = 0;
      setLastSendFailed(false);
    }
    if (stop === 'unauthorized') latest.current.onUnauthorized?.();
    if (recorded.length > 0) latest.current.onDrained?.(recorded);
    if (state.again) {
      state.again = false;
      if (stop !== 'unauthorized') void drain();
    }
  }, [canSend, owner, reread, userId]);

  useEffect(() => {
    const state = run.current;
    state.mounted = true;
    void reread();
    void drain();
    const offChanged = onQueueChanged(() => {
      void reread();
      void drain();
    });
    const onOnline = () => void drain();
    window.addEventListener('online', onOnline);
    return () => {
      state.mounted = false;
      clearTimeout(state.timer);
      offChanged();
      window.removeEventListener('online', onOnline);
    };
  }, [drain, reread]);

  const enqueue = useCallback(
    (choice: Omit<QueuedChoice, 'key' | 'userId' | 'createdAt'>): QueuedChoice => {
      const queued: QueuedChoice = { ...choice, key: uuidv7(), userId, createdAt: new Date().toISOString() };
      unsaved.current.set(queued.key, queued);
      setWaiting((current) => [...current, queued]);
      // Written at once, before any send; a failed write stays in `unsaved` and the drain writes it first.
      void enqueueChoice(queued)
        .then(() => {
          unsaved.current.delete(queued.key);
          announceQueueChanged();
        })
        .catch(() => {})
        .finally(() => void drain());
      return queued;
    },
    [drain, userId],
  );

  const takeBack = useCallback(
    async (key: string): Promise<boolean> => {
      const removed = await withChoiceSyncLock(owner, () => removeQueuedChoice(key));
      if (removed) announceQueueChanged();
      await reread();
      return removed;
    },
    [owner, reread],
  );

  return { waiting, online, lastSendFailed, enqueue, takeBack };
}
