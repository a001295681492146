import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

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

/** A request's or an answer's headers without those of its own connection, as a proxy passes them on. */
export function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
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

/** What the request needs besides its own bytes: how it reached the edge and the edge's span. */
export interface ExchangeContext {
  /** `http` or `https` as the browser reached the edge; X-Forwarded-Proto, when the request has one, wins. */
  protocol: string;
  /** The edge's span, which the service continues (request-log.ts). */
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
  // The chain as it came plus the peer, whoever the edge trusts: each service reads it with its own
  // TRUSTED_PROXIES (docs/architecture.md, "Trusted proxies").
  const priorFor = incoming.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = priorFor ? `${String(priorFor)}, ${remoteAddress}` : remoteAddress;
  headers['x-forwarded-proto'] = (incoming.headers['x-forwarded-proto'] as string | undefined) ?? exchange.protocol;
  headers['x-forwarded-host'] = (incoming.headers['x-forwarded-host'] as string | undefined) ?? incoming.headers.host ?? '';
  // The service continues the edge's span, not the browser's (request-log.ts).
  if (exchange.traceparent) headers.traceparent = exchange.traceparent;
}

/** The request's own headers as a service is sent them (proxy.ts). */
export function forwardedHeaders(incoming: IncomingMessage, exchange: ExchangeContext): IncomingHttpHeaders {
  // Keep the public Host so services that build absolute URLs see the site's name.
  const headers = withoutHopByHop(incoming.headers);
  addForwarding(headers, incoming, exchange);
  return headers;
}

