import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

const TRUSTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives each request an id (the caller's `X-Request-Id` when it looks sane, so the edge can correlate)
 * and a child logger, and writes one structured line when the response is finished.
 */
export function requestContext(opts: { logger: Logger }): Middleware {
  return async function requestContextMiddleware(ctx, next) {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('x-request-id');
    const requestId = TRUSTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.requestId = requestId;
    ctx.log = opts.logger.child({ reqId: requestId });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
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
