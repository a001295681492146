import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

let stdout: DestinationStream | undefined;

/**
 * Every logger of the process writes through one synchronous stdout stream. pino's default is an
 * asynchronous stream per logger: its writes go through libuv's thread pool, which cost the edge more
 * CPU per request than writing at once (docs/performance.md, "The edge's overhead"), and two loggers'
 * lines could reach the log out of order. Written at once, a line is also never lost when the process
 * ends.
 */
function stdoutDestination(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: true });
  return stdout;
}

/** One JSON line per event on stdout; `service` names the process in aggregated logs. */
export function createLogger(opts: { name: string; level?: string }): Logger {
  return pino(
    {
      level: opts.level ?? 'info',
      base: { service: opts.name },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    },
    stdoutDestination(),
  );
}
