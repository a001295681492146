import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { defaultHandlerSets } from './feature-mocks.ts';

/** `setupServer`'s own return type (`SetupServerApi` in msw/node), not a hand-written interface. */
export type ApiServer = ReturnType<typeof setupServer>;

/** The edge as the browser sees it: every API with its default answers (fresh state per call). */
export function defaultHandlers(): RequestHandler[] {
  return defaultHandlerSets.flatMap((handlers) => handlers());
}

export interface RecordedRequest {
  method: string;
  /** Path and query as requested, e.g. `/api/choice-pairs/next?category=Movies`. */
  url: string;
  path: string;
  credentials: RequestCredentials;
  /** The parsed JSON body (`undefined` without one). */
  body: unknown;
}

export interface InstalledApiServer {
  server: ApiServer;
  /** Overrides for the current test only (reset after each test). */
  use: (...handlers: RequestHandler[]) => void;
  /** Every request of the current test so far, in order. */
  readonly requests: RecordedRequest[];
  requestsTo: (method: string, path: string) => RecordedRequest[];
}

/**
 * Installs the mock edge for a test file: listens before all tests (a request no handler answers
 * fails the test), gives each test fresh defaults and an empty request log, closes after all tests.
 * Call once at the top of a test file.
 */
export function installApiServer(): InstalledApiServer {
  const server = setupServer(...defaultHandlers());
  // In request order; an entry counts once its body has been read, so a test never sees half of one.
  const started: { entry: RecordedRequest; ready: boolean }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const slot = {
      entry: { method: request.method, url: `${url.pathname}${url.search}`, path: url.pathname, credentials: request.credentials, body: undefined as unknown },
      ready: false,
    };
    started.push(slot);
    void request
      .clone()
      .text()
      .then((text) => {
        slot.entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      })
      .catch(() => {})
      .finally(() => {
        slot.ready = true;
      });
  });
  const requests = () => started.filter((slot) => slot.ready).map((slot) => slot.entry);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // Drops the test's overrides and restarts the stateful defaults (e.g. pair ids from 1).
    server.resetHandlers(...defaultHandlers());
    started.length = 0;
  });
  afterAll(() => server.close());
  return {
    server,
    use: (...handlers) => server.use(...handlers),
    get requests() {
      return requests();
    },
    requestsTo: (method, path) => requests().filter((r) => r.method === method && r.path === path),
  };
}
