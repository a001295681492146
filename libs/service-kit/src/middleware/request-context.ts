import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { endHttpSpan, startSpan } from '../tracing/trace-context.ts';

const TRUSTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives each request an id (the caller's `X-Request-Id` when it looks sane, so the edge can correlate),
 * a span continuing the caller's `traceparent` (docs/architecture.md, "Traces") and a child logger
 * carrying both ids, and writes one structured line when the response is finished.
 */
export function requestContext(opts: {
  logger: Logger;
  /** The service the request's span belongs to: its `service.name` (docs/architecture.md, "Traces"). */
  service: string;
}): Middleware {
  return async function requestContextMiddleware(ctx, next) {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('x-request-id');
    const requestId = TRUSTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.requestId = requestId;
    const { span, traceId, traceparent } = startSpan(`${ctx.method} request`, ctx.headers, { service: opts.service });
    ctx.traceId = traceId;
    ctx.traceparent = traceparent;
    ctx.log = opts.logger.child({ reqId: requestId, traceId });
    ctx.set('X-Request-Id', requestId);
    ctx.set('traceparent', traceparent);
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      if (typeof route === 'string') span.updateName(`${ctx.method} ${route}`);
      endHttpSpan(span, ctx.status);
      const line = {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Math.round(durationMs * 100) / 100,
        userId: ctx.state.user?.id,
      };
      if (ctx.status >= 500) ctx.log.error(line, 'request failed');
      else ctx.log.info(line, 'request completed');
    }
  };
}
