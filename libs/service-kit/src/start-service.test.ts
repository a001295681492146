import Koa from 'koa';
import { startService } from './start-service.ts';
import { createLogger } from './logger.ts';

const silent = createLogger({ name: 'test', level: 'silent' });

/** A request that reached the handler (`arrived`) and waits there until the test lets it go (`release`). */
function heldRequests() {
  let signalArrived!: () => void;
  const arrived = new Promise<void>((resolve) => (signalArrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async () => {
    signalArrived();
    await released;
  };
  return { arrived, release, hold };
}

describe('startService', () => {
  it('drains an in-flight request before running onShutdown, and stops accepting', async () => {
    const events: string[] = [];
    const held = heldRequests();
    const app = new Koa();
    app.use(async (ctx) => {
      await held.hold();
      events.push('request finished');
      ctx.body = 'done';
    });
    const running = await startService(app, {
      port: 0,
      name: 'drain-test',
      logger: silent,
      exitOnSignal: false,
      onShutdown: async () => {
        events.push('onShutdown');
      },
    });
    const url = `http://127.0.0.1:${running.port}/`;
    const inFlight = fetch(url).then((response) => response.text());
    await held.arrived;
    const stopped = running.shutdown('test');
    held.release();
    expect(await inFlight).toBe('done');
    await stopped;
    expect(events).toEqual(['request finished', 'onShutdown']);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('cuts requests that outlive the shutdown timeout, then still runs onShutdown', async () => {
    const held = heldRequests();
    const app = new Koa();
    app.use(async (ctx) => {
      await held.hold(); // never released: only the shutdown timeout ends it
      ctx.body = 'too late';
    });
    let closed = false;
    const running = await startService(app, {
      port: 0,
      name: 'timeout-test',
      logger: silent,
      exitOnSignal: false,
      shutdownTimeoutMs: 100,
      onShutdown: async () => {
        closed = true;
      },
    });
    const slow = fetch(`http://127.0.0.1:${running.port}/`).catch((error: unknown) => error);
    await held.arrived;
    const started = Date.now();
    await running.shutdown('test');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(closed).toBe(true);
    expect(await slow).toBeInstanceOf(Error);
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const app = new Koa();
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    let closed = false;
    const running = await startService(app, {
      port: 0,
      name: 'signal-test',
      logger: silent,
      exitOnSignal: false,
      onShutdown: async () => {
        closed = true;
      },
    });
    process.emit('SIGTERM', 'SIGTERM');
    await running.shutdown();
    expect(closed).toBe(true);
  });
});

describe('startService drain', () => {
  it('answers Connection: close while draining and stops once its clients let their sockets go', async () => {
    const held = heldRequests();
    const app = new Koa();
    app.use(async (ctx) => {
      await held.hold();
      ctx.body = 'ok';
    });
    const running = await startService(app, { port: 0, name: 'drain-close-test', logger: silent, exitOnSignal: false, drainMs: 5_000 });
    const url = `http://127.0.0.1:${running.port}/`;
    // One request in flight when the drain starts, one sent during it: both are told to close.
    const inFlight = fetch(url);
    await held.arrived;
    const started = Date.now();
    const stopped = running.shutdown('test');
    held.release();
    const during = await fetch(url);
    const first = await inFlight;
    expect([first.headers.get('connection'), during.headers.get('connection')]).toEqual(['close', 'close']);
    expect(await during.text()).toBe('ok');
    await stopped;
    // No client kept a socket, so it did not wait the whole drain.
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(fetch(url)).rejects.toThrow();
  });
});
