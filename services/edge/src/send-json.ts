import type { ServerResponse } from 'node:http';
import type { Context } from 'koa';
import { NO_CACHE, NO_STORE } from './cache-policy.ts';

/** One of the edge's own JSON answers in the Koa chain (an API path's is never stored: pass NO_STORE). */
export function sendJson(ctx: Context, status: number, body: unknown, cacheControl = NO_CACHE): void {
  ctx.status = status;
  ctx.set('Cache-Control', cacheControl);
  ctx.body = body;
}

/** The edge's own `{ message }` answer on an API path, written on the bare response; never stored. */
export function sendApiMessage(res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': NO_STORE,
  });
  res.end(body);
}
