import { SERVICE_WORKER_URL, WORKER_MESSAGES } from '../../service-worker/messages.ts';
import { setWaitingWorker, waitingWorker } from './worker-state.ts';

export { workerUpdateWaiting } from './worker-state.ts';

/** The browser's service worker API, as much of it as the page uses (a stand-in in tests). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'ready' | 'controller' | 'addEventListener' | 'removeEventListener'>;

/** How long a page about to load afresh waits for the new worker to take over before loading anyway. */
export const TAKE_OVER_WAIT_MS = 3000;

let active: ServiceWorker | null = null;

/** The page read `/remotes.json` (at start, or when a release changed): the worker caches what it names. */
export function tellWorkerRemotesRead(): void {
  active?.postMessage({ type: WORKER_MESSAGES.remotesRead });
}

function noticeWaiting(registration: ServiceWorkerRegistration, container: WorkerContainer): void {
  // Only an update waits for a page: on the first install nothing controls the page yet.
  if (registration.waiting && container.controller) setWaitingWorker(registration.waiting);
}

/**
 * Registers the site's service worker (docs/architecture.md, "Offline") once the page has loaded, so
 * it never competes with the first screen, and tells it each time the page has read `/remotes.json`
 * so it caches the remotes' current releases. Production builds only: tests and jsdom have none.
 */
export function startServiceWorker(options: { container?: WorkerContainer; whenLoaded?: (start: () => void) => void } = {}): void {
  const container = options.container ?? (process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined);
  if (!container) return;
  const whenLoaded = options.whenLoaded ?? ((start) => (document.readyState === 'complete' ? start() : window.addEventListener('load', start, { once: true })));
  whenLoaded(() => {
    container
      .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .then(async (registration) => {
        noticeWaiting(registration, container);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') noticeWaiting(registration, container);
          });
        });
        active = (await container.ready).active;
        tellWorkerRemotesRead();
      })
      // A browser that refuses (private mode, a blocked worker) keeps the site working online.
      .catch(() => undefined);
  });
}

/**
 * Lets the waiting worker take over, then loads the page afresh: the next navigation after an update,
 * never in the middle of a screen (use-full-load-after-release-change.ts).
 */
export function loadAfreshWithNewWorker(options: { container?: WorkerContainer; reload?: () => void; waitMs?: number } = {}): void {
  const reload = options.reload ?? (() => window.location.reload());
  const container = options.container ?? (typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined);
  const next = waitingWorker();
  if (!next || !container) return reload();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    container.removeEventListener('controllerchange', finish);
    reload();
  };
  container.addEventListener('controllerchange', finish);
  setTimeout(finish, options.waitMs ?? TAKE_OVER_WAIT_MS);
  next.postMessage({ type: WORKER_MESSAGES.skipWaiting });
}

/** Test helper: forget what an earlier test registered. */
export function resetServiceWorkerState(): void {
  setWaitingWorker(null);
  active = null;
}
