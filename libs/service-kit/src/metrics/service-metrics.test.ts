import Router from '@koa/router';
import createError from 'http-errors';
import { createServiceApp } from '../create-service-app.ts';
import { loadServiceConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../testing.ts';
import { createFakePrisma } from '../test-support/fake-prisma.ts';
import { Gauge } from 'prom-client';

const config = loadServiceConfig({ SESSION_KEYS: 'test-key-1', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

/** The value of one sample line of the text exposition, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('service metrics (GET /metrics)', () => {
  let server: TestServer;

  beforeAll(async () => {
    const router = new Router({ prefix: '/api/things' });
    router.get('/:id', (ctx) => {
      ctx.body = { id: ctx.params.id };
    });
    router.get('/:id/broken', () => {
      throw createError(400, 'Bad thing');
    });
    server = await startTestServer(
      createServiceApp({
        name: 'things',
        prisma: createFakePrisma().prisma,
        routers: [router],
        config,
        registerMetrics: (registry) => {
          new Gauge({ name: 'things_extra', help: 'a service-specific metric', registers: [registry], collect() { this.set(7); } });
        },
      }),
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  it('counts requests by route pattern, method and status, without ids or unknown paths in the labels', async () => {
    await fetch(`${server.url}/api/things/41`);
    await fetch(`${server.url}/api/things/42`);
    await fetch(`${server.url}/api/things/42/broken`);
    await fetch(`${server.url}/api/nothing-here/123`);
    await fetch(`${server.url}/api/things/42`, { method: 'PROPFIND' });
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    const count = (labels: Record<string, string>) => sample(text, 'http_request_duration_seconds_count', { service: 'things', ...labels });
    expect(count({ method: 'GET', route: '/api/things/:id', status: '200' })).toBe(2);
    expect(count({ method: 'GET', route: '/api/things/:id/broken', status: '400' })).toBe(1);
    expect(count({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(count({ method: 'other' })).toBe(1);
    expect(text).not.toMatch(/route="[^"]*(41|42|123|nothing-here)/);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/things/:id', status: '200', le: '+Inf' })).toBe(2);
  });

  it('serves the process metrics and the service\'s own', async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/^process_cpu_user_seconds_total\{service="things"\} \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="things"\} /m);
    expect(text).toMatch(/^things_extra\{service="things"\} 7$/m);
  });

  it('needs no session and writes no session cookie', async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
  });
});
