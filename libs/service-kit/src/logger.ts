import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

let stdout: DestinationStream | undefined;

/**
 * Every logger of the process writes through one asynchronous stdout stream. A synchronous write per
 * line cost the edge a fifth of its CPU and the choices service about 9 % (docs/performance.md,
 * "The edge's overhead"); written asynchronously, lines that come while a write is under way go out
 * together in the next one, and a quiet process still writes each line at once. One stream keeps lines
 * whole and in order (two writers to one pipe could interleave their batches), and pino flushes it
 * synchronously when the process exits, a crash included.
 */
function stdoutDestination(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false });
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
