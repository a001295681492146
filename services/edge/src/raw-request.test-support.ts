import { request, type IncomingHttpHeaders } from 'node:http';

/** An answer as it came over the wire: its bytes as sent, still encoded. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

/**
 * A request to 127.0.0.1 with exactly these headers: fetch would add its own Accept-Encoding and decode
 * the answer, and the edge's compression tests need to see what was sent.
 */
export function rawRequest(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
