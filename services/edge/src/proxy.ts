import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Context } from 'koa';
import type { Logger } from 'pino';

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.has(name)) out[name] = value;
  }
  return out;
}

export interface ProxyOptions {
  /** Upstream base URL, e.g. `http://127.0.0.1:4002`. */
  target: string;
  /** Service name, for logs and the 502 message. */
  service: string;
  logger?: Logger;
  /** Upstream response-header timeout (ms). Default 30 s. */
  timeoutMs?: number;
}

// Keep-alive pools: the edge reuses upstream connections instead of a TCP handshake per request.
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 60_000 });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 60_000 });

export function closeProxyAgents(): void {
  httpAgent.destroy();
  httpsAgent.destroy();
}

/**
 * Streams the request to the upstream and its response back, untouched apart from hop-by-hop
 * headers and the X-Forwarded-* set. Upstream down → 502 `{ message }`.
 */
export function proxyRequest(ctx: Context, options: ProxyOptions): Promise<void> {
  const target = new URL(options.target);
  const secure = target.protocol === 'https:';
  const basePath = target.pathname.replace(/\/$/, '');
  const incoming = ctx.req;

  const headers = withoutHopByHop(incoming.headers);
  const remoteAddress = incoming.socket.remoteAddress ?? '';
  const priorFor = incoming.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = priorFor ? `${String(priorFor)}, ${remoteAddress}` : remoteAddress;
  headers['x-forwarded-proto'] = (incoming.headers['x-forwarded-proto'] as string | undefined) ?? ctx.protocol;
  headers['x-forwarded-host'] = (incoming.headers['x-forwarded-host'] as string | undefined) ?? incoming.headers.host ?? '';
  // Keep the public Host so services that build absolute URLs see the site's name.
  // The service continues the edge's span, not the browser's (app.ts, requestLog).
  if (typeof ctx.state.traceparent === 'string') headers.traceparent = ctx.state.traceparent;

  ctx.respond = false; // we write the raw response ourselves
  const res = ctx.res;

  return new Promise<void>((resolve) => {
    const upstream = (secure ? httpsRequest : httpRequest)({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port || (secure ? 443 : 80),
      method: incoming.method,
      path: `${basePath}${incoming.url ?? '/'}`,
      headers,
      agent: secure ? httpsAgent : httpAgent,
      timeout: options.timeoutMs ?? 30_000,
    });

    const fail = (error: Error, status = 502) => {
      options.logger?.warn({ err: error, service: options.service, path: ctx.path }, 'upstream request failed');
      if (!res.headersSent) {
        const body = JSON.stringify({
          message: status === 504 ? `${options.service} service timed out` : `${options.service} service is unavailable`,
        });
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'cache-control': 'no-store',
        });
        res.end(body);
      } else {
        res.destroy(error);
      }
      resolve();
    };

    upstream.on('response', (upstreamRes: IncomingMessage) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, withoutHopByHop(upstreamRes.headers));
      upstreamRes.pipe(res);
      upstreamRes.on('end', () => resolve());
      upstreamRes.on('error', (error) => {
        res.destroy(error);
        resolve();
      });
    });
    upstream.on('timeout', () => upstream.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })));
    upstream.on('error', (error: NodeJS.ErrnoException) => fail(error, error.code === 'ETIMEDOUT' ? 504 : 502));

    // The browser went away: stop the upstream work too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });

    incoming.pipe(upstream);
  });
}
