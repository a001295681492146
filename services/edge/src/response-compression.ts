import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { CompressOptions } from 'koa-compress';

/**
 * Which answers the edge compresses, and how (docs/architecture.md, "Compression"): one rule for the
 * proxied API answers (proxy.ts, on the edge's API path: api-requests.ts) and for the Koa chain's own
 * (`koaCompressOptions`, koa-compress), so the two never disagree.
 */

/** Below this many bytes a compressed answer saves less than the work and the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Fast levels, not the smallest output: the choice loop is the site's hottest path and the edge is on
 * every request of it. On a choice plan (9 KB of JSON, asked after the person's answers) brotli's
 * highest quality saves a sixth of the bytes for hundreds of times the CPU (milliseconds per answer),
 * and gzip's highest 7 % for a quarter more; these levels already shrink it about tenfold
 * (`tools/bench/edge-compression.mjs`; docs/performance.md, "The edge's overhead").
 */
export const GZIP_LEVEL = 5;
export const BROTLI_QUALITY = 4;

export type ContentCoding = 'br' | 'gzip';

const GZIP_OPTIONS: ZlibOptions = { level: GZIP_LEVEL };
const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

/** JSON (and `+json`), text (an event stream aside: it must flow as written), JavaScript, SVG. */
export function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/x-javascript' ||
    type === 'image/svg+xml'
  );
}

/**
 * The compressible types a server that wants a list names (nginx's `gzip_types` and `brotli_types`,
 * nginx-config.ts; nginx adds `text/html` itself): every one passes `isCompressibleType`.
 */
export const LISTED_COMPRESSIBLE_TYPES = [
  'application/json',
  'application/problem+json',
  'application/manifest+json',
  'text/plain',
  'text/css',
  'text/javascript',
  'application/javascript',
  'image/svg+xml',
] as const;

/**
 * The coding the request accepts best (RFC 9110 §12.5.3): q-values honoured, `*` standing for codings
 * not named, br over gzip at equal weight. null: no Accept-Encoding, `identity`, or neither accepted.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const entry of String(acceptEncoding).split(',')) {
    const [name, ...params] = entry.split(';');
    const coding = name!.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
      else if (/^\s*q\s*=/i.test(param)) q = Number.NaN;
    }
    // An unreadable weight: the entry is ignored rather than guessed.
    if (Number.isNaN(q) || q > 1) continue;
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, q);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gzip = weights.get('gzip') ?? any;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

const header = (value: OutgoingHttpHeader | undefined): string => (value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value));

/** `vary` with `name` added once (any case), kept as it was when it already names it or is `*`. */
export function mergeVary(vary: OutgoingHttpHeader | undefined, name: string): string {
  const listed = header(vary)
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (listed.some((field) => field === '*' || field.toLowerCase() === name.toLowerCase())) return listed.join(', ');
  return [...listed, name].join(', ');
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Statuses without a body (204, 205, 304) and partial content (its ranges count unencoded bytes). */
const NOT_COMPRESSED_STATUSES = new Set([204, 205, 206, 304]);

/**
 * The coding a proxied answer is sent in, or null to send it as it came: only a compressible type above
 * the threshold (an answer without Content-Length, chunked, is compressed), never one already encoded,
 * a HEAD's, a body-less status's, a `no-transform` one's, or for a request that accepts neither coding.
 */
export function encodingForAnswer(method: string | undefined, requestHeaders: IncomingHttpHeaders, status: number, answerHeaders: IncomingHttpHeaders): ContentCoding | null {
  if (method === 'HEAD' || NOT_COMPRESSED_STATUSES.has(status) || status < 200) return null;
  if (answerHeaders['content-encoding'] || answerHeaders['content-range']) return null;
  if (!isCompressibleType(answerHeaders['content-type'])) return null;
  if (NO_TRANSFORM.test(header(answerHeaders['cache-control']))) return null;
  const length = answerHeaders['content-length'];
  if (length !== undefined && Number(length) < COMPRESSION_THRESHOLD_BYTES) return null;
  return preferredEncoding(requestHeaders['accept-encoding']);
}

/**
 * Up to this many bytes (by its Content-Length) an answer is compressed in one call once all of it has
 * arrived, a few tens of microseconds for a choice plan; a zlib stream per answer cost the edge several
 * times the compression itself (docs/performance.md, "The edge's overhead"). Longer answers, and those
 * without a length, stream through a compressor, so the event loop is never held long.
 */
export const ONE_CALL_MAX_BYTES = 64 * 1024;

/** `upstream`'s body into `res` in `coding`; the headers are already written. Ends `res`, or destroys it on an error. */
export function sendCompressed(upstream: IncomingMessage, res: ServerResponse, coding: ContentCoding, contentLength: number | undefined): void {
  if (contentLength !== undefined && contentLength <= ONE_CALL_MAX_BYTES) {
    const chunks: Buffer[] = [];
    upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
    upstream.on('end', () => {
      try {
        const body = Buffer.concat(chunks);
        res.end(coding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS));
      } catch (error) {
        res.destroy(error as Error);
      }
    });
    return;
  }
  // An answer without a length is a stream: each chunk leaves as it came, so a reader sees it at once
  // (zlib otherwise holds output until its buffer fills or the stream ends). A long answer with a
  // length compresses better held.
  const streamed = contentLength === undefined;
  const compressor =
    coding === 'br'
      ? createBrotliCompress(streamed ? { ...BROTLI_OPTIONS, flush: constants.BROTLI_OPERATION_FLUSH } : BROTLI_OPTIONS)
      : createGzip(streamed ? { ...GZIP_OPTIONS, flush: constants.Z_SYNC_FLUSH } : GZIP_OPTIONS);
  compressor.on('error', (error) => res.destroy(error));
  res.once('close', () => compressor.destroy());
  upstream.pipe(compressor).pipe(res);
}

/**
 * koa-compress with the same rule: the same types and threshold, and the coding `preferredEncoding`
 * picks (each coding is offered only when it is that one, so koa-compress's own negotiation cannot
 * choose differently). No deflate or zstd, which the proxy does not speak.
 */
export const koaCompressOptions: CompressOptions = {
  filter: isCompressibleType,
  threshold: COMPRESSION_THRESHOLD_BYTES,
  br: (_type, _size, ctx) => (preferredEncoding(ctx.get('Accept-Encoding')) === 'br' ? BROTLI_OPTIONS : false),
  gzip: (_type, _size, ctx) => (preferredEncoding(ctx.get('Accept-Encoding')) === 'gzip' ? GZIP_OPTIONS : false),
  deflate: false,
  zstd: false,
  // koa-compress reads a bare `*` as this coding; preferredEncoding gives br for it.
  wildcardAcceptEncoding: 'br',
};
