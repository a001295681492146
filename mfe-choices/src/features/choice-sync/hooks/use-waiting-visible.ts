import { useEffect, useState } from 'react';
import type { QueuedChoice } from '../api/choice-queue.ts';

/** A choice waiting longer than this is shown as waiting: on a fast connection the line never flickers. */
export const WAITING_SHOWN_AFTER_MS = 1_000;

/**
 * Whether "N choices waiting to sync" shows (docs/product/choices.md, Offline): while offline, or once
 * the oldest waiting choice has waited over a second; never when nothing waits.
 */
export function useWaitingVisible(waiting: readonly QueuedChoice[], online: boolean): boolean {
  const oldest = waiting[0]?.createdAt;
  const [now, setNow] = useState(() => Date.now());
  const waitedMs = oldest ? now - Date.parse(oldest) : 0;
  const due = oldest !== undefined && online && waitedMs <= WAITING_SHOWN_AFTER_MS;
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => setNow(Date.now()), WAITING_SHOWN_AFTER_MS - waitedMs + 1);
    return () => clearTimeout(timer);
  }, [due, waitedMs]);
  if (oldest === undefined) return false;
  return !online || Date.now() - Date.parse(oldest) > WAITING_SHOWN_AFTER_MS;
}
