import { DEFAULT_SERVICE_PORTS, LIVE_SERVICE_NAMES, type LiveServiceName } from './route-table.ts';
import { createRemotesDocument } from './remote-routes.ts';
import { remoteReleasesFromEnv } from './remote-versions.ts';
import { remoteManifestTable } from './remotes.ts';
import { renderNginxConfig } from './nginx-config.ts';

/**
 * Prints the production nginx config. Upstreams (live services only): `NGINX_<SERVICE>_UPSTREAM` (e.g. `choices:4002`, or a
 * comma list of replicas), default `<service>:<port>` (container names); roots: `NGINX_SHELL_ROOT`,
 * `NGINX_ASSETS_ROOT`; remote URLs: `REMOTE_<NAME>_URL` as for the dev edge; `OIDC_ISSUER` as for the services (the
 * Content-Security-Policy names it). Each remote's routes come from
 * its build in this workspace (or beside its REMOTE_<NAME>_URL), read now: re-render after a remote's routes change.
 * REMOTE_VERSIONS_FILE / REMOTE_RELEASES_DIR as for the dev edge: a versioned remote's manifest is
 * `/remotes/<name>/<version>/mf-manifest.json`, served from `<NGINX_ASSETS_ROOT>/remotes/<name>/<version>/`;
 * nginx embeds the table, so re-render and reload after switching a version.
 */
const env = process.env;
// stdout is the config; problems go to stderr.
const logger = { info: () => {}, warn: (details: object, message: string) => console.warn(message, JSON.stringify(details)) };
const { staticRoots, versions } = remoteReleasesFromEnv(env, logger);
const upstreams = Object.fromEntries(
  LIVE_SERVICE_NAMES.map((name) => [name, env[`NGINX_${name.toUpperCase()}_UPSTREAM`] ?? `${name}:${DEFAULT_SERVICE_PORTS[name]}`]),
) as Record<LiveServiceName, string>;

// nginx embeds the table: rendering without the versions asked for would point every versioned
// remote at paths its assets root does not have.
const unusable = await versions.unusable?.();
if (unusable) {
  console.error(`remote versions file unusable, nothing rendered: ${unusable}`);
  process.exit(1);
}

process.stdout.write(
  renderNginxConfig({
    upstreams,
    remoteManifest: await createRemotesDocument({
      manifests: remoteManifestTable(env),
      versions,
      staticRoots,
      logger,
    })(),
    shellRoot: env.NGINX_SHELL_ROOT ?? '/srv/alive/shell',
    assetsRoot: env.NGINX_ASSETS_ROOT ?? '/srv/alive',
    oidcIssuer: env.OIDC_ISSUER ?? 'http://localhost:4100',
    listen: env.NGINX_LISTEN ?? '80',
    serverName: env.NGINX_SERVER_NAME ?? '_',
  }),
);
