export interface PeriodicTask {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` in the background, never two at once: a tick that finds the previous
 * run still going is skipped. Errors go to `onError`; the timer does not keep the process alive.
 */
export function startPeriodicTask(options: { run: () => Promise<unknown>; intervalMs: number; onError: (error: unknown) => void }): PeriodicTask {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
