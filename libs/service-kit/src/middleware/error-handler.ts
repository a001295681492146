import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import type { ErrorResponse } from '@alive/contracts';
import { formatZodError, isZodError } from '../validation.ts';

interface ErrorLike {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
}

function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

function statusOf(error: ErrorLike): number {
  const status = typeof error.status === 'number' ? error.status : error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * The one place errors become responses: every non-2xx body is `{ message }`. Messages of errors marked
 * `expose` (http-errors' createError and ctx.throw below 500) are shown; anything else is a 500 with the status text, and the
 * real error goes to the log only.
 */
export function errorHandler(): Middleware {
  return async function errorHandlerMiddleware(ctx, next) {
    try {
      await next();
      // Koa leaves unmatched routes as an empty 404 and router.allowedMethods an empty 405.
      if (ctx.status >= 400 && (ctx.body === undefined || ctx.body === null || ctx.body === '')) {
        const status = ctx.status;
        const body: ErrorResponse = { message: statusText(status) };
        ctx.body = body;
        ctx.status = status; // assigning a body would otherwise turn an implicit 404 into 200

      }
    } catch (caught) {
      const error = (caught ?? {}) as ErrorLike;
      let status: number;
      let message: string;
      if (isZodError(caught)) {
        status = 400;
        message = formatZodError(caught);
      } else {
        status = statusOf(error);
        message = error.expose === true && typeof error.message === 'string' && error.message ? error.message : statusText(status);
      }
      if (status >= 500) ctx.log.error({ err: caught }, 'unhandled error');
      else ctx.log.debug({ err: caught, status }, 'request rejected');

      const headers = (caught as { headers?: Record<string, string> })?.headers;
      ctx.status = status;
      ctx.type = 'application/json';
      const body: ErrorResponse = { message };
      ctx.body = body;
      if (headers && status < 500) ctx.set(headers);
    }
  };
}
