import http from 'node:http';

/**
 * One request on a keep-alive agent (one connection per simulated person), with `extraHeaders` if any
 * (a POST's Idempotency-Key); resolves with status and text.
 */
export function requestOnce(agent, { hostname, port }, method, path, cookie, body, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    const headers = { cookie, ...extraHeaders };
    if (body) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = http.request({ agent, hostname, port, method, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}
