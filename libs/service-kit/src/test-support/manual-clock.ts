import type { LimiterClock } from '../rate-limit/account-rate-limit.ts';

/** A limiter clock that moves only when a test moves it; a wait ends when the clock passes it (or is stopped). */
export function manualClock() {
  let now = 1_000;
  let waiting: { until: number; wake: () => void }[] = [];
  const clock: LimiterClock & { advance: (ms: number) => void } = {
    now: () => now,
    sleep: (ms, stop) =>
      new Promise<void>((resolve) => {
        waiting.push({ until: now + ms, wake: resolve });
        stop.addEventListener('abort', () => resolve(), { once: true });
      }),
    advance(ms) {
      now += ms;
      const due = waiting.filter((sleeper) => sleeper.until <= now);
      waiting = waiting.filter((sleeper) => sleeper.until > now);
      for (const sleeper of due) sleeper.wake();
    },
  };
  return clock;
}
