import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connection, pool, send } from './http-client.mjs';

// A simulated person's requests go one after another on one kept-alive socket, as a browser's do
// (tools/README.md): a new connection per request would measure connection set-up, not the service.
describe('the tools’ HTTP client', () => {
  let server: Server;
  let url: string;
  const seen: { method?: string; url?: string; cookie?: string; type?: string; body: string; socket: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, cookie: req.headers.cookie, type: req.headers['content-type'], body, socket: req.socket });
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
        res.end(JSON.stringify({ n: seen.length }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    seen.length = 0;
  });

  it('sends one request after another on one connection, with the cookie and a JSON body', async () => {
    const person = connection(url);
    try {
      const next = await send(person, 'GET', '/api/choice-pairs/next', { cookie: 'alive.sid=a' });
      expect({ status: next.status, text: next.text }).toEqual({ status: 200, text: '{"n":1}' });
      expect(next.headers['set-cookie']).toEqual(['a=1', 'b=2']);
      const choice = await send(person, 'POST', '/api/user-choices', { cookie: 'alive.sid=a', body: '{"choicePairId":7}' });
      expect({ status: choice.status, text: choice.text }).toEqual({ status: 201, text: '{"n":2}' });
      expect(seen.map(({ method, url: path, cookie, type, body }) => ({ method, path, cookie, type, body }))).toEqual([
        { method: 'GET', path: '/api/choice-pairs/next', cookie: 'alive.sid=a', type: undefined, body: '' },
        { method: 'POST', path: '/api/user-choices', cookie: 'alive.sid=a', type: 'application/json', body: '{"choicePairId":7}' },
      ]);
      expect(seen[0]!.socket).toBe(seen[1]!.socket);
    } finally {
      await person.close();
    }
  });

  it('spreads concurrent requests of a pool over at most its connections', async () => {
    const readers = pool(url, 2);
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, () => send(readers, 'GET', '/x')));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(seen.map((request) => request.socket)).size).toBeLessThanOrEqual(2);
    } finally {
      await readers.close();
    }
  });

  it('rejects with the socket error when nothing answers', async () => {
    const nobody = connection('http://127.0.0.1:9');
    try {
      await expect(send(nobody, 'GET', '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await nobody.destroy();
    }
  });
});
