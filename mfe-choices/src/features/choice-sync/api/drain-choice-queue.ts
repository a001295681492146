import type { QueuedChoice } from './choice-device-db.ts';
import type { SendOutcome } from './send-queued-choice.ts';

/**
 * Whether the browser's session is, right now, the person whose queue is drained: `confirmed`, another
 * person or nobody (`someone-else`), or no answer (`unreachable`).
 */
export type SessionCheck = 'confirmed' | 'someone-else' | 'unreachable';

/** What the drain needs from the device and the network; the real ones in choice-sender.ts, fakes in tests. */
export interface DrainDependencies {
  /** The signed-in person: only their items are sent. */
  userId: string;
  /** This tab's name for the send lock. */
  owner: string;
  withLock: <T>(owner: string, work: () => Promise<T>) => Promise<T>;
  queuedChoicesOf: (userId: string) => Promise<QueuedChoice[]>;
  removeQueuedChoice: (key: string) => Promise<boolean>;
  /**
   * Asks the server, past any cached answer, who is signed in on this browser; once per drain, before
   * its first send (another tab may have signed someone else in since the page last asked).
   */
  confirmSession: () => Promise<SessionCheck>;
  send: (choice: QueuedChoice) => Promise<SendOutcome>;
  isOnline: () => boolean;
  /** Called under the lock, right after the item left the queue (recorded, refused, or undone since). */
  onSettled: (choice: QueuedChoice, outcome: Exclude<SendOutcome, { kind: 'retry' | 'unauthorized' | 'not-maker' }>) => void;
}

/**
 * Why a drain stopped: the queue is empty, the browser is offline, a send must be retried later, the
 * person must sign in, or the browser's session is now another person's (or nobody's): the items wait
 * for their maker.
 */
export type DrainStop = 'empty' | 'offline' | 'retry' | 'unauthorized' | 'session-changed';

/**
 * Sends the person's queued choices in order, one request at a time (docs/product/choices.md,
 * Offline). Each item is sent while holding the send lock, and re-read from the queue under it, so a
 * choice another tab sent (or Undo took out) meanwhile is never sent again; a recorded, refused or
 * undone item leaves the queue before the lock is let go. Nothing is sent before the server has said,
 * in this drain, that the session is still this person's (docs/product/choices.md, Only the maker's
 * session). The first item that must wait stops the drain, so nothing overtakes it.
 */
export async function drainChoiceQueue(deps: DrainDependencies): Promise<DrainStop> {
  let confirmed = false;
  for (;;) {
    if (!deps.isOnline()) return 'offline';
    const stop = await deps.withLock(deps.owner, async (): Promise<DrainStop | null> => {
      // The lock may have taken a while: the browser may have gone offline (or the page away) meanwhile.
      if (!deps.isOnline()) return 'offline';
      const [head] = await deps.queuedChoicesOf(deps.userId);
      if (!head) return 'empty';
      if (!confirmed) {
        const session = await deps.confirmSession();
        if (session === 'someone-else') return 'session-changed';
        if (session === 'unreachable') return 'retry';
        confirmed = true;
      }
      const outcome = await deps.send(head);
      if (outcome.kind === 'retry') return 'retry';
      if (outcome.kind === 'unauthorized') return 'unauthorized';
      // The session changed between the check and the send: the server refused it and wrote nothing.
      if (outcome.kind === 'not-maker') return 'session-changed';
      await deps.removeQueuedChoice(head.key);
      deps.onSettled(head, outcome);
      return null;
    });
    if (stop) return stop;
  }
}
