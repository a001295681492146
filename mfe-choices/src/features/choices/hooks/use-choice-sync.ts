import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onQueueChanged } from '../api/choice-queue-channel.ts';
import { queuedChoicesOf, type QueuedChoice } from '../api/choice-queue.ts';
import { choiceSenderFor, type ChoiceSenderListener, type NewChoice } from '../api/choice-sender.ts';
import { useOnline } from './use-online.ts';

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
      onRefused: (choice, status) => latest.current.page.onRefused?.(choice, status),
      onDrained: (recorded) => latest.current.page.onDrained?.(recorded),
    });
    const stopListening = sender.listen({
      onRecorded: (choice, recorded) => latest.current.screen.onRecorded?.(choice, recorded),
      onRefused: (choice, status) => latest.current.screen.onRefused?.(choice, status),
      onUnauthorized: () => latest.current.screen.onUnauthorized?.(),
      onStopped: () => {
        setLastSendFailed(sender.lastSendFailed);
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

  return { waiting, online, lastSendFailed, enqueue, takeBack };
}
