import { readProcessSettings, SettingsError, type Settings } from '@alive/service-kit';
import type { LiveServiceName } from './route-table.ts';
import { createRemotesDocument } from './remote-routes.ts';
import { remoteReleasesFrom } from './remote-versions.ts';
import { remoteManifestsFrom } from './remotes.ts';
import { nginxRendererSettings, remoteReleaseSettingsFrom } from './settings.ts';
import { renderNginxConfig } from './nginx-config.ts';

/**
 * Prints the production nginx config; its variables are declared in settings.ts
 * (`nginxRendererSettings`: upstreams of the live services, roots, remote URLs as for the dev edge,
 * OIDC_ISSUER for the Content-Security-Policy). Each remote's routes come from
 * its build in this workspace (or beside its REMOTE_<NAME>_URL), read now: re-render after a remote's routes change.
 * REMOTE_VERSIONS_FILE / REMOTE_RELEASES_DIR as for the dev edge: a versioned remote's manifest is
 * `/remotes/<name>/<version>/mf-manifest.json`, served from `<NGINX_ASSETS_ROOT>/remotes/<name>/<version>/`;
 * nginx embeds the table, so re-render and reload after switching a version.
 */
let settings: Settings<typeof nginxRendererSettings>;
try {
  settings = readProcessSettings(nginxRendererSettings);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// stdout is the config; problems go to stderr.
const logger = { info: () => {}, warn: (details: object, message: string) => console.warn(message, JSON.stringify(details)) };
const { staticRoots, versions } = remoteReleasesFrom(remoteReleaseSettingsFrom(settings.remoteReleases), logger);
const upstreams = settings.nginxUpstreams as Record<LiveServiceName, string>;

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
      manifests: remoteManifestsFrom(settings.remoteUrls),
      versions,
      staticRoots,
      logger,
    })(),
    ...settings.nginx,
    oidcIssuer: settings.oidc.issuer,
  }),
);
