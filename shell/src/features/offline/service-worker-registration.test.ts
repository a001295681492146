import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKER_MESSAGES } from '../../service-worker/messages.ts';
import {
  loadAfreshWithNewWorker,
  resetServiceWorkerState,
  startServiceWorker,
  TAKE_OVER_WAIT_MS,
  tellWorkerRemotesRead,
  workerUpdateWaiting,
  type WorkerContainer,
} from './service-worker-registration.ts';

/** A worker as the page sees it: its state and what the page posted to it. */
function fakeWorker(state: ServiceWorkerState = 'activated') {
  const listeners: (() => void)[] = [];
  let heard = () => {};
  return {
    state,
    posted: [] as unknown[],
    /** Settles once the page has posted this worker its first message. */
    told: new Promise<void>((resolve) => (heard = resolve)),
    postMessage(message: unknown) {
      this.posted.push(message);
      heard();
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
/**
 * The page has told the worker it read /remotes.json: the last step of registering, so by then the
 * page has also looked for a waiting update and listens for the next one.
 */
const registered = (browser: ReturnType<typeof fakeContainer>) => browser.active.told;

afterEach(() => {
  resetServiceWorkerState();
  vi.useRealTimers();
});

describe('startServiceWorker', () => {
  it('registers /sw.js for the whole site once the page has loaded, then tells it the page read /remotes.json', async () => {
    const browser = fakeContainer();
    let loaded: (() => void) | null = null;
    startServiceWorker({ container: browser.container, whenLoaded: (start) => (loaded = start) });
    expect(browser.register).not.toHaveBeenCalled();
    loaded!();
    await registered(browser);
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
    // The refusal has reached the page.
    await expect(browser.register.mock.results[0]!.value).rejects.toThrow('refused');
    expect(browser.active.posted).toEqual([]);
    expect(workerUpdateWaiting()).toBe(false);
  });

  it('notices an update waiting for the page, but not the first install', async () => {
    const first = fakeContainer({ controller: null, waiting: fakeWorker('installed') });
    startServiceWorker({ container: first.container, whenLoaded: now });
    await registered(first);
    expect(workerUpdateWaiting()).toBe(false);

    const browser = fakeContainer();
    startServiceWorker({ container: browser.container, whenLoaded: now });
    await registered(browser);
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
    await registered(browser);
    const next = fakeWorker('installing');
    browser.update(next);
    const reload = vi.fn();
    vi.useFakeTimers();
    loadAfreshWithNewWorker({ container: browser.container, reload });
    expect(next.posted).toEqual([{ type: WORKER_MESSAGES.skipWaiting }]);
    expect(reload).not.toHaveBeenCalled();
    browser.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
    // Past the wait for the take-over: its timer, still set, must not load the page a second time.
    vi.advanceTimersByTime(TAKE_OVER_WAIT_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads afresh anyway when the new worker does not take over in time', async () => {
    const browser = fakeContainer();
    startServiceWorker({ container: browser.container, whenLoaded: now });
    await registered(browser);
    browser.update(fakeWorker('installing'));
    const reload = vi.fn();
    vi.useFakeTimers();
    loadAfreshWithNewWorker({ container: browser.container, reload });
    vi.advanceTimersByTime(TAKE_OVER_WAIT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
