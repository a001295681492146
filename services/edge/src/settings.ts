import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CANARY_JUDGE_OPTIONS } from '@alive/domain';
import { REMOTE_NAMES } from '@alive/features';
import {
  bindAddressSetting,
  databaseSettings,
  defineSettings,
  defineSettingsGroup,
  networkSettings,
  oidcIssuerSetting,
  PORT_SETTINGS,
  readSettings,
  runtimeSettings,
  setting,
  settingTypes,
  type SettingDeclaration,
  type Settings,
} from '@alive/service-kit';
import { DEFAULT_SERVICE_PORTS, LIVE_SERVICE_NAMES } from './route-table.ts';

/**
 * Every variable the edge reads, declared once (docs/architecture.md "Settings"). The per-service and
 * per-remote names come from the feature registry, so a new feature's variables appear here by itself.
 */

type Env = Readonly<Record<string, string | undefined>>;

const checkoutRoot = fileURLToPath(new URL('../../../', import.meta.url));

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

export const releasesDirSetting = setting({
  env: 'REMOTE_RELEASES_DIR',
  schema: settingTypes.text,
  defaultText: '`.remote-releases`',
  meaning: 'Published remote builds, `<dir>/<remote>/<version>/` (`npm run publish:remote`)',
});

export const versionsFileSetting = setting({
  env: 'REMOTE_VERSIONS_FILE',
  schema: settingTypes.text,
  defaultText: '`<REMOTE_RELEASES_DIR>/remote-versions.json`',
  meaning: 'Which published version each remote serves, `{ "<remote>": "<version>" }`; re-read when it changes',
});

export const remoteReleaseSettingsGroup = defineSettingsGroup({ releasesDir: releasesDirSetting, versionsFile: versionsFileSetting });

/** Field telemetry, canaries and the canary judge (docs/deploy.md, "Canary releases"). */
export const releaseSettingsGroup = defineSettingsGroup({
  sampleRate: setting({ env: 'RUM_SAMPLE_RATE', schema: settingTypes.fraction, default: '1', meaning: 'Share of page loads (0..1) that report telemetry; canary pages always do' }),
  perAddress: setting({ env: 'RUM_RATE_LIMIT', schema: settingTypes.pointsPerSeconds, default: '600/60', meaning: 'Telemetry batches per client address (`<points>/<seconds>`)' }),
  perPage: setting({ env: 'RUM_PAGE_RATE_LIMIT', schema: settingTypes.pointsPerSeconds, default: '60/60', meaning: 'Telemetry batches per page load (`<points>/<seconds>`)' }),
  flushMs: setting({ env: 'RUM_FLUSH_MS', schema: settingTypes.positiveInt, default: '5000', meaning: 'How often telemetry counts reach Postgres' }),
  refreshMs: setting({ env: 'RELEASES_REFRESH_MS', schema: settingTypes.positiveInt, default: '2000', meaning: 'How often an edge re-reads the release records' }),
  judgeIntervalMs: setting({ env: 'RELEASE_JUDGE_INTERVAL_MS', schema: settingTypes.positiveInt, default: '10000', meaning: 'How often the canary judge looks at the canaries' }),
  minLoads: setting({
    env: 'RELEASE_CANARY_MIN_LOADS',
    schema: settingTypes.positiveInt,
    default: String(DEFAULT_CANARY_JUDGE_OPTIONS.minLoads),
    meaning: 'Fewer canary page loads than this: the judge waits for more data',
  }),
  maxLoads: setting({
    env: 'RELEASE_CANARY_MAX_LOADS',
    schema: settingTypes.positiveInt,
    default: String(DEFAULT_CANARY_JUDGE_OPTIONS.maxLoads),
    meaning: 'At this many canary page loads, a canary not shown worse is healthy',
  }),
  minVitalSamples: setting({
    env: 'RELEASE_CANARY_MIN_VITAL_SAMPLES',
    schema: settingTypes.positiveInt,
    default: String(DEFAULT_CANARY_JUDGE_OPTIONS.minVitalSamples),
    meaning: 'Samples a side before a web vital is compared',
  }),
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
  database: databaseSettings,
});

export type EdgeSettings = Settings<typeof edgeSettings>;

/** Base URL (or replica list) per live service: `<SERVICE>_URL`, else `http://127.0.0.1:<SERVICE>_PORT`. */
export function upstreamUrlsFrom(settings: Pick<EdgeSettings, 'upstreamUrls' | 'upstreamPorts'>): Record<string, string> {
  return Object.fromEntries(
    LIVE_SERVICE_NAMES.map((name) => [
      name,
      settings.upstreamUrls[name] ?? `http://127.0.0.1:${settings.upstreamPorts[name] ?? DEFAULT_SERVICE_PORTS[name]}`,
    ]),
  );
}

export interface RemoteReleaseSettings {
  /** `REMOTE_RELEASES_DIR`: published builds at `<dir>/<remote>/<version>/`. */
  releasesDir: string;
  /** `REMOTE_VERSIONS_FILE`: which published version each remote serves (absent: none). */
  versionsFile: string;
}

/** The edge and `npm run publish:remote` read the same settings, so a published build is where the edge looks. */
export function remoteReleaseSettingsFrom(values: Settings<{ r: typeof remoteReleaseSettingsGroup }>['r'], root = checkoutRoot): RemoteReleaseSettings {
  const releasesDir = values.releasesDir ?? join(root, '.remote-releases');
  return { releasesDir, versionsFile: values.versionsFile ?? join(releasesDir, 'remote-versions.json') };
}

/** Reads only the release folder settings (`npm run publish:remote`, the nginx renderer). */
export function remoteReleaseSettings(env: Env = process.env, root = checkoutRoot): RemoteReleaseSettings {
  return remoteReleaseSettingsFrom(readSettings({ r: remoteReleaseSettingsGroup }, env).r, root);
}

/** Reads only the `REMOTE_<NAME>_URL` overrides (the nginx renderer, tests). */
export function remoteUrlOverrides(env: Env = process.env): Partial<Record<string, string>> {
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
