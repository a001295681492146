import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context } from 'koa';
import { cacheControlFor } from './cache-policy.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Resolves `relativePath` inside `root`, or `null` if it escapes the root (`..`, NUL bytes, bad escapes). */
export function safeJoin(root: string, relativePath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return full === base || full.startsWith(base + sep) ? full : null;
}

/**
 * Streams a file with its content type, cache policy and a weak ETag (answers 304 when fresh).
 * Returns false when there is no such file, so the caller decides between a fallback and 404.
 */
export async function sendStaticFile(ctx: Context, root: string, relativePath: string): Promise<boolean> {
  const filePath = safeJoin(root, relativePath);
  if (!filePath) return false;
  const stats = await stat(filePath).catch(() => null);
  if (!stats?.isFile()) return false;

  ctx.status = 200;
  ctx.set('Cache-Control', cacheControlFor(filePath));
  ctx.set('ETag', `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`);
  ctx.set('Last-Modified', stats.mtime.toUTCString());
  ctx.type = CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  ctx.length = stats.size;
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(filePath);
  return true;
}

/** A path whose last segment has a file extension is an asset request; anything else is an app route. */
export function looksLikeAsset(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return last.includes('.');
}
