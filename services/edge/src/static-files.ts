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

/** A file's bytes already in memory (a release file as verified, release-integrity.ts) and their hash. */
export interface StaticFileContent {
  readonly bytes: Buffer;
  /** `sha384-<base64>` of the bytes: the ETag. */
  readonly integrity: string;
}

/**
 * Sends a file with its content type, cache policy and a weak ETag (answers 304 when fresh; HEAD gets the
 * GET's headers without the body). Given `content`, those bytes are sent and the file is not read at
 * all, with an ETag from their hash; otherwise the file is streamed from disk, with an ETag from its
 * size and mtime. Returns false when there is no such file, so the caller decides between a fallback and 404.
 */
export async function sendStaticFile(ctx: Context, root: string, relativePath: string, content?: StaticFileContent): Promise<boolean> {
  const filePath = safeJoin(root, relativePath);
  if (!filePath) return false;
  if (content) {
    if (answeredFresh(ctx, filePath, `W/"${content.integrity}"`)) return true;
    // Koa sends no body for HEAD, with the length the GET would have.
    ctx.body = content.bytes;
    return true;
  }
  const stats = await stat(filePath).catch(() => null);
  if (!stats?.isFile()) return false;
  ctx.set('Last-Modified', stats.mtime.toUTCString());
  if (answeredFresh(ctx, filePath, `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`)) return true;
  // HEAD: an empty body (null would make it a 204 without a type), with the file's length.
  ctx.body = ctx.method === 'HEAD' ? Buffer.alloc(0) : createReadStream(filePath);
  ctx.length = stats.size;
  return true;
}

/** Sets a 200's headers for `filePath`; true when the request's copy is fresh and it became a 304. */
function answeredFresh(ctx: Context, filePath: string, etag: string): boolean {
  ctx.status = 200;
  ctx.set('Cache-Control', cacheControlFor(filePath));
  ctx.set('ETag', etag);
  ctx.type = CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
  if (!ctx.fresh) return false;
  ctx.status = 304;
  return true;
}

/** A path whose last segment has a file extension is an asset request; anything else is an app route. */
export function looksLikeAsset(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return last.includes('.');
}
