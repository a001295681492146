/**
 * A lazily loaded chunk of the site's own code (a Radix primitive, the toaster, a rarely used screen),
 * imported so that a failed load is tried again instead of thrown: React.lazy keeps a rejected import
 * for good, and a thrown ChunkLoadError outside every error boundary (the toaster is mounted in the
 * shell) unmounts the whole page. A person offline whose service worker has not cached the chunk yet
 * (docs/architecture.md, "Offline") made five choices, the milestone toast asked for its chunk, and the
 * site went blank. Now the part shows its fallback and loads when the connection is back (lazy-part.ts).
 *
 * Tries again at once on the browser's `online` event, else after 1, 2, 5, 10, then every 30 seconds.
 * The bundler's chunk loader forgets a failed chunk, so each try is a new request.
 */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export function importUntilLoaded<T>(load: () => Promise<T>, delaysMs: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  return new Promise<T>((resolve) => {
    let failures = 0;
    const attempt = () => {
      load().then(resolve, () => {
        const delay = delaysMs[Math.min(failures, delaysMs.length - 1)] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1];
        failures += 1;
        const again = () => {
          clearTimeout(timer);
          if (typeof window !== 'undefined') window.removeEventListener('online', again);
          attempt();
        };
        const timer = setTimeout(again, delay);
        if (typeof window !== 'undefined') window.addEventListener('online', again);
      });
    };
    attempt();
  });
}
