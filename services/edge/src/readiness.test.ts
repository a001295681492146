import { createLogger, createServiceApp, loadServiceConfig, startService, type RunningService } from '@alive/service-kit';
import { upstreamReadiness } from './readiness.ts';

// Off loopback a service's port tells only the status of /readyz (docs/architecture.md, "Internal
// endpoints"); the status is all the edge's /readyz needs of it.
describe('the edge asks a service bound off loopback', () => {
  let databaseUp = true;
  let running: RunningService;
  beforeAll(async () => {
    const prisma = {
      async $queryRawUnsafe<T>(): Promise<T> {
        if (!databaseUp) throw new Error('connect ECONNREFUSED');
        return [] as T;
      },
    };
    const silent = createLogger({ name: 'test', level: 'silent' });
    const app = createServiceApp({ name: 'choices', prisma, routers: [], config: loadServiceConfig({ SESSION_KEYS: 'k', LOG_LEVEL: 'silent' }), logger: silent });
    running = await startService(app, { port: 0, name: 'choices', host: '0.0.0.0', logger: silent, exitOnSignal: false });
  });
  afterAll(() => running.shutdown('test'));

  it('reads ready and not ready from the status alone', async () => {
    expect(running.internal).toBeDefined();
    const upstreams = { choices: `http://127.0.0.1:${running.port}` };
    databaseUp = true;
    expect(await upstreamReadiness(upstreams)).toEqual({ choices: 'ready' });
    databaseUp = false;
    expect(await upstreamReadiness(upstreams)).toEqual({ choices: 'not ready' });
  });
});
