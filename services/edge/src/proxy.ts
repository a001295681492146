import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Logger } from 'pino';
import { forwardedHeaders, withoutHopByHop, type ExchangeContext } from './forwarded-headers.ts';
import { readReplayableBody, type RequestBody } from './replayable-body.ts';
import { encodingForAnswer, mergeVary, sendCompressed } from './response-compression.ts';
import { isRetryable, type AttemptFailure } from './retry-policy.ts';
import { sendApiMessage } from './send-json.ts';
import { parsedTarget } from './upstream-connections.ts';
import type { UpstreamPool } from './upstream-pool.ts';

// The process (service-entry.ts) and the tests, scripts/ among them, close the connections from here.
export { closeProxyAgents } from './upstream-connections.ts';

export interface ProxyOptions {
  /** The service's replicas (upstream-pool.ts). */
  pool: UpstreamPool;
  /** Service name, for logs and the 502 message. */
  service: string;
  logger?: Logger;
  /** Upstream response-header timeout (ms). Default 30 s. */
  timeoutMs?: number;
}

/** `replicaClosing`: the replica answered `Connection: close`, as a draining one does (start-service.ts). */
type AttemptOutcome = { kind: 'answered'; replicaClosing?: boolean } | AttemptFailure;

/**
 * Writes the replica's answer on the browser's response as it streams in: its headers without the
 * hop-by-hop ones, and its body compressed under the edge's rule (response-compression.ts).
 */
function streamAnswer(req: IncomingMessage, res: ServerResponse, upstreamRes: IncomingMessage): void {
  const status = upstreamRes.statusCode ?? 502;
  const answerHeaders = withoutHopByHop(upstreamRes.headers);
  // Whether or not this one is compressed, the answer depends on Accept-Encoding (response-compression.ts).
  answerHeaders.vary = mergeVary(answerHeaders.vary, 'Accept-Encoding');
  const coding = encodingForAnswer(req.method, req.headers, status, answerHeaders);
  if (!coding) {
    res.writeHead(status, upstreamRes.statusMessage, answerHeaders);
    upstreamRes.pipe(res);
    return;
  }
  const length = answerHeaders['content-length'];
  answerHeaders['content-encoding'] = coding;
  delete answerHeaders['content-length'];
  res.writeHead(status, upstreamRes.statusMessage, answerHeaders);
  sendCompressed(upstreamRes, res, coding, length === undefined ? undefined : Number(length));
}

/** Sends the request to one replica; resolves once its answer was streamed back, or with why it failed. */
function attempt(req: IncomingMessage, res: ServerResponse, targetUrl: string, headers: IncomingHttpHeaders, body: RequestBody, options: ProxyOptions): Promise<AttemptOutcome> {
  const { protocol, hostname, port, secure, basePath, agent } = parsedTarget(targetUrl);

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
      agent,
      timeout: options.timeoutMs ?? 30_000,
    });
    request.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (connected = true));
      else connected = true;
    });

    request.on('response', (upstreamRes: IncomingMessage) => {
      streamAnswer(req, res, upstreamRes);
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

function sendFailure(res: ServerResponse, service: string, timedOut: boolean): void {
  sendApiMessage(res, timedOut ? 504 : 502, timedOut ? `${service} service timed out` : `${service} service is unavailable`);
}

/**
 * Streams the request to one of the service's replicas and its response back, untouched apart from
 * hop-by-hop headers, the X-Forwarded-* set and compression (response-compression.ts). A request that
 * never reached a replica goes to the next one (retry-policy.ts); none left → 502 `{ message }`, timed
 * out → 504. The edge's API path (api-requests.ts) calls it for every proxied request.
 */
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
