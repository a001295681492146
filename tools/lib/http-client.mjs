/**
 * The HTTP client of the benches, soak and fault runs: undici, the client inside Node's own fetch
 * (tools/README.md). A simulated person is one `connection` (one keep-alive socket, one request at a
 * time), readers sharing sockets are a `pool`.
 *
 * What the load generator costs matters here: it shares the machine's CPUs with the service and
 * Postgres, so a heavy client holds the service's throughput down and queues its latencies
 * (docs/performance.md, "A benchmark you can trust"). Against one local server, a choice loop (GET
 * next + POST choice) took 0.07 ms of the bench's CPU with undici, 0.17 ms with Node's http module
 * and 0.05 ms with the hand-written HTTP/1.1 client this replaces; pgbench's own client takes 0.07 ms.
 */
import { Client, Pool } from 'undici';

/** One keep-alive connection to the origin of `url`, sending one request at a time. */
export function connection(url) {
  return new Client(new URL(url).origin, { pipelining: 1 });
}

/** Up to `connections` keep-alive connections to the origin of `url`, each sending one request at a time. */
export function pool(url, connections) {
  return new Pool(new URL(url).origin, { connections, pipelining: 1 });
}

/**
 * Sends one request on `dispatcher` (a connection or pool) and reads the whole answer: resolves with
 * `{ status, headers, text }` (header names in lower case), rejects when no answer came (undici's
 * error, its `code` such as ECONNREFUSED or UND_ERR_SOCKET). A `body` is sent as JSON; `timeoutMs`
 * bounds the wait for the head and for each part of the body.
 */
export async function send(dispatcher, method, path, { cookie, body, headers = {}, timeoutMs } = {}) {
  const all = { ...headers };
  if (cookie) all.cookie = cookie;
  if (body !== undefined && !('content-type' in all)) all['content-type'] = 'application/json';
  const response = await dispatcher.request({
    method,
    path,
    headers: all,
    body,
    ...(timeoutMs === undefined ? {} : { headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
  });
  return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
}
