import { useCallback, useEffect, useRef } from 'react';
import { MAX_RESPONSE_TIME_MS } from '@alive/contracts/constants';

/**
 * Response time of a choice: milliseconds from the moment a pair is shown to the click.
 * `shownKey` identifies one showing of a pair (pair id + fetch time); whenever it changes the timer
 * restarts, so a refetched or skipped pair is timed afresh. `null` means no pair is on screen.
 * A pair left open for hours is reported as the longest time the API accepts rather than refused.
 */
export function useResponseTimer(shownKey: string | null): () => number {
  const shownAt = useRef<number>(Date.now());

  useEffect(() => {
    if (shownKey !== null) shownAt.current = Date.now();
  }, [shownKey]);

  return useCallback(() => Math.min(MAX_RESPONSE_TIME_MS, Math.max(0, Math.round(Date.now() - shownAt.current))), []);
}
