import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { HttpError } from '../http-error.ts';

/** JSON bodies only (other content types leave `ctx.request.body` as `{}`), with a size limit. */
export function jsonBodyParser(opts: { limit?: string } = {}): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    jsonLimit: opts.limit ?? '100kb',
    onError(error) {
      const status = (error as { status?: number }).status;
      if (status === 413) throw new HttpError(413, 'Request body too large', { cause: error });
      if (status === 415) throw new HttpError(415, 'Unsupported content encoding', { cause: error });
      throw new HttpError(400, 'Malformed JSON body', { cause: error });
    },
  }) as Middleware;
}
