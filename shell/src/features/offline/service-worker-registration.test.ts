import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKER_MESSAGES } from '../../service-worker/messages.ts';
import { loadAfreshWithNewWorker, resetServiceWorkerState, startServiceWorker, tellWorkerRemotesRead, workerUpdateWaiting, type WorkerContainer } from './service-worker-registration.ts';

/** A worker as the page sees it: its state and what the page posted to it. */
function fakeWorker(state: ServiceWorkerState = 'activated') {
  const listeners: (() => void)[] = [];
  return {
    state,
    posted: [] as unknown[],
    postMessage(message: unknown) {
      this.posted.push(message);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    becomes(next: ServiceWorkerState) {
      this.state = next;
      for (const listener of listeners) listener();
    },
  };
}
type FakeWorker = ReturnType<typeof fakeWorker>;

function fakeContainer(options: { controller?: FakeWorker | null; waiting?: FakeWorker | null; refuse?: boolean } = {}) {
  const active = fakeWorker();
  const registrationListeners: (() => void)[] = [];
  const containerListeners = new Map<string, () => void>();
  const registration = {
    active,
    waiting: options.waiting ?? null,
    installing: null as FakeWorker | null,
    addEventListener: (_type: string, listener: () => void) => registrationListeners.push(listener),
  };
  const register = vi.fn(async () => {
    if (options.refuse) throw new DOMException('refused', 'SecurityError');
    return registration;
  });
  const container = {
    register,
    ready: Promise.resolve(registration),
    controller: options.controller === undefined ? active : options.controller,
    addEventListener: (type: string, listener: () => void) => containerListeners.set(type, listener),
    removeEventListener: (type: string) => containerListeners.delete(type),
  };
  return {
    container: container as unknown as WorkerContainer,
    register,
    active,
    registration,
    /** A new version of the worker is found and installs. */
    update(worker: FakeWorker) {
      registration.installing = worker;
      for (const listener of registrationListeners) listener();
      registration.waiting = worker;
      worker.becomes('installed');
    },
    takeOver: () => containerListeners.get('controllerchange')?.(),
  };
}

const now = (start: () => void) => start();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => resetServiceWorkerState());

describe('startServiceWorker', () => {
  it('registers /sw.js for the whole site once the page has loaded, then tells it the page read /remotes.json', async () => {
    const browser = fakeContainer();
    let loaded: (() => void) | null = null;
    startServiceWorker({ container: browser.container, whenLoaded: (start) => (loaded = start) });
    expect(browser.register).not.toHaveBeenCalled();
    loaded!();
    await settle();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(browser.active.posted).toEqual([{ type: WORKER_MESSAGES.remotesRead }]);
    tellWorkerRemotesRead();
    expect(browser.active.posted).toHaveLength(2);
  });

  it('registers nothing outside a production build (tests, jsdom)', () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    expect(() => startServiceWorker({ whenLoaded: now })).not.toThrow();
    expect(workerUpdateWaiting()).toBe(false);
  });

  it('keeps the site working when the browser refuses the worker', async () => {
    const browser = fakeContainer({ refuse: true });
    startServiceWorker({ container: browser.container, whenLoaded: now });
    await settle();
    expect(browser.active.posted).toEqual([]);
    expect(workerUpdateWaiting()).toBe(false);
  });

  it('notices an update waiting for the page, but not the first install', async () => {
    const first = fakeContainer({ controller: null, waiting: fakeWorker('installed') });
    startServiceWorker({ container: first.container, whenLoaded: now });
    await settle();
    expect(workerUpdateWaiting()).toBe(false);

    const browser = fakeContainer();
    startServiceWorker({ container: browser.container, whenLoaded: now });
    await settle();
    expect(workerUpdateWaiting()).toBe(false);
    browser.update(fakeWorker('installing'));
    expect(workerUpdateWaiting()).toBe(true);
  });
});

describe('loadAfreshWithNewWorker', () => {
  it('just loads afresh when no update waits', () => {
    const reload = vi.fn();
    loadAfreshWithNewWorker({ container: fakeContainer().container, reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets the waiting worker take over, then loads afresh once', async () => {
    const browser = fakeContainer();
    startServiceWorker({ container: browser.container, whenLoaded: now });
    await settle();
    const next = fakeWorker('installing');
    browser.update(next);
    const reload = vi.fn();
    loadAfreshWithNewWorker({ container: browser.container, reload, waitMs: 50 });
    expect(next.posted).toEqual([{ type: WORKER_MESSAGES.skipWaiting }]);
    expect(reload).not.toHaveBeenCalled();
    browser.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads afresh anyway when the new worker does not take over in time', async () => {
    const browser = fakeContainer();
    startServiceWorker({ container: browser.container, whenLoaded: now });
    await settle();
    browser.update(fakeWorker('installing'));
    const reload = vi.fn();
    loadAfreshWithNewWorker({ container: browser.container, reload, waitMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
