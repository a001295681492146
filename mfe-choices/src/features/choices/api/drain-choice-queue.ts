import type { QueuedChoice } from './choice-device-db.ts';
import type { SendOutcome } from './send-queued-choice.ts';

/** What the drain needs from the device and the network; the real ones in choice-sender.ts, fakes in tests. */
export interface DrainDependencies {
  /** The signed-in person: only their items are sent. */
  userId: string;
  /** This tab's name for the send lock. */
  owner: string;
  withLock: <T>(owner: string, work: () => Promise<T>) => Promise<T>;
  queuedChoicesOf: (userId: string) => Promise<QueuedChoice[]>;
  removeQueuedChoice: (key: string) => Promise<boolean>;
  send: (choice: QueuedChoice) => Promise<SendOutcome>;
  isOnline: () => boolean;
  /** Called under the lock, right after the item left the queue (recorded or refused). */
  onSettled: (choice: QueuedChoice, outcome: Exclude<SendOutcome, { kind: 'retry' | 'unauthorized' }>) => void;
}

/** Why a drain stopped: the queue is empty, the browser is offline, a send must be retried later, or the person must sign in. */
export type DrainStop = 'empty' | 'offline' | 'retry' | 'unauthorized';

/**
 * Sends the person's queued choices in order, one request at a time (docs/product/choices.md,
 * Offline). Each item is sent while holding the send lock, and re-read from the queue under it, so a
 * choice another tab sent (or Undo took out) meanwhile is never sent again; a recorded or refused
 * item leaves the queue before the lock is let go. The first item that must wait stops the drain, so
 * nothing overtakes it.
 */
export async function drainChoiceQueue(deps: DrainDependencies): Promise<DrainStop> {
  for (;;) {
    if (!deps.isOnline()) return 'offline';
    const stop = await deps.withLock(deps.owner, async (): Promise<DrainStop | null> => {
      // The lock may have taken a while: the browser may have gone offline (or the page away) meanwhile.
      if (!deps.isOnline()) return 'offline';
      const [head] = await deps.queuedChoicesOf(deps.userId);
      if (!head) return 'empty';
      const outcome = await deps.send(head);
      if (outcome.kind === 'retry') return 'retry';
      if (outcome.kind === 'unauthorized') return 'unauthorized';
      await deps.removeQueuedChoice(head.key);
      deps.onSettled(head, outcome);
      return null;
    });
    if (stop) return stop;
  }
}
