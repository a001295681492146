import { DEFAULT_SERVICE_PORTS, SERVICE_NAMES, type ServiceName } from './route-table.ts';

export type Upstreams = Record<ServiceName, string>;

/**
 * Base URL per service: `<SERVICE>_URL` (e.g. `CHOICES_URL=http://choices:8080`), else
 * `http://127.0.0.1:<SERVICE>_PORT` with the default ports of the runtime layout.
 */
export function upstreamsFromEnv(env: NodeJS.ProcessEnv = process.env): Upstreams {
  return Object.fromEntries(
    SERVICE_NAMES.map((name) => {
      const key = name.toUpperCase();
      const url = env[`${key}_URL`] ?? `http://127.0.0.1:${env[`${key}_PORT`] ?? DEFAULT_SERVICE_PORTS[name]}`;
      return [name, url.replace(/\/$/, '')];
    }),
  ) as Upstreams;
}
