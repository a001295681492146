import { REMOTE_NAMES } from '@alive/features';
import {
  bindAddressSetting,
  databaseSettings,
  defineSettings,
  defineSettingsGroup,
  networkSettings,
  oidcIssuerSetting,
  pageLoadTokenSettings,
  remoteReleaseSettingsGroup,
  PORT_SETTINGS,
  readSettings,
  runtimeSettings,
  setting,
  settingTypes,
  type SettingDeclaration,
  type Settings,
} from '@alive/service-kit';
import { DEFAULT_SERVICE_PORTS, LIVE_SERVICE_NAMES } from './route-table.ts';

export { remoteReleaseSettings, remoteReleaseSettingsFrom, remoteReleaseSettingsGroup, type RemoteReleaseSettings } from '@alive/service-kit';

/**
 * Every variable the edge reads, declared once (docs/architecture.md "Settings"). The per-service and
 * per-remote names come from the feature registry, so a new feature's variables appear here by itself.
 */

type Env = Readonly<Record<string, string | undefined>>;

const byName = <N extends string, D extends SettingDeclaration<unknown>>(names: readonly N[], declare: (name: N) => D) =>
  Object.fromEntries(names.map((name) => [name, declare(name)])) as Readonly<Record<string, D>>;

/** `<SERVICE>_URL` per live service: its base URL, or a comma list of its replicas' base URLs. */
export const upstreamUrlSettings = byName(LIVE_SERVICE_NAMES, (name) =>
  setting({
    env: `${name.toUpperCase()}_URL`,
    schema: settingTypes.text,
    defaultText: `http://127.0.0.1:<${name.toUpperCase()}_PORT>`,
    meaning: `Base URL of the ${name} service, or a comma list of its replicas (the edge proxies to them)`,
  }),
);

/** `<SERVICE>_PORT` per live service: the same declarations the services listen by. */
export const upstreamPortSettings = byName(LIVE_SERVICE_NAMES, (name) => PORT_SETTINGS[name]!);

/** `REMOTE_<NAME>_URL` per remote: serve it from elsewhere without rebuilding the shell. */
export const remoteUrlSettings = byName(REMOTE_NAMES, (name) =>
  setting({
    env: `REMOTE_${name.toUpperCase()}_URL`,
    schema: settingTypes.text,
    defaultText: `/remotes/${name}/mf-manifest.json`,
    meaning: `Manifest URL of the ${name} remote (another deployment, a CDN)`,
  }),
);

/** Field telemetry and canaries as the edge serves them (docs/deploy.md, "Canary releases"); the judge's are services/releases'. */
export const releaseSettingsGroup = defineSettingsGroup({
  sampleRate: setting({ env: 'RUM_SAMPLE_RATE', schema: settingTypes.fraction, default: '1', meaning: 'Share of page loads (0..1) that report telemetry; canary pages always do' }),
  perAddress: setting({ env: 'RUM_RATE_LIMIT', schema: settingTypes.pointsPerSeconds, default: '600/60', meaning: 'Telemetry batches per client address (`<points>/<seconds>`)' }),
  perNetworkTokens: setting({
    env: 'RUM_TOKEN_RATE_LIMIT',
    schema: settingTypes.pointsPerSeconds,
    default: '3000/60',
    meaning: 'Page-load tokens per client network, an IPv4 /24 or IPv6 /48 (`<points>/<seconds>`); past it pages load without reporting',
  }),
  perPage: setting({ env: 'RUM_PAGE_RATE_LIMIT', schema: settingTypes.pointsPerSeconds, default: '60/60', meaning: 'Telemetry batches per page load (`<points>/<seconds>`)' }),
  refreshMs: setting({ env: 'RELEASES_REFRESH_MS', schema: settingTypes.positiveInt, default: '2000', meaning: 'How often an edge re-reads the release records' }),
  forwardMs: setting({ env: 'RUM_FORWARD_MS', schema: settingTypes.positiveInt, default: '1000', meaning: 'How often an edge hands the telemetry it accepted to the release controller' }),
  releasesUrl: setting({
    env: 'RELEASES_URL',
    schema: settingTypes.text,
    defaultText: 'http://127.0.0.1:<RELEASES_PORT>',
    meaning: 'Base URL of the release controller (services/releases), which counts the telemetry the edge accepted',
  }),
  releasesPort: PORT_SETTINGS.releases!,
  metricsPort: setting({ env: 'EDGE_METRICS_PORT', schema: settingTypes.port, default: '9464', meaning: "Port of the edge's Prometheus metrics; 0 lets the system choose" }),
});

export const edgeSettings = defineSettings({
  runtime: runtimeSettings,
  edge: defineSettingsGroup({
    port: PORT_SETTINGS.edge!,
    platformPort: setting({ env: 'PORT', schema: settingTypes.port, meaning: 'Port of the edge when EDGE_PORT is unset (platforms that assign one port per container)' }),
    bindAddress: bindAddressSetting,
  }),
  oidc: defineSettingsGroup({ issuer: oidcIssuerSetting }),
  network: networkSettings,
  upstreamUrls: upstreamUrlSettings,
  upstreamPorts: upstreamPortSettings,
  remoteUrls: remoteUrlSettings,
  remoteReleases: remoteReleaseSettingsGroup,
  releases: releaseSettingsGroup,
  pageLoadTokens: pageLoadTokenSettings,
  database: databaseSettings,
});

export type EdgeSettings = Settings<typeof edgeSettings>;

/**
 * What createEdge (app.ts; edge-options.ts, `withDefaults`) falls back on for a value its caller leaves
 * out: the same declarations as edgeSettings, read from the environment only when the edge is built
 * without the runner (tests). The process (service-entry.ts) passes every one of them.
 */
export const edgeAppFallbackSettings = defineSettings({
  runtime: defineSettingsGroup({ nodeEnv: runtimeSettings.nodeEnv }),
  oidc: defineSettingsGroup({ issuer: oidcIssuerSetting }),
  remoteUrls: remoteUrlSettings,
});

/** Base URL (or replica list) per live service: `<SERVICE>_URL`, else `http://127.0.0.1:<SERVICE>_PORT`. */
export function upstreamUrlsFrom(settings: Pick<EdgeSettings, 'upstreamUrls' | 'upstreamPorts'>): Record<string, string> {
  return Object.fromEntries(
    LIVE_SERVICE_NAMES.map((name) => [
      name,
      settings.upstreamUrls[name] ?? `http://127.0.0.1:${settings.upstreamPorts[name] ?? DEFAULT_SERVICE_PORTS[name]}`,
    ]),
  );
}

/** Reads only the `REMOTE_<NAME>_URL` overrides (the nginx renderer, tests). */
export function remoteUrlOverrides(env: Env): Partial<Record<string, string>> {
  return readSettings({ remoteUrls: remoteUrlSettings }, env).remoteUrls;
}

/** What the nginx renderer reads (`render-nginx-config.ts`, run when an image or manifest is built). */
export const nginxRendererSettings = defineSettings({
  nginx: defineSettingsGroup({
    shellRoot: setting({ env: 'NGINX_SHELL_ROOT', schema: settingTypes.text, default: '/srv/alive/shell', meaning: "Folder of the shell's build in the nginx image" }),
    assetsRoot: setting({ env: 'NGINX_ASSETS_ROOT', schema: settingTypes.text, default: '/srv/alive', meaning: "Folder of the remotes' builds (`remotes/<name>/`) in the nginx image" }),
    listen: setting({ env: 'NGINX_LISTEN', schema: settingTypes.text, default: '80', meaning: "nginx's `listen` directive" }),
    serverName: setting({ env: 'NGINX_SERVER_NAME', schema: settingTypes.text, default: '_', meaning: "nginx's `server_name`" }),
  }),
  nginxUpstreams: byName(LIVE_SERVICE_NAMES, (name) =>
    setting({
      env: `NGINX_${name.toUpperCase()}_UPSTREAM`,
      schema: settingTypes.text,
      default: `${name}:${DEFAULT_SERVICE_PORTS[name]}`,
      meaning: `nginx upstream of the ${name} service (\`host:port\`, or a comma list of replicas)`,
    }),
  ),
  oidc: defineSettingsGroup({ issuer: oidcIssuerSetting }),
  remoteUrls: remoteUrlSettings,
  remoteReleases: remoteReleaseSettingsGroup,
});
