import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { DEFAULT_BIND_ADDRESS } from './bind-address.ts';
import { hasInternalEndpoints, internalListenerPort, internalRequestHandler } from './internal-endpoints.ts';
import type { Logger } from './logger.ts';

export interface StartServiceOptions {
  port: number;
  name: string;
  /** Interface to listen on; default 127.0.0.1 (this machine only, see bind-address.ts). */
  host?: string;
  /**
   * INTERNAL_PORT: where an app of createServiceApp serves its internal endpoints. Unset: on `port`
   * while `host` is loopback, else on `port` + 10000 (docs/architecture.md, "Internal endpoints").
   */
  internalPort?: number;
  /** Runs after in-flight requests drained (or the drain timed out): close the database, the bus, ... */
  onShutdown?: () => Promise<void>;
  /** Longest wait for in-flight requests before idle/remaining connections are cut. Default 10 s. */
  shutdownTimeoutMs?: number;
  /**
   * Before it stops accepting, the service drains for up to this long (default 0): every answer says
   * `Connection: close`, and it waits for its clients to let their kept-alive sockets go. Closing an
   * idle kept-alive socket under a client races with a request the client is sending on it, which
   * then fails (docs/architecture.md, "Replicas behind the edge").
   */
  drainMs?: number;
  /** The runner's logger, at the LOG_LEVEL it read (run-service.ts); this module reads no settings itself. */
  logger: Logger;
  /** Exit the process after shutting down on a signal (default true). */
  exitOnSignal?: boolean;
}

export interface RunningService {
  server: Server;
  port: number;
  /** The internal listener and its port, when the internal endpoints moved off `port`. */
  internal?: { server: Server; port: number };
  /** Stops accepting, drains in-flight requests, then runs onShutdown. Idempotent. */
  shutdown(reason?: string): Promise<void>;
}

function connectionCount(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

async function listening(server: Server, port: number, host: string): Promise<number> {
  server.listen({ port, host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return (server.address() as AddressInfo).port;
}

/** Closes a listener whose requests are short (scrapes, probes): idle sockets at once, the rest after `graceMs`. */
async function closeSoon(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
}

/**
 * Listens and wires graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let in-flight
 * requests finish (up to the timeout), close keep-alive sockets, then onShutdown.
 */
export async function startService(app: Koa, opts: StartServiceOptions): Promise<RunningService> {
  const { logger } = opts;
  const timeoutMs = opts.shutdownTimeoutMs ?? 10_000;
  const host = opts.host ?? DEFAULT_BIND_ADDRESS;
  // Off loopback the internal endpoints leave the service's port before it opens (docs/architecture.md,
  // "Internal endpoints"); the internal listener opens first so a busy port stops the start cleanly.
  const internalPort = hasInternalEndpoints(app) ? internalListenerPort({ host, port: opts.port, internalPort: opts.internalPort }) : undefined;
  let internal: RunningService['internal'];
  if (internalPort !== undefined) {
    const internalServer = createServer(internalRequestHandler(app));
    internal = { server: internalServer, port: await listening(internalServer, internalPort, host) };
  }
  const server = createServer(app.callback());
  let port: number;
  try {
    port = await listening(server, opts.port, host);
  } catch (error) {
    if (internal) await closeSoon(internal.server, 0);
    throw error;
  }
  logger.info({ host, port, internalPort: internal?.port }, `${opts.name} listening`);

  // Answers not yet sent, so a drain can ask for their sockets to close after them too.
  const unanswered = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    unanswered.add(res);
    res.once('close', () => unanswered.delete(res));
  });
  const drain = async (drainMs: number) => {
    draining = true;
    for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
    const until = Date.now() + drainMs;
    while (Date.now() < until && (await connectionCount(server)) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  let shuttingDown: Promise<void> | undefined;
  const shutdown = (reason = 'shutdown'): Promise<void> => {
    shuttingDown ??= (async () => {
      logger.info({ reason }, `${opts.name} shutting down`);
      if (opts.drainMs) await drain(opts.drainMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets become idle as their last response finishes; close them as they do.
      server.closeIdleConnections();
      const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const outcome = await Promise.race([closed.then(() => 'drained' as const), timedOut]);
      clearTimeout(timer);
      clearInterval(idleSweep);
      if (outcome === 'timeout') {
        logger.warn({ timeoutMs }, 'in-flight requests did not finish in time; closing connections');
        server.closeAllConnections();
        await closed;
      }
      // Readiness details and metrics stay readable while the service's port drains.
      if (internal) await closeSoon(internal.server, 1_000);
      try {
        await opts.onShutdown?.();
      } catch (error) {
        logger.error({ err: error }, 'onShutdown failed');
      }
      logger.info(`${opts.name} stopped`);
    })();
    return shuttingDown;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    void shutdown(signal).then(() => {
      if (opts.exitOnSignal !== false) process.exit(0);
    });
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  server.once('close', () => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  });

  return { server, port, ...(internal ? { internal } : {}), shutdown };
}
