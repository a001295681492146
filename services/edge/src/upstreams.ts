import { DEFAULT_SERVICE_PORTS, LIVE_SERVICE_NAMES, type LiveServiceName } from './route-table.ts';

/** Base URL per live service; planned services have no process, their prefixes answer 501. */
export type Upstreams = Record<LiveServiceName, string>;

/**
 * Base URL per live service: `<SERVICE>_URL` (e.g. `CHOICES_URL=http://choices:8080`), else
 * `http://127.0.0.1:<SERVICE>_PORT` with the default ports of the runtime layout.
 */
export function upstreamsFromEnv(env: NodeJS.ProcessEnv = process.env): Upstreams {
  return Object.fromEntries(
    LIVE_SERVICE_NAMES.map((name) => {
      const key = name.toUpperCase();
      const url = env[`${key}_URL`] ?? `http://127.0.0.1:${env[`${key}_PORT`] ?? DEFAULT_SERVICE_PORTS[name]}`;
      return [name, url.replace(/\/$/, '')];
    }),
  ) as Upstreams;
}
