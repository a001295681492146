import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import { NO_STORE } from './cache-policy.ts';
import { readReplayableBody, type RequestBody } from './replayable-body.ts';
import { encodingForAnswer, mergeVary, sendCompressed } from './response-compression.ts';
import { isRetryable, type AttemptFailure } from './retry-policy.ts';
import type { UpstreamPool } from './upstream-pool.ts';

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

const NOTHING_LISTED: ReadonlySet<string> = new Set();

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  // `Connection: keep-alive` (or none) lists nothing beyond the fixed set: no Set to build per request.
  const connection = headers.connection;
  const listed =
    connection === undefined || connection === 'keep-alive'
      ? NOTHING_LISTED
      : new Set(
          String(connection)
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
        );
  const out: IncomingHttpHeaders = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.has(name)) out[name] = value;
  }
  return out;
}

export interface ProxyOptions {
  /** The service's replicas (upstream-pool.ts). */
  pool: UpstreamPool;
  /** Service name, for logs and the 502 message. */
  service: string;
  logger?: Logger;
  /** Upstream response-header timeout (ms). Default 30 s. */
  timeoutMs?: number;
}

// Keep-alive pools: the edge reuses upstream connections instead of a TCP handshake per request.
// An idle socket is dropped by the edge after 4 s, before the service's server drops it (Node's
// keepAliveTimeout, 5 s): otherwise a request can leave on a socket the service is closing.
const IDLE_SOCKET_MS = 4_000;
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: IDLE_SOCKET_MS });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: IDLE_SOCKET_MS });

export function closeProxyAgents(): void {
  httpAgent.destroy();
  httpsAgent.destroy();
}

/** What the request needs besides its own bytes: how it reached the edge and the edge's span. */
export interface ExchangeContext {
  /** `http` or `https` as the browser used it (Koa's `ctx.protocol` with `app.proxy`). */
  protocol: string;
  /** The edge's span, which the service continues (app.ts, requestLog). */
  traceparent?: string;
  /** For logs. */
  path: string;
}

/**
 * Writes into `headers` how the request reached the edge (X-Forwarded-For/Proto/Host) and the edge's
 * span, as every request the edge sends a service on a browser's behalf carries them: the proxied
 * ones, and the reads of a screen rendered with the person's data (screen-data.ts).
 */
export function addForwarding(headers: Record<string, string | string[] | undefined>, incoming: IncomingMessage, exchange: Omit<ExchangeContext, 'path'>): void {
  const remoteAddress = incoming.socket.remoteAddress ?? '';
  const priorFor = incoming.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = priorFor ? `${String(priorFor)}, ${remoteAddress}` : remoteAddress;
  headers['x-forwarded-proto'] = (incoming.headers['x-forwarded-proto'] as string | undefined) ?? exchange.protocol;
  headers['x-forwarded-host'] = (incoming.headers['x-forwarded-host'] as string | undefined) ?? incoming.headers.host ?? '';
  // The service continues the edge's span, not the browser's (app.ts, requestLog).
  if (exchange.traceparent) headers.traceparent = exchange.traceparent;
}

function forwardedHeaders(incoming: IncomingMessage, exchange: ExchangeContext): IncomingHttpHeaders {
  // Keep the public Host so services that build absolute URLs see the site's name.
  const headers = withoutHopByHop(incoming.headers);
  addForwarding(headers, incoming, exchange);
  return headers;
}

/** Upstream base URLs parsed once (a handful per process), not per request. */
const parsedTargets = new Map<string, { protocol: string; hostname: string; port: string | number; secure: boolean; basePath: string }>();

function parsedTarget(targetUrl: string) {
  let parsed = parsedTargets.get(targetUrl);
  if (!parsed) {
    const target = new URL(targetUrl);
    const secure = target.protocol === 'https:';
    parsed = { protocol: target.protocol, hostname: target.hostname, port: target.port || (secure ? 443 : 80), secure, basePath: target.pathname.replace(/\/$/, '') };
    parsedTargets.set(targetUrl, parsed);
  }
  return parsed;
}

/** `replicaClosing`: the replica answered `Connection: close`, as a draining one does (start-service.ts). */
type AttemptOutcome = { kind: 'answered'; replicaClosing?: boolean } | AttemptFailure;

/** Sends the request to one replica; resolves once its answer was streamed back, or with why it failed. */
function attempt(req: IncomingMessage, res: ServerResponse, targetUrl: string, headers: IncomingHttpHeaders, body: RequestBody, options: ProxyOptions): Promise<AttemptOutcome> {
  const { protocol, hostname, port, secure, basePath } = parsedTarget(targetUrl);

  return new Promise<AttemptOutcome>((resolve) => {
    let connected = false;
    const sendHeaders = { ...headers };
    // The body is sent whole from memory, so its length is known even when the browser sent it chunked.
    if (body.kind === 'buffered' && (body.bytes.length > 0 || body.hadLengthHeader)) sendHeaders['content-length'] = String(body.bytes.length);
    const request: ClientRequest = (secure ? httpsRequest : httpRequest)({
      protocol,
      hostname,
      port,
      method: req.method,
      path: `${basePath}${req.url ?? '/'}`,
      headers: sendHeaders,
      agent: secure ? httpsAgent : httpAgent,
      timeout: options.timeoutMs ?? 30_000,
    });
    request.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (connected = true));
      else connected = true;
    });

    request.on('response', (upstreamRes: IncomingMessage) => {
      const status = upstreamRes.statusCode ?? 502;
      const answerHeaders = withoutHopByHop(upstreamRes.headers);
      // Whether or not this one is compressed, the answer depends on Accept-Encoding (response-compression.ts).
      answerHeaders.vary = mergeVary(answerHeaders.vary, 'Accept-Encoding');
      const coding = encodingForAnswer(req.method, req.headers, status, answerHeaders);
      if (coding) {
        const length = answerHeaders['content-length'];
        answerHeaders['content-encoding'] = coding;
        delete answerHeaders['content-length'];
        res.writeHead(status, upstreamRes.statusMessage, answerHeaders);
        sendCompressed(upstreamRes, res, coding, length === undefined ? undefined : Number(length));
      } else {
        res.writeHead(status, upstreamRes.statusMessage, answerHeaders);
        upstreamRes.pipe(res);
      }
      const replicaClosing = String(upstreamRes.headers.connection ?? '').toLowerCase() === 'close';
      upstreamRes.on('end', () => resolve({ kind: 'answered', replicaClosing }));
      upstreamRes.on('error', (error) => {
        res.destroy(error);
        resolve({ kind: 'answered' });
      });
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent) {
        res.destroy(error);
        resolve({ kind: 'answered' });
        return;
      }
      resolve({ kind: 'failed', error, connected, timedOut: error.code === 'ETIMEDOUT' });
    });

    // The browser went away: stop the upstream work too.
    const onClose = () => {
      if (!res.writableFinished) request.destroy();
    };
    res.once('close', onClose);
    request.once('close', () => res.off('close', onClose));

    if (body.kind === 'buffered') request.end(body.bytes);
    else body.stream.pipe(request);
  });
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

function sendFailure(res: ServerResponse, service: string, timedOut: boolean): void {
  sendApiMessage(res, timedOut ? 504 : 502, timedOut ? `${service} service timed out` : `${service} service is unavailable`);
}

/**
 * Streams the request to one of the service's replicas and its response back, untouched apart from
 * hop-by-hop headers, the X-Forwarded-* set and compression (response-compression.ts). A request that
 * never reached a replica goes to the next one (retry-policy.ts); none left → 502 `{ message }`, timed
 * out → 504.
 */
export async function proxyRequest(ctx: Context, options: ProxyOptions): Promise<void> {
  ctx.respond = false; // we write the raw response ourselves
  const traceparent = typeof ctx.state.traceparent === 'string' ? ctx.state.traceparent : undefined;
  await proxyExchange(ctx.req, ctx.res, options, { protocol: ctx.protocol, path: ctx.path, ...(traceparent ? { traceparent } : {}) });
}

/** proxyRequest on the bare request and response (the edge's API fast path, api-fast-path.ts). */
export async function proxyExchange(req: IncomingMessage, res: ServerResponse, options: ProxyOptions, exchange: ExchangeContext): Promise<void> {
  const headers = forwardedHeaders(req, exchange);
  const body = await readReplayableBody(req);
  const order = options.pool.attemptOrder();
  let last: AttemptFailure | undefined;
  for (const [index, url] of order.entries()) {
    const outcome = await attempt(req, res, url, headers, body, options);
    if (outcome.kind === 'answered') {
      // A replica that is shutting down closes each connection after its answer: send the next
      // requests elsewhere rather than open new connections to it.
      if (outcome.replicaClosing) options.pool.markDown(url);
      else options.pool.markUp(url);
      return;
    }
    last = outcome;
    const { error } = outcome;
    // Refused, or dropped before answering: either way the next requests should try the others first
    // (a killed replica drops every kept-alive socket at once; a timeout says nothing about the rest).
    if (!outcome.timedOut) options.pool.markDown(url);
    const retry = index < order.length - 1 && isRetryable(outcome, req.method ?? 'GET', body) && !res.destroyed;
    options.logger?.warn(
      { err: error, service: options.service, replica: url, path: exchange.path, retry },
      retry ? 'upstream request failed; trying the next replica' : 'upstream request failed',
    );
    if (!retry) break;
  }
  if (!res.destroyed && !res.headersSent) sendFailure(res, options.service, last?.timedOut ?? false);
}
