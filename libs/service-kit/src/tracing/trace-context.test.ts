import { Writable } from 'node:stream';
import Router from '@koa/router';
import pino from 'pino';
import { createServiceApp } from '../create-service-app.ts';
import { loadServiceConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../testing.ts';
import { createFakePrisma } from '../test-support/fake-prisma.ts';
import { inConsumerSpan, startSpan } from './trace-context.ts';

const config = loadServiceConfig({ SESSION_KEYS: 'test-key-1', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'info' });
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('trace context in a service (docs/architecture.md, "Traces")', () => {
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const router = new Router();
    router.get('/api/work', (ctx) => {
      ctx.log.info('doing the work');
      ctx.body = { traceId: ctx.traceId, traceparent: ctx.traceparent };
    });
    server = await startTestServer(
      createServiceApp({ name: 'tracing', prisma: createFakePrisma().prisma, routers: [router], config, logger: pino({ level: 'info' }, sink) }),
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  it('continues the caller\'s trace: same trace id, a span of its own, on the response and on every log line', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(`${server.url}/api/work`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    const body = (await response.json()) as { traceId: string; traceparent: string };
    expect(body.traceId).toBe(traceId);
    const own = TRACEPARENT.exec(body.traceparent);
    expect(own?.[1]).toBe(traceId);
    expect(own?.[2]).not.toBe('00f067aa0ba902b7');
    expect(response.headers.get('traceparent')).toBe(body.traceparent);
    const ofRequest = lines.filter((l) => l.traceId === traceId);
    expect(ofRequest.map((l) => l.msg)).toEqual(['doing the work', 'request completed']);
  });

  it('starts a new trace when the caller sent none or a malformed one', async () => {
    for (const headers of [{}, { traceparent: 'garbage' }] as Record<string, string>[]) {
      const body = (await (await fetch(`${server.url}/api/work`, { headers })).json()) as { traceId: string; traceparent: string };
      expect(body.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(body.traceId).not.toBe('0'.repeat(32));
      expect(TRACEPARENT.exec(body.traceparent)?.[1]).toBe(body.traceId);
    }
  });

  it('startSpan reads message headers too (outbox rows and bus messages carry the same traceparent)', () => {
    const parent = startSpan('parent', {}, { service: 'tracing' });
    const child = startSpan('child', { traceparent: parent.traceparent }, { service: 'tracing' });
    expect(child.traceId).toBe(parent.traceId);
    expect(child.traceparent).not.toBe(parent.traceparent);
  });
});

describe('inConsumerSpan', () => {
  const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  const recording = () => {
    const lines: { level: string; obj: object; msg: string }[] = [];
    const at = (level: string) => (obj: object, msg: string) => void lines.push({ level, obj, msg });
    return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
  };

  it("continues the event's trace and puts its trace id on every line the handler logs", async () => {
    const { lines, logger } = recording();
    const result = await inConsumerSpan({ service: 'tracing', name: 'consume x', traceparent }, logger, async (traced) => {
      traced.info({ eventId: 'e1' }, 'handled');
      traced.error({}, 'odd');
      return 42;
    });
    expect(result).toBe(42);
    expect(lines).toEqual([
      { level: 'info', obj: { eventId: 'e1', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' }, msg: 'handled' },
      { level: 'error', obj: { traceId: '4bf92f3577b34da6a3ce929d0e0e4736' }, msg: 'odd' },
    ]);
  });

  it('passes the failure on, and starts a trace of its own without a traceparent', async () => {
    const { lines, logger } = recording();
    await expect(
      inConsumerSpan({ service: 'tracing', name: 'consume x', traceparent: undefined }, logger, async (traced) => {
        traced.warn({}, 'about to fail');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((lines[0]!.obj as { traceId: string }).traceId).toMatch(/^[0-9a-f]{32}$/);
    expect((lines[0]!.obj as { traceId: string }).traceId).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });
});
