import net from 'node:net';

/**
 * One person's keep-alive HTTP/1.1 connection for the choice-loop bench, with as little client work as
 * a request can take: the request is one string written in one call, and the answer is read by its
 * Content-Length (or chunks). Node's http client cost the bench 0.34 ms of CPU per loop on the same 2
 * CPUs as the service and Postgres, against pgbench's client at 0.08 ms, so the load generator itself
 * held the service's throughput down and queued its latencies (docs/performance.md, "A benchmark you
 * can trust"). Not a general client: no redirects, no pipelining, one request at a time.
 */
export class LeanConnection {
  constructor({ hostname, port }) {
    this.hostname = hostname;
    this.port = Number(port);
    this.socket = undefined;
    this.waiting = undefined;
    this.received = Buffer.alloc(0);
  }

  connect() {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: this.hostname, port: this.port }, () => resolve(socket));
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.on('data', (chunk) => this.onData(chunk));
      socket.on('close', () => {
        if (this.socket === socket) this.socket = undefined;
        this.fail(new Error('connection closed'));
      });
    });
  }

  /** Resolves with `{ status, text }`. */
  async request(method, path, cookie, body) {
    if (!this.socket) {
      this.socket = await this.connect();
      this.socket.on('error', (error) => this.fail(error));
    }
    let head = `${method} ${path} HTTP/1.1\r\nHost: ${this.hostname}:${this.port}\r\nCookie: ${cookie}\r\n`;
    if (body !== undefined) head += `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;
    const text = `${head}\r\n${body ?? ''}`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.received = Buffer.alloc(0);
      this.socket.write(text);
    });
  }

  onData(chunk) {
    this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
    const response = parseResponse(this.received);
    if (!response || !this.waiting) return;
    const { resolve } = this.waiting;
    this.waiting = undefined;
    this.received = Buffer.alloc(0);
    if (response.close) this.socket?.destroy();
    resolve({ status: response.status, text: response.text });
  }

  fail(error) {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }

  close() {
    this.socket?.destroy();
    this.socket = undefined;
  }
}

/** A whole response in `bytes` → `{ status, text, close }`; undefined while more is to come. */
export function parseResponse(bytes) {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = bytes.toString('latin1', 0, end);
  const [statusLine, ...lines] = head.split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers = new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const close = headers.get('connection')?.toLowerCase() === 'close';
  const start = end + 4;
  if (headers.get('transfer-encoding')?.toLowerCase().includes('chunked')) {
    const parts = [];
    let at = start;
    for (;;) {
      const lineEnd = bytes.indexOf('\r\n', at);
      if (lineEnd < 0) return undefined;
      const size = parseInt(bytes.toString('latin1', at, lineEnd), 16);
      if (bytes.length < lineEnd + 2 + size + 2) return undefined;
      if (size === 0) return { status, text: Buffer.concat(parts).toString('utf8'), close };
      parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = Number(headers.get('content-length') ?? 0);
  if (bytes.length < start + length) return undefined;
  return { status, text: bytes.toString('utf8', start, start + length), close };
}
