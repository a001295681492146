import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** One JSON line per event on stdout; `service` names the process in aggregated logs. */
export function createLogger(opts: { name: string; level?: string }): Logger {
  return pino({
    level: opts.level ?? 'info',
    base: { service: opts.name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
  });
}
