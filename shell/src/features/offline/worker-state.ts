/**
 * Whether a new service worker waits to take over, kept apart from the registration
 * (service-worker-registration.ts), which loads once the page is idle: the navigation check
 * (use-full-load-after-release-change.ts) asks it on every navigation, from the start.
 */
let waiting: ServiceWorker | null = null;

/** Whether a new version of the worker is installed and waits for this page's next navigation. */
export const workerUpdateWaiting = (): boolean => waiting !== null;

/** The worker waiting to take over, if any. */
export const waitingWorker = (): ServiceWorker | null => waiting;

export function setWaitingWorker(worker: ServiceWorker | null): void {
  waiting = worker;
}
