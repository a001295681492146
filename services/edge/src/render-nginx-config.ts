import { DEFAULT_SERVICE_PORTS, SERVICE_NAMES, type ServiceName } from './route-table.ts';
import { remoteManifestTable } from './remotes.ts';
import { renderNginxConfig } from './nginx-config.ts';

/**
 * Prints the production nginx config. Upstreams: `NGINX_<SERVICE>_UPSTREAM` (e.g. `choices:4002`, or a
 * comma list of replicas), default `<service>:<port>` (container names); roots: `NGINX_SHELL_ROOT`,
 * `NGINX_ASSETS_ROOT`; remote URLs: `REMOTE_<NAME>_URL` as for the dev edge.
 */
const env = process.env;
const upstreams = Object.fromEntries(
  SERVICE_NAMES.map((name) => [name, env[`NGINX_${name.toUpperCase()}_UPSTREAM`] ?? `${name}:${DEFAULT_SERVICE_PORTS[name]}`]),
) as Record<ServiceName, string>;

process.stdout.write(
  renderNginxConfig({
    upstreams,
    remoteManifest: remoteManifestTable(env),
    shellRoot: env.NGINX_SHELL_ROOT ?? '/srv/alive/shell',
    assetsRoot: env.NGINX_ASSETS_ROOT ?? '/srv/alive',
    listen: env.NGINX_LISTEN ?? '80',
    serverName: env.NGINX_SERVER_NAME ?? '_',
  }),
);
