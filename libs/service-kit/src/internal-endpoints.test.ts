import { createServer } from 'node:net';
import { request as httpRequest } from 'node:http';
import Router from '@koa/router';
import { z } from 'zod';
import { defineEndpointTable } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import { createInProcessBus } from '@alive/events';
import { createServiceApp } from './create-service-app.ts';
import { loadServiceConfig } from './config.ts';
import { INTERNAL_PORT_OFFSET, internalListenerPort, isLoopbackAddress } from './internal-endpoints.ts';
import { createLogger } from './logger.ts';
import { startServiceEntry } from './run-service.ts';
import type { ServiceEntry } from './service-entry.ts';
import { SettingsError } from './settings/define-settings.ts';
import { startService, type RunningService } from './start-service.ts';
import { createFakePrisma } from './test-support/fake-prisma.ts';

const config = loadServiceConfig({ SESSION_KEYS: 'test-key', LOG_LEVEL: 'silent' });
const silent = createLogger({ name: 'test', level: 'silent' });

const operations = defineEndpointTable({
  service: 'example',
  description: 'Example.',
  endpoints: {
    ping: { method: 'get', path: '/api/example/ping', summary: 'Ping', access: 'public', responses: { 200: { description: 'Pong', schema: z.object({ pong: z.boolean() }) } } },
  },
});

function exampleApp(fake = createFakePrisma()) {
  const router = new Router();
  router.get('/api/example/ping', (ctx) => {
    ctx.body = { pong: true };
  });
  return createServiceApp({ name: 'example', prisma: fake.prisma, routers: [router], operations, config, logger: silent });
}

const start = (app: ReturnType<typeof exampleApp>, options: { host?: string; internalPort?: number } = {}) =>
  startService(app, { port: 0, name: 'example', logger: silent, exitOnSignal: false, ...options });

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** fetch cannot send TRACE; a raw request can. */
function trace(port: number, path: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'TRACE' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('where the internal listener goes', () => {
  it('loopback addresses are 127.0.0.0/8, ::1 and localhost', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1']) expect(isLoopbackAddress(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.1.2.3', '192.168.0.4', 'fe80::1', 'alive.local']) expect(isLoopbackAddress(host), host).toBe(false);
  });

  it('on loopback without INTERNAL_PORT there is none; off loopback it is the port + 10000', () => {
    expect(internalListenerPort({ host: '127.0.0.1', port: 4002 })).toBeUndefined();
    expect(internalListenerPort({ host: '0.0.0.0', port: 4002 })).toBe(4002 + INTERNAL_PORT_OFFSET);
    expect(internalListenerPort({ host: '10.0.0.7', port: 0 })).toBe(0);
  });

  it('INTERNAL_PORT wins, on loopback too, and may not be the service port', () => {
    expect(internalListenerPort({ host: '127.0.0.1', port: 4002, internalPort: 9100 })).toBe(9100);
    expect(internalListenerPort({ host: '0.0.0.0', port: 4002, internalPort: 9100 })).toBe(9100);
    expect(() => internalListenerPort({ host: '0.0.0.0', port: 4002, internalPort: 4002 })).toThrow(/INTERNAL_PORT 4002 is the service's own port/);
    expect(() => internalListenerPort({ host: '0.0.0.0', port: 60_000 })).toThrow(/above 65535; set INTERNAL_PORT/);
  });
});

describe('internal endpoints of a service', () => {
  describe('bound to loopback (the default): unchanged, all on the service port', () => {
    let running: RunningService;
    const fake = createFakePrisma();
    beforeAll(async () => {
      running = await start(exampleApp(fake));
    });
    afterAll(() => running.shutdown('test'));
    beforeEach(() => {
      fake.state.databaseUp = true;
    });
    const get = (path: string) => fetch(`http://127.0.0.1:${running.port}${path}`);

    it('opens no internal listener', () => {
      expect(running.internal).toBeUndefined();
    });

    it('serves /metrics, /openapi.json and readiness details on its port', async () => {
      const metrics = await get('/metrics');
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds');
      const document = await get('/openapi.json');
      expect(document.status).toBe(200);
      expect(await document.json()).toMatchObject({ openapi: expect.any(String) });
      fake.state.databaseUp = false;
      const ready = await get('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ message: 'Not ready: database' });
    });

    it('answers an unknown method on /metrics with 405 and its Allow header', async () => {
      const answer = await trace(running.port, '/metrics');
      expect(answer.status).toBe(405);
      expect(answer.allow).toContain('GET');
    });
  });

  describe('bound to every interface (BIND_ADDRESS=0.0.0.0)', () => {
    let running: RunningService;
    const fake = createFakePrisma();
    beforeAll(async () => {
      running = await start(exampleApp(fake), { host: '0.0.0.0' });
    });
    afterAll(() => running.shutdown('test'));
    beforeEach(() => {
      fake.state.databaseUp = true;
    });
    const publicGet = (path: string) => fetch(`http://127.0.0.1:${running.port}${path}`);
    const internalGet = (path: string) => fetch(`http://127.0.0.1:${running.internal!.port}${path}`);

    it('opens an internal listener on the same interface, apart from the service port', () => {
      expect(running.internal).toBeDefined();
      expect(running.internal!.port).not.toBe(running.port);
      expect(running.internal!.server.address()).toMatchObject({ address: '0.0.0.0' });
    });

    it('the service port answers 404 for /metrics and /openapi.json, like any unknown path', async () => {
      for (const path of ['/metrics', '/openapi.json']) {
        const response = await publicGet(path);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ message: 'Not Found' });
      }
    });

    it('the service port tells the readiness status only, never which check fails', async () => {
      const ready = await publicGet('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      fake.state.databaseUp = false;
      const notReady = await publicGet('/readyz');
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ message: 'Not ready' });
    });

    it('the service port keeps /healthz and the API', async () => {
      expect((await publicGet('/healthz')).status).toBe(200);
      const ping = await publicGet('/api/example/ping');
      expect(ping.status).toBe(200);
      expect(await ping.json()).toEqual({ pong: true });
    });

    it('the service port does not reveal internal paths through an unknown method', async () => {
      const answer = await trace(running.port, '/metrics');
      expect(answer.status).toBe(405);
      expect(answer.allow).toBe('');
    });

    it('the internal port serves /metrics, /openapi.json, /healthz and readiness details', async () => {
      const metrics = await internalGet('/metrics');
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds');
      const document = await internalGet('/openapi.json');
      expect(document.status).toBe(200);
      expect(await document.json()).toMatchObject({ paths: { '/api/example/ping': expect.any(Object) } });
      expect((await internalGet('/healthz')).status).toBe(200);
      expect((await internalGet('/readyz')).status).toBe(200);
      fake.state.databaseUp = false;
      const notReady = await internalGet('/readyz');
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ message: 'Not ready: database' });
    });

    it('the internal port serves nothing else', async () => {
      const response = await internalGet('/api/example/ping');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    });

    it('the internal port keeps 405 for an unknown method on an internal path', async () => {
      const answer = await trace(running.internal!.port, '/metrics');
      expect(answer.status).toBe(405);
      expect(answer.allow).toContain('GET');
    });

    it('requests on either port are counted in the metrics', async () => {
      await publicGet('/api/example/ping');
      const text = await (await internalGet('/metrics')).text();
      expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/example\/ping"[^}]*\} [1-9]/);
      expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/metrics"/);
    });
  });

  it('INTERNAL_PORT moves them on loopback too', async () => {
    const internalPort = await freePort();
    const running = await start(exampleApp(), { internalPort });
    try {
      expect(running.internal?.port).toBe(internalPort);
      expect((await fetch(`http://127.0.0.1:${running.port}/metrics`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${internalPort}/metrics`)).status).toBe(200);
    } finally {
      await running.shutdown('test');
    }
  });

  it('shutdown closes the internal listener too', async () => {
    const running = await start(exampleApp(), { host: '0.0.0.0' });
    const internalUrl = `http://127.0.0.1:${running.internal!.port}/healthz`;
    expect((await fetch(internalUrl)).status).toBe(200);
    await running.shutdown('test');
    await expect(fetch(internalUrl)).rejects.toThrow();
    expect(running.internal!.server.listening).toBe(false);
  });

  it('a busy internal port stops the start, leaving the service port closed', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    try {
      await expect(start(exampleApp(), { internalPort: busy })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });

  it('apps not made by createServiceApp (the edge, the identity provider) get no internal listener', async () => {
    const Koa = (await import('koa')).default;
    const running = await startService(new Koa(), { port: 0, name: 'plain', host: '0.0.0.0', logger: silent, exitOnSignal: false });
    try {
      expect(running.internal).toBeUndefined();
    } finally {
      await running.shutdown('test');
    }
  });
});

describe('INTERNAL_PORT read by a service entry', () => {
  const entry: ServiceEntry = { name: 'admin', settings: {}, create: ({ config }) => ({ app: createServiceApp({ name: 'admin', prisma: createFakePrisma().prisma, routers: [], config: config(), logger: silent }) }) };

  it('standalone, the runner passes it to the listener', async () => {
    const internalPort = await freePort();
    const running = await startServiceEntry(entry, {
      env: { ADMIN_PORT: '0', INTERNAL_PORT: String(internalPort), SESSION_KEYS: 'k', LOG_LEVEL: 'silent', SHUTDOWN_DRAIN_MS: '0' },
      exitOnSignal: false,
    });
    try {
      expect(running.internal?.port).toBe(internalPort);
      expect((await fetch(`http://127.0.0.1:${internalPort}/metrics`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${running.port}/metrics`)).status).toBe(404);
    } finally {
      await running.shutdown('test');
    }
  });

  it('a bad INTERNAL_PORT stops the start naming it', async () => {
    await expect(startServiceEntry(entry, { env: { ADMIN_PORT: '0', INTERNAL_PORT: '70000', SESSION_KEYS: 'k', LOG_LEVEL: 'silent' } })).rejects.toThrow(
      /INTERNAL_PORT: expected a port from 0 to 65535/,
    );
  });

  it('is refused when one process runs several services (the embedded launcher)', async () => {
    const bus = createInProcessBus();
    try {
      const shared = { config: loadServiceConfig({ SESSION_KEYS: 'k', LOG_LEVEL: 'silent', INTERNAL_PORT: '9100' }), prisma: {} as PrismaClient, bus };
      await expect(startServiceEntry(entry, { env: { ADMIN_PORT: '0', LOG_LEVEL: 'silent' }, shared, exitOnSignal: false })).rejects.toThrow(SettingsError);
    } finally {
      await bus.close();
    }
  });
});
