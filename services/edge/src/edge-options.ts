import { isProduction, readProcessSettings, type Settings } from '@alive/service-kit';
import type { Logger } from 'pino';
import type { EdgeMetrics } from './releases/edge-metrics.ts';
import type { MemoryRateLimit } from './releases/memory-rate-limit.ts';
import type { EdgeReleases } from './releases/release-table.ts';
import type { RumIngestOptions } from './releases/rum-ingest.ts';
import type { ReleaseFileVerifier } from './release-integrity.ts';
import type { RemoteVersionsSource } from './remote-versions.ts';
import { remoteManifestsFrom, remoteOverridesAllowed, type StaticRoots } from './remotes.ts';
import { API_ROUTES, type ApiRoute } from './route-table.ts';
import { edgeAppFallbackSettings } from './settings.ts';
import type { Upstreams } from './upstreams.ts';

/**
 * What the edge serves with. A value left out that has a setting (NODE_ENV, OIDC_ISSUER,
 * REMOTE_<NAME>_URL) comes from that declared setting (settings.ts, edgeAppFallbackSettings), read from
 * the environment: the process passes every one (service-entry.ts), tests may leave them out.
 */
export interface EdgeOptions {
  /** Base URL per live service; a comma-separated list for replicas (upstreams.ts). */
  upstreams: Upstreams;
  staticRoots: StaticRoots;
  /** Defaults to the feature registry's table (docs/architecture.md "Features"). */
  routes?: readonly ApiRoute[];
  /**
   * Remote name → manifest URL; defaults to the edge's own `/remotes/<name>/mf-manifest.json` (+ REMOTE_<NAME>_URL).
   * `/remotes.json` adds each remote's routes to it (remote-routes.ts).
   */
  remoteManifest?: Record<string, string>;
  /**
   * The current published version per remote (remote-versions.ts, asked on each `/remotes.json`): a
   * versioned remote's manifest URL becomes `/remotes/<name>/<version>/mf-manifest.json`.
   */
  remoteVersions?: RemoteVersionsSource;
  logger?: Logger;
  upstreamTimeoutMs?: number;
  /** Serve `/api/docs` (docs/api.md); defaults to NODE_ENV !== 'production' (the setting). */
  apiDocs?: boolean;
  /**
   * Let the shell point a remote at a developer's local build (`/remotes.json`'s REMOTE_OVERRIDES_HEADER)
   * and let such builds through the Content-Security-Policy; defaults to `remoteOverridesAllowed` of NODE_ENV, off in production.
   */
  allowRemoteOverrides?: boolean;
  /** Serve the builds' `*.map` files; defaults to NODE_ENV !== 'production' (production answers 404). */
  sourceMaps?: boolean;
  /** The OpenID provider's URL, for the Content-Security-Policy; defaults to the OIDC_ISSUER setting. */
  oidcIssuer?: string;
  /** TRUSTED_PROXIES: peers (a TLS proxy, an ingress) whose X-Forwarded-For the edge believes; default none. */
  trustedProxies?: readonly string[];
  /** Longest wait for one service's /readyz when the edge's /readyz asks them. */
  readinessTimeoutMs?: number;
  /**
   * Release records from Postgres (releases/release-table.ts): `/remotes.json` per visitor bucket, canaries,
   * and each release file checked against the hashes recorded when it was published. Without it
   * (no database) the versions file alone decides, as before.
   */
  releases?: EdgeReleases;
  /** Checks a release file's bytes on disk before it is sent (release-integrity.ts). */
  verifyReleaseFile?: ReleaseFileVerifier;
  /** Field telemetry ingest at `POST /api/rum` (releases/rum-ingest.ts), and its sampling. */
  rum?: EdgeRumOptions;
  metrics?: EdgeMetrics;
  /** The longest a signed-in page load waits for its screen's preloads and fragment; default SCREEN_PRELOAD_WAIT_MS. */
  screenPreloadWaitMs?: number;
  /** The longest a signed-in page load waits for its screen rendered with the person's data; default SCREEN_DATA_WAIT_MS. */
  screenDataWaitMs?: number;
  /** Load and render the screens that declare reads once at start (screen-data.ts `warm`); default true. */
  warmScreens?: boolean;
}

export type EdgeRumOptions = Omit<RumIngestOptions, 'metrics' | 'remotes' | 'isPublished' | 'knownRoute'> & {
  sampleRate: number;
  /** Page-load tokens per client network (RUM_TOKEN_RATE_LIMIT). */
  perNetworkTokens: MemoryRateLimit;
};

/** The longest a page load waits for its screen's preloads (route-preload.ts) and fragment (screen-fragments.ts) before it goes without them. */
export const SCREEN_PRELOAD_WAIT_MS = 50;

/**
 * The longest a page load waits for its screen rendered with the person's data (screen-data.ts): the
 * reads and the render take a few milliseconds; past this the page goes with the loading state.
 */
export const SCREEN_DATA_WAIT_MS = 150;

/** EdgeOptions with every default decided: what the edge's parts read. */
export type EdgeConfig = EdgeOptions &
  Required<Pick<EdgeOptions, 'routes' | 'remoteManifest' | 'apiDocs' | 'allowRemoteOverrides' | 'sourceMaps' | 'oidcIssuer' | 'screenPreloadWaitMs' | 'screenDataWaitMs' | 'warmScreens'>>;

export function withDefaults(options: EdgeOptions): EdgeConfig {
  // Read only when a value is left out (tests); the process passes every one (service-entry.ts).
  let fallback: Settings<typeof edgeAppFallbackSettings> | undefined;
  const fromSettings = () => (fallback ??= readProcessSettings(edgeAppFallbackSettings));
  const production = () => isProduction(fromSettings().runtime.nodeEnv);
  return {
    ...options,
    routes: options.routes ?? API_ROUTES,
    remoteManifest: options.remoteManifest ?? remoteManifestsFrom(fromSettings().remoteUrls),
    apiDocs: options.apiDocs ?? !production(),
    allowRemoteOverrides: options.allowRemoteOverrides ?? remoteOverridesAllowed({ NODE_ENV: fromSettings().runtime.nodeEnv }),
    sourceMaps: options.sourceMaps ?? !production(),
    oidcIssuer: options.oidcIssuer ?? fromSettings().oidc.issuer,
    screenPreloadWaitMs: options.screenPreloadWaitMs ?? SCREEN_PRELOAD_WAIT_MS,
    screenDataWaitMs: options.screenDataWaitMs ?? SCREEN_DATA_WAIT_MS,
    warmScreens: options.warmScreens ?? true,
  };
}
