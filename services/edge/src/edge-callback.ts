import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';

/** Sees a request before it is answered (request-metrics.ts). */
type RequestObserver = (req: IncomingMessage, res: ServerResponse) => void;
/** Answers a request and says so, or returns false to leave it to Koa (api-requests.ts). */
type ApiAnswerer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Puts the API path (api-requests.ts) in front of the Koa chain: `answerApi` takes a request or
 * returns false, and only then is Koa's context made and its chain run. `observe` sees every request
 * first, whichever answers it (request-metrics.ts). Both the process (start-service.ts) and the tests
 * serve `app.callback()` (or `app.listen`, which calls it), so both take this path.
 */
export function serveApiBeforeKoa(app: Koa, answerApi: ApiAnswerer, observe?: RequestObserver): void {
  const koaCallback = app.callback.bind(app);
  app.callback = () => {
    const handleWithKoa = koaCallback();
    return (req, res) => {
      // The edge serves HTTP/1.1 only (start-service.ts): Koa's type also allows HTTP/2's request and response.
      observe?.(req as IncomingMessage, res as ServerResponse);
      return answerApi(req as IncomingMessage, res as ServerResponse) ? Promise.resolve() : handleWithKoa(req, res);
    };
  };
}
