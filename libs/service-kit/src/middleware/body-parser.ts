import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import createError from 'http-errors';

/** JSON bodies only (other content types leave `ctx.request.body` as `{}`), with a size limit. */
export function jsonBodyParser(opts: { limit?: string } = {}): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    jsonLimit: opts.limit ?? '100kb',
    onError(error) {
      const status = (error as { status?: number }).status;
      if (status === 413) throw createError(413, 'Request body too large', { cause: error });
      if (status === 415) throw createError(415, 'Unsupported content encoding', { cause: error });
      throw createError(400, 'Malformed JSON body', { cause: error });
    },
  }) as Middleware;
}
