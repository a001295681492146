/** The longest deferred start-up work waits for an idle moment (a busy cold load may have none for seconds). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` when the main thread is next idle, or after `timeoutMs` at the latest; where the browser
 * has no `requestIdleCallback` (Safari), in a task of its own. For the start-up work the first screen
 * does not need (telemetry, the release watch, the service worker, page tracking): it then neither
 * downloads nor runs before the screen (docs/architecture.md, "First paint").
 */
export function whenIdle(task: () => void, timeoutMs: number = IDLE_TIMEOUT_MS): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 0);
}
