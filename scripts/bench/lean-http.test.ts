import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LeanConnection, parseResponse } from './lib/lean-http.mjs';

describe('the choice-loop bench client', () => {
  it('reads a response by its Content-Length or its chunks, and waits for the rest', () => {
    const sized = Buffer.from('HTTP/1.1 201 Created\r\nContent-Length: 11\r\n\r\n{"id":1234}');
    expect(parseResponse(sized)).toEqual({ status: 201, text: '{"id":1234}', close: false });
    expect(parseResponse(sized.subarray(0, sized.length - 1))).toBeUndefined();
    const chunked = Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n');
    expect(parseResponse(chunked)).toEqual({ status: 200, text: 'abcde', close: true });
    expect(parseResponse(chunked.subarray(0, chunked.length - 5))).toBeUndefined();
  });

  it('sends requests one after another on one kept-alive connection, with the cookie and the body', async () => {
    const seen: { method?: string; url?: string; cookie?: string; body: string; socket: unknown }[] = [];
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, cookie: req.headers.cookie, body, socket: req.socket });
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ n: seen.length }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const connection = new LeanConnection({ hostname: '127.0.0.1', port: (server.address() as AddressInfo).port });
    try {
      expect(await connection.request('GET', '/api/choice-pairs/next', 'alive.sid=a')).toEqual({ status: 200, text: '{"n":1}' });
      expect(await connection.request('POST', '/api/user-choices', 'alive.sid=a', '{"choicePairId":7}')).toEqual({ status: 201, text: '{"n":2}' });
      expect(seen.map(({ method, url, cookie, body }) => ({ method, url, cookie, body }))).toEqual([
        { method: 'GET', url: '/api/choice-pairs/next', cookie: 'alive.sid=a', body: '' },
        { method: 'POST', url: '/api/user-choices', cookie: 'alive.sid=a', body: '{"choicePairId":7}' },
      ]);
      expect(seen[0]!.socket).toBe(seen[1]!.socket);
    } finally {
      connection.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
