import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import createError from 'http-errors';
import { containsNul, NUL_REFUSED_MESSAGE } from '../strict-input.ts';

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const JSON_ONLY_MESSAGE = 'Content-Type must be application/json';

/** True when the request carries at least one byte of body (a declared length above 0, or a chunked body). */
function carriesBody(length: number | undefined, transferEncoding: string): boolean {
  return length === undefined ? transferEncoding !== '' : length > 0;
}

function isJson(contentType: string): boolean {
  return contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * JSON bodies only, with a size limit (docs/api.md, Input rules). A POST/PUT/PATCH/DELETE that carries a
 * body of any other Content-Type (or none) is refused with 415 before a route runs, instead of being read
 * as `{}`; one without a body (no bytes, whatever its Content-Type, e.g. an empty form post) reads as `{}`,
 * so a route whose body fields are all optional accepts it and any other answers 400 naming the missing
 * fields. A parsed body holding a NUL character anywhere (a key or a string) is refused with 400:
 * Postgres text cannot store it.
 */
export function jsonBodyParser(opts: { limit?: string } = {}): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    parsedMethods: BODY_METHODS,
    jsonLimit: opts.limit ?? '100kb',
    onError(error) {
      const status = (error as { status?: number }).status;
      if (status === 413) throw createError(413, 'Request body too large', { cause: error });
      if (status === 415) throw createError(415, 'Unsupported content encoding', { cause: error });
      throw createError(400, 'Malformed JSON body', { cause: error });
    },
  }) as Middleware;

  return async function jsonBodyParserMiddleware(ctx, next) {
    if (!BODY_METHODS.includes(ctx.method)) return next();
    if (carriesBody(ctx.request.length, ctx.get('transfer-encoding')) && !isJson(ctx.get('content-type'))) {
      throw createError(415, JSON_ONLY_MESSAGE);
    }
    return parse(ctx, async () => {
      if (containsNul(ctx.request.body)) throw createError(400, `Invalid request body: ${NUL_REFUSED_MESSAGE}`);
      await next();
    });
  };
}
