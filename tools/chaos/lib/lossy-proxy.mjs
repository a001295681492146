/**
 * A small HTTP proxy between the simulated clients and the choices service that does to requests what
 * a flaky mobile connection does. Each request names the fault it suffers in the `x-chaos-fault`
 * header (the client draws it from its seeded generator; the header is removed before forwarding):
 *
 * - `disconnect`: the connection drops before anything reaches the service;
 * - `drop-before-answer`: the whole request is forwarded, then the client's connection is destroyed
 *   before the service answers, so the client's retry can reach the service while the first request
 *   is still being processed;
 * - `drop-answer`: the service's whole answer is read, then the client's connection is destroyed
 *   instead of passing it on;
 * - `duplicate`: the request is forwarded twice at the same moment (a retry racing the original);
 *   the client gets the first answer.
 *
 * Every answer the service gave that its client never saw is kept (`unseenAnswers`: the choice's key,
 * fault, status, body), so the script can check that it is exactly the answer the key's client got.
 */
import http from 'node:http';
import { freePort } from '../../bench/lib/service-processes.mjs';

export const FAULT_HEADER = 'x-chaos-fault';
/** The client's key for the choice, sent even when the Idempotency-Key is not (--without-key), removed here. */
export const CHOICE_KEY_HEADER = 'x-chaos-choice';
export const FAULTS = ['disconnect', 'drop-before-answer', 'drop-answer', 'duplicate'];

/** Headers that describe one hop, not the message: never copied across the proxy. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', FAULT_HEADER, CHOICE_KEY_HEADER];

function withoutHopHeaders(headers) {
  const copy = { ...headers };
  for (const name of HOP_HEADERS) delete copy[name];
  return copy;
}

function readBody(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export async function startLossyProxy(serviceUrl) {
  const upstream = new URL(serviceUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const unseenAnswers = [];
  const counts = { passed: 0, upstreamErrors: 0, ...Object.fromEntries(FAULTS.map((f) => [f, 0])) };

  /** Sends the request to the service; `onSent` once it is all written. Resolves with the whole answer. */
  function forward(req, payload, onSent) {
    return new Promise((resolve, reject) => {
      const out = http.request(
        {
          agent,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...withoutHopHeaders(req.headers), host: upstream.host, 'content-length': payload.length },
        },
        (answer) => readBody(answer).then((body) => resolve({ status: answer.statusCode, headers: answer.headers, body }), reject),
      );
      out.on('error', reject);
      if (onSent) out.on('finish', onSent);
      out.end(payload);
    });
  }

  const keepUnseen = (req, fault, answer) =>
    unseenAnswers.push({ key: req.headers[CHOICE_KEY_HEADER], fault, status: answer.status, text: answer.body.toString() });

  function pass(res, answer) {
    res.writeHead(answer.status, { ...withoutHopHeaders(answer.headers), 'content-length': answer.body.length });
    res.end(answer.body);
  }

  async function handle(req, res, fault) {
    const payload = await readBody(req);
    const hangUp = () => req.socket.destroy();
    if (fault === 'duplicate') {
      const [first, second] = await Promise.allSettled([forward(req, payload), forward(req, payload)]);
      if (second.status === 'fulfilled') keepUnseen(req, fault, second.value);
      if (first.status === 'fulfilled') pass(res, first.value);
      else hangUp();
      return;
    }
    const answer = await forward(req, payload, fault === 'drop-before-answer' ? hangUp : undefined);
    if (fault) {
      keepUnseen(req, fault, answer);
      hangUp();
    } else {
      pass(res, answer);
    }
  }

  const server = http.createServer((req, res) => {
    const fault = req.headers[FAULT_HEADER];
    if (fault !== undefined && !FAULTS.includes(fault)) throw new Error(`unknown fault ${fault}`);
    counts[fault ?? 'passed'] += 1;
    if (fault === 'disconnect') {
      req.socket.destroy();
      return;
    }
    handle(req, res, fault).catch(() => {
      // The service could not be reached: to the client this is a dropped connection too.
      counts.upstreamErrors += 1;
      req.socket.destroy();
    });
  });

  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    unseenAnswers,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
