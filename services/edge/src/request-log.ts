import type { IncomingMessage, ServerResponse } from 'node:http';
import { endHttpSpan, startSpan } from '@alive/service-kit';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/**
 * Starts the request's trace, or continues the caller's traceparent (docs/architecture.md, "Traces"),
 * sends the edge's span back as `traceparent`, and writes the request's one JSON log line once its
 * answer has finished: a proxied answer outlives the handler that started it. Both the API path
 * (api-requests.ts) and the Koa chain (`requestLog`) call it, so every request gets the same line.
 * Returns the edge's span, which the service the request goes to continues (proxy.ts).
 */
export function traceRequest(req: IncomingMessage, res: ServerResponse, path: string, logger: Logger | undefined): string {
  const started = performance.now();
  const { span, traceId, traceparent } = startSpan(`${req.method} edge`, req.headers, { service: 'edge' });
  res.setHeader('traceparent', traceparent);
  res.once('finish', () => {
    endHttpSpan(span, res.statusCode);
    logger?.info({ method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started), traceId }, 'request');
  });
  return traceparent;
}

/** traceRequest for the Koa chain; the span is kept in `ctx.state.traceparent` for the reads a page makes (page-extras.ts). */
export function requestLog(logger: Logger | undefined): Middleware {
  return async function requestLog(ctx, next) {
    ctx.state.traceparent = traceRequest(ctx.req, ctx.res, ctx.path, logger);
    await next();
  };
}
