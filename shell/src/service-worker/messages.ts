/** What the page says to the service worker (postMessage `{ type }`), shared by both sides. */
export const WORKER_MESSAGES = {
  /** The page read `/remotes.json`: bring the remote caches in line with it. */
  remotesRead: 'alive:remotes-read',
  /** The page is about to load afresh: the waiting worker may take over now. */
  skipWaiting: 'alive:skip-waiting',
} as const;

export type WorkerMessage = (typeof WORKER_MESSAGES)[keyof typeof WORKER_MESSAGES];

/** The worker's file, served by the edge at the site's root so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

export function workerMessageOf(data: unknown): WorkerMessage | null {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return Object.values(WORKER_MESSAGES).find((message) => message === type) ?? null;
}
