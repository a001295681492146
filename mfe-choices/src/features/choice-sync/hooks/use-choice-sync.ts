import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onQueueChanged } from '../api/choice-queue-channel.ts';
import { queuedChoicesOf, type QueuedChoice } from '../api/choice-queue.ts';
import { choiceSenderFor, type ChoiceSenderListener, type NewChoice } from '../api/choice-sender.ts';
import { useOnline } from './use-online.ts';
import { WAITING_SHOWN_AFTER_MS } from './use-waiting-visible.ts';

/** How long "N choices synced" stays, unless the person acts first (docs/product/choices.md, Offline). */
export const SYNCED_NOTICE_MS = 5_000;

export interface ChoiceSyncReactions {
  /** While this screen is shown. */
  screen: Pick<ChoiceSenderListener, 'onRecorded' | 'onRefused' | 'onUnauthorized'>;
  /**
   * For the page: also after this screen has gone, since the queue goes on sending there
   * (docs/product/choices.md, Offline). The latest mounted screen's are the ones kept.
   */
  page: Pick<ChoiceSenderListener, 'onRefused' | 'onDrained'>;
}

export interface ChoiceSync {
  /** The person's choices waiting on this device, oldest first (every tab's). */
  waiting: readonly QueuedChoice[];
  online: boolean;
  /** The latest send failed and will be retried (the loop then prepares a deeper reserve). */
  lastSendFailed: boolean;
  /** Queues a choice (written to IndexedDB first) and starts sending. */
  enqueue: (choice: NewChoice) => QueuedChoice;
  /** Takes a still-queued choice out (Undo): true when it was taken out, false when it had been sent. */
  takeBack: (key: string) => Promise<boolean>;
  /**
   * How many choices this screen's sender recorded after they had waited long enough to be shown as
   * waiting, once nothing waits any more: what "N choices synced" says, for SYNCED_NOTICE_MS or until
   * `dismissSynced`; null otherwise.
   */
  synced: number | null;
  dismissSynced: () => void;
}

/**
 * The screen's view of the durable, exactly-once sending of choices (docs/product/choices.md, Offline):
 * the page's sender (`choice-sender.ts`) sends; this hook lists what waits, says whether the latest send
 * failed, and passes the screen's reactions to the sender while the screen is shown.
 */
export function useChoiceSync(userId: string, reactions: ChoiceSyncReactions): ChoiceSync {
  const online = useOnline();
  const queryClient = useQueryClient();
  const sender = choiceSenderFor(userId);
  const [waiting, setWaiting] = useState<readonly QueuedChoice[]>([]);
  const [lastSendFailed, setLastSendFailed] = useState(sender.lastSendFailed);
  const latest = useRef(reactions);
  latest.current = reactions;
  const [synced, setSynced] = useState<number | null>(null);
  // Recorded since the queue was last empty, of those that had waited long enough to be shown as
  // waiting (the waiting line's rule): only they are confirmed, a choice sent at once never is.
  const recordedAfterWaiting = useRef(0);
  useEffect(() => {
    if (synced === null) return;
    const timer = setTimeout(() => setSynced(null), SYNCED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [synced]);
  const dismissSynced = useCallback(() => setSynced(null), []);

  // Whether this screen is still shown: a list read after it has gone is dropped.
  const shown = useRef(false);

  const reread = useCallback(async () => {
    const stored = await queuedChoicesOf(userId).catch(() => []);
    if (!shown.current) return;
    const keys = new Set(stored.map((choice) => choice.key));
    const pending = sender.unsavedChoices().filter((choice) => !keys.has(choice.key));
    setWaiting([...stored, ...pending].sort((a, b) => (a.key < b.key ? -1 : 1)));
  }, [sender, userId]);

  useEffect(() => {
    shown.current = true;
    sender.attachPage(queryClient, {
      onRefused: (choice, status, code) => latest.current.page.onRefused?.(choice, status, code),
      onDrained: (recorded) => latest.current.page.onDrained?.(recorded),
    });
    const stopListening = sender.listen({
      onRecorded: (choice, recorded) => {
        // It no longer waits: off the list at once, in the same step as the screen counts it as recorded.
        setWaiting((current) => current.filter((known) => known.key !== choice.key));
        if (Date.now() - Date.parse(choice.createdAt) > WAITING_SHOWN_AFTER_MS) recordedAfterWaiting.current += 1;
        latest.current.screen.onRecorded?.(choice, recorded);
      },
      onRefused: (choice, status, code) => latest.current.screen.onRefused?.(choice, status, code),
      onUnauthorized: () => latest.current.screen.onUnauthorized?.(),
      onStopped: (stop) => {
        setLastSendFailed(sender.lastSendFailed);
        if (stop === 'empty' && recordedAfterWaiting.current > 0) {
          setSynced(recordedAfterWaiting.current);
          recordedAfterWaiting.current = 0;
        }
        void reread();
      },
    });
    const offChanged = onQueueChanged(() => void reread());
    void reread();
    void sender.drain();
    return () => {
      shown.current = false;
      stopListening();
      offChanged();
    };
  }, [queryClient, reread, sender]);

  const enqueue = useCallback(
    (choice: NewChoice): QueuedChoice => {
      const queued = sender.enqueue(choice);
      setWaiting((current) => [...current, queued]);
      return queued;
    },
    [sender],
  );

  const takeBack = useCallback(
    async (key: string): Promise<boolean> => {
      const removed = await sender.takeBack(key);
      await reread();
      return removed;
    },
    [reread, sender],
  );

  return { waiting, online, lastSendFailed, enqueue, takeBack, synced, dismissSynced };
}
