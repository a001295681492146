import { readSettings } from '@alive/service-kit';
import { LIVE_SERVICE_NAMES, type LiveServiceName } from './route-table.ts';
import { upstreamPortSettings, upstreamUrlSettings, upstreamUrlsFrom, type EdgeSettings } from './settings.ts';
import { replicaUrls, UpstreamPool, type UpstreamPoolOptions } from './upstream-pool.ts';

/**
 * Base URL per live service, or a comma-separated list of its replicas' base URLs; planned services
 * have no process, their prefixes answer 501.
 */
export type Upstreams = Record<LiveServiceName, string>;

/** One pool of replicas per service that has at least one (docs/architecture.md, "Replicas behind the edge"). */
export function upstreamPools(upstreams: Readonly<Record<string, string>>, options?: UpstreamPoolOptions): Map<string, UpstreamPool> {
  const pools = new Map<string, UpstreamPool>();
  for (const [name, value] of Object.entries(upstreams)) {
    const urls = replicaUrls(value);
    if (urls.length > 0) pools.set(name, new UpstreamPool(urls, options));
  }
  return pools;
}

/** Base URL (or replicas) per live service from the read settings (settings.ts), each replica list tidied. */
export function upstreamsFrom(settings: Pick<EdgeSettings, 'upstreamUrls' | 'upstreamPorts'>): Upstreams {
  const urls = upstreamUrlsFrom(settings);
  return Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, replicaUrls(urls[name]!).join(',')])) as Upstreams;
}

/**
 * Base URL per live service: `<SERVICE>_URL` (e.g. `CHOICES_URL=http://choices:8080`, or replicas
 * `CHOICES_URL=http://choices-1:4002,http://choices-2:4002`), else
 * `http://127.0.0.1:<SERVICE>_PORT` with the default ports of the runtime layout.
 */
export function upstreamsFromEnv(env: Readonly<Record<string, string | undefined>>): Upstreams {
  return upstreamsFrom(readSettings({ upstreamUrls: upstreamUrlSettings, upstreamPorts: upstreamPortSettings }, env));
}
