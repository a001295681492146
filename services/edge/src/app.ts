import {
  clientNetworkOf,
  endHttpSpan,
  isProduction,
  readProcessSettings,
  REMOTE_MANIFEST_FILE,
  startSpan,
  trustedClientAddress,
  trustedProxiesFrom,
  type Settings,
} from '@alive/service-kit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, posix } from 'node:path';
import Koa, { type Context } from 'koa';
import compress from 'koa-compress';
import type { Logger } from 'pino';
import { apiDocs } from './api-docs.ts';
import { apiFastPath } from './api-fast-path.ts';
import { edgeRequestObserver } from './request-metrics.ts';
import { IMMUTABLE, NO_CACHE, NO_STORE } from './cache-policy.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { addForwarding, proxyRequest } from './proxy.ts';
import { createRemotesDocument } from './remote-routes.ts';
import { releaseFileLocation, type RemoteVersionsSource } from './remote-versions.ts';
import { remoteManifestsFrom, remoteOverridesAllowed, staticRootsStatus, type StaticRoots } from './remotes.ts';
import { API_ROUTES, notAvailableYetMessage, resolveApiRoute, type ApiRoute } from './route-table.ts';
import { DEFAULT_READINESS_TIMEOUT_MS, upstreamReadiness } from './readiness.ts';
import { koaCompressOptions } from './response-compression.ts';
import { securityHeaders } from './security-headers.ts';
import { looksLikeAsset, sendStaticFile } from './static-files.ts';
import { APP_DOCUMENT, hasSessionCookie, PAGE_DOCUMENT_VARY, pageDocumentsFor } from './page-documents.ts';
import { linkHeaderOf, routePreloads, type Preload } from './route-preload.ts';
import { screenFragments, stitchedAppDocuments } from './screen-fragments.ts';
import { screenData, type ReadHeaders, type ScreenWithData } from './screen-data.ts';
import { edgeAppFallbackSettings } from './settings.ts';
import { upstreamPools, type Upstreams } from './upstreams.ts';
import {
  PAGE_LOAD_TOKEN_HEADER,
  REMOTE_OVERRIDES_ALLOWED,
  REMOTE_OVERRIDES_HEADER,
  RUM_SAMPLE_RATE_HEADER,
  SCREEN_RENDERER_FILE,
  withScreenData,
} from '@alive/contracts/constants';
import type { RemotesDocument } from '@alive/contracts';
import type { EdgeMetrics } from './releases/edge-metrics.ts';
import type { MemoryRateLimit } from './releases/memory-rate-limit.ts';
import type { EdgeReleases } from './releases/release-table.ts';
import { clientAddress, rumIngest, type RumIngestOptions } from './releases/rum-ingest.ts';
import { createUnversionedBuilds } from './releases/unversioned-builds.ts';
import { visitorBucket, visitorId } from './releases/visitor-bucket.ts';
import { INTEGRITY_FILE, type ReleaseFileVerifier } from './release-integrity.ts';

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
  rum?: Omit<RumIngestOptions, 'metrics' | 'remotes' | 'isPublished' | 'knownRoute'> & {
    sampleRate: number;
    /** Page-load tokens per client network (RUM_TOKEN_RATE_LIMIT). */
    perNetworkTokens: MemoryRateLimit;
  };
  metrics?: EdgeMetrics;
  /** Proxy API requests without the Koa chain (api-fast-path.ts); default true. Off: every request goes through Koa. */
  apiFastPath?: boolean;
  /** The longest a signed-in page load waits for its screen's preloads and fragment; default SCREEN_PRELOAD_WAIT_MS. */
  screenPreloadWaitMs?: number;
  /** The longest a signed-in page load waits for its screen rendered with the person's data; default SCREEN_DATA_WAIT_MS. */
  screenDataWaitMs?: number;
  /** Load and render the screens that declare reads once at start (screen-data.ts `warm`); default true. */
  warmScreens?: boolean;
}

/** Whether a remote's file path is its screens bundle, however it is spelled (`%2E`, `./`, `//`). */
function isScreensBundle(filePath: string): boolean {
  try {
    return posix.normalize(decodeURIComponent(filePath)).endsWith(`/${SCREEN_RENDERER_FILE}`);
  } catch {
    return false;
  }
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The longest a page load waits for its screen's preloads (route-preload.ts) and fragment (screen-fragments.ts) before it goes without them. */
export const SCREEN_PRELOAD_WAIT_MS = 50;

/**
 * The longest a page load waits for its screen rendered with the person's data (screen-data.ts): the
 * reads and the render take a few milliseconds; past this the page goes with the loading state.
 */
export const SCREEN_DATA_WAIT_MS = 150;

/** The promise's value, or `late` once `ms` have passed (`onLate` runs then). */
async function within<T>(work: Promise<T>, ms: number, late: T, onLate?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      onLate?.();
      resolve(late);
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function sendJson(ctx: Context, status: number, body: unknown, cacheControl = NO_CACHE) {
  ctx.status = status;
  ctx.set('Cache-Control', cacheControl);
  ctx.body = body;
}

/**
 * The one site in front of everything: `/api/*` → owning service (streaming proxy), `/remotes.json`,
 * `/remotes/<name>/*` → that remote's build, everything else → the shell (a page load gets one of its
 * prerendered documents, page-documents.ts).
 */
export function createEdge(options: EdgeOptions): Koa {
  const routes = options.routes ?? API_ROUTES;
  // Read only when a value is left out (tests); the process passes every one (service-entry.ts).
  let fallback: Settings<typeof edgeAppFallbackSettings> | undefined;
  const fromSettings = () => (fallback ??= readProcessSettings(edgeAppFallbackSettings));
  const production = () => isProduction(fromSettings().runtime.nodeEnv);
  const remoteManifest = options.remoteManifest ?? remoteManifestsFrom(fromSettings().remoteUrls);
  const { logger } = options;
  const remotesDocument = createRemotesDocument({
    manifests: remoteManifest,
    // With release records the release controller has taken the versions file into them: reading the
    // file here too would serve its newest edit before the records, then flip back to a record not yet
    // updated (docs/deploy.md, "The release record"). Without a database the file alone decides.
    versions: options.releases ? undefined : options.remoteVersions,
    staticRoots: options.staticRoots,
    logger,
  });
  const allowRemoteOverrides = options.allowRemoteOverrides ?? remoteOverridesAllowed({ NODE_ENV: fromSettings().runtime.nodeEnv });
  const headers = securityHeaders(
    contentSecurityPolicy({
      remoteManifestUrls: Object.values(remoteManifest),
      oidcIssuer: options.oidcIssuer ?? fromSettings().oidc.issuer,
      localRemotes: allowRemoteOverrides,
    }),
  );
  const sourceMaps = options.sourceMaps ?? !production();
  const serveApiDocs = options.apiDocs ?? !production();
  const pools = upstreamPools(options.upstreams);
  // Route patterns the remotes declare, for bounded telemetry labels (grown as /remotes.json is built).
  const knownRoutes = new Set<string>(['/', '/*']);
  // The builds served without a version, named in page-load tokens so their telemetry counts under them.
  const unversionedBuilds = createUnversionedBuilds(options.staticRoots.remotes);
  const app = new Koa();
  app.proxy = true;
  // The visitor's address (RUM limits, logs) believes X-Forwarded-For only from TRUSTED_PROXIES
  // (docs/architecture.md, "Trusted proxies"); the services, in turn, trust the edge.
  app.use(trustedClientAddress(trustedProxiesFrom(options.trustedProxies ?? [])));
  // A visitor who leaves while a file is still streaming closes the response early: nothing went wrong.
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Context) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
    logger?.error({ err: error, path: ctx?.path }, 'edge error');
  });

  // Field telemetry is the edge's own API: it never reaches a service (docs/architecture.md, "Field
  // telemetry"). First, before the request log, the trace and the page headers: a beacon's 204 has no
  // body to protect or compress, and a thousand log lines a second would say less than rum_beacons_total.
  if (options.rum && options.metrics) {
    const { releases } = options;
    app.use(
      rumIngest({
        ...options.rum,
        metrics: options.metrics,
        remotes: Object.keys(remoteManifest),
        isPublished: (remote, version) => releases?.isPublished(remote, version) ?? false,
        knownRoute: (route) => knownRoutes.has(route),
      }),
    );
  }

  // One JSON log line per request; proxied requests finish outside Koa's response cycle, so log on 'finish'.
  // The edge starts the request's trace (or continues the caller's traceparent) and passes its own
  // span on to the service (proxy.ts; docs/architecture.md, "Traces").
  app.use(async function requestLog(ctx, next) {
    const started = performance.now();
    const { span, traceId, traceparent } = startSpan(`${ctx.method} edge`, ctx.headers, { service: 'edge' });
    ctx.state.traceparent = traceparent;
    ctx.set('traceparent', traceparent);
    ctx.res.once('finish', () => {
      endHttpSpan(span, ctx.res.statusCode);
      logger?.info(
        { method: ctx.method, path: ctx.path, status: ctx.res.statusCode, ms: Math.round(performance.now() - started), traceId },
        'request',
      );
    });
    await next();
  });

  app.use(async function errorToJson(ctx, next) {
    try {
      await next();
    } catch (error) {
      logger?.error({ err: error, path: ctx.path }, 'edge error');
      // An API path's answer is never stored, a failure included (docs/architecture.md "Security headers").
      sendJson(ctx, 500, { message: 'Internal Server Error' }, isApiPath(ctx.path) ? NO_STORE : NO_CACHE);
    }
  });

  app.use(async function securityHeaders(ctx, next) {
    ctx.set(headers);
    await next();
  });

  // Static assets and the edge's own JSON; proxied API answers stream past Koa's body and are
  // compressed by the proxy (proxy.ts) under the same rule (response-compression.ts).
  app.use(compress(koaCompressOptions));

  // The front end this edge serves: the shell is built and the remote versions table is usable.
  const frontEnd = async () => {
    const status = staticRootsStatus(options.staticRoots);
    const versionsProblem = (await options.remoteVersions?.unusable?.()) ?? null;
    const problem = !status.shell ? 'shell build missing' : versionsProblem ? `remote versions unusable: ${versionsProblem}` : null;
    return { status, problem };
  };

  app.use(async function health(ctx, next) {
    if (ctx.path === '/healthz') return sendJson(ctx, 200, { status: 'ok' });
    // `/readyz/edge`: the edge alone, for the orchestrator's readiness probe (docs/deploy.md,
    // "Topology"); one service down must not take the whole front end out of rotation.
    if (ctx.path === '/readyz/edge') {
      const { status, problem } = await frontEnd();
      if (problem) logger?.warn({ problem }, 'edge not ready');
      return sendJson(ctx, problem ? 503 : 200, { status: problem ?? 'ready', ...status });
    }
    if (ctx.path === '/readyz') {
      // Ready only when the front end can be served and every live service behind the edge says it is ready.
      const { status, problem: frontEndProblem } = await frontEnd();
      const services = await upstreamReadiness(options.upstreams, options.readinessTimeoutMs ?? DEFAULT_READINESS_TIMEOUT_MS);
      const down = Object.keys(services).filter((name) => services[name] !== 'ready');
      const problem = frontEndProblem ?? (down.length > 0 ? `not ready: ${down.join(', ')}` : null);
      if (problem) logger?.warn({ down, services, shell: status.shell, problem }, 'edge not ready');
      return sendJson(ctx, problem ? 503 : 200, { status: problem ?? 'ready', down, services, ...status });
    }
    await next();
  });

  // Before the API table: /api/docs belongs to no service. In production it is not mounted, so it 404s there.
  if (serveApiDocs) {
    app.use(apiDocs({ upstreams: options.upstreams, routes, logger, timeoutMs: options.upstreamTimeoutMs }));
  }

  app.use(async function api(ctx, next) {
    if (!isApiPath(ctx.path)) return next();
    const route = resolveApiRoute(ctx.path, routes);
    // API answers are never stored, the edge's own included (docs/architecture.md "Security headers").
    if (!route) return sendJson(ctx, 404, { message: `No service handles ${ctx.path}` }, NO_STORE);
    // A planned service has no process yet: say so instead of a 502 from a proxy attempt.
    if (route.status === 'planned') return sendJson(ctx, 501, { message: notAvailableYetMessage(route.service) }, NO_STORE);
    const pool = pools.get(route.service);
    if (!pool) return sendJson(ctx, 502, { message: `${route.service} service is unavailable` }, NO_STORE);
    await proxyRequest(ctx, {
      pool,
      service: route.service,
      logger,
      timeoutMs: options.upstreamTimeoutMs,
    });
  });

  // Production keeps the builds' source maps private (docs/architecture.md "Security headers").
  app.use(async function hideSourceMaps(ctx, next) {
    if (!sourceMaps && ctx.path.toLowerCase().endsWith('.map')) return sendJson(ctx, 404, { message: `Not found: ${ctx.path}` });
    await next();
  });

  /**
   * The page load's signed token (docs/deploy.md, "Only real page loads report"): what this answer
   * served, so the page's telemetry can speak for those versions and nothing else.
   */
  async function issuePageLoadToken(ctx: Context, document: RemotesDocument, bucket: number): Promise<void> {
    if (!options.rum) return;
    ctx.set(RUM_SAMPLE_RATE_HEADER, String(options.rum.sampleRate));
    // Past its network's share of tokens a page still loads; it only does not report (docs/deploy.md,
    // "Only real page loads report"): what one network can store stays bounded.
    if (options.rum.perNetworkTokens.hit(clientNetworkOf(clientAddress(ctx))) !== null) {
      options.metrics?.pageTokensWithheld.inc();
      return;
    }
    // A remote served from this edge's own build folder without a version is named by its build
    // (`build:<id>`); one served from elsewhere (REMOTE_<NAME>_URL) stays '' and does not count.
    const served = Object.fromEntries(
      await Promise.all(
        Object.entries(document).map(async ([name, entry]) => [
          name,
          entry.version ?? (entry.manifest === `/remotes/${name}/${REMOTE_MANIFEST_FILE}` ? await unversionedBuilds.label(name) : null) ?? '',
        ]),
      ),
    );
    const { token } = options.rum.tokens.issue({ bucket, visitor: visitorId(ctx), signedIn: hasSessionCookie(ctx.get('Cookie')), served, clientAddress: clientAddress(ctx) });
    ctx.set(PAGE_LOAD_TOKEN_HEADER, token);
    options.metrics?.pageTokens.inc();
  }

  app.use(async function remotesTable(ctx, next) {
    if (ctx.path !== '/remotes.json') return next();
    if (allowRemoteOverrides) ctx.set(REMOTE_OVERRIDES_HEADER, REMOTE_OVERRIDES_ALLOWED);
    if (!options.releases) {
      const document = await remotesDocument();
      // The token makes the answer the visitor's own: never stored by a cache.
      await issuePageLoadToken(ctx, document, 0);
      return sendJson(ctx, 200, document, options.rum ? NO_STORE : NO_CACHE);
    }
    // Resolved per visitor from their sticky bucket, so it is never stored by a cache (docs/deploy.md, "Canary releases").
    const bucket = visitorBucket(ctx);
    const document = await remotesDocument(await options.releases.forBucket(bucket));
    for (const entry of Object.values(document)) {
      for (const route of entry.routes ?? []) if (knownRoutes.size < 1000) knownRoutes.add(route.path);
    }
    await issuePageLoadToken(ctx, document, bucket);
    sendJson(ctx, 200, document, NO_STORE);
  });

  app.use(async function remoteAssets(ctx, next) {
    const match = /^\/remotes\/([a-z0-9-]+)(\/.*)?$/.exec(ctx.path);
    if (!match) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return sendJson(ctx, 405, { message: 'Method Not Allowed' });
    const [, name, rest] = match;
    // The screens bundle is the edge's to run (screen-data.ts), not a page's to load.
    if (rest && isScreensBundle(rest)) return sendJson(ctx, 404, { message: `Not found: ${ctx.path}` });
    const root = name ? options.staticRoots.remotes[name] : undefined;
    // Remote chunks may be loaded by a shell on another origin (REMOTE_<NAME>_URL pointing here).
    ctx.set('Access-Control-Allow-Origin', '*');
    // `/remotes/<name>/<version>/…`: any published release of a known remote (remote-versions.ts).
    const release = name && root && rest ? releaseFileLocation(options.staticRoots.releases, name, rest) : null;
    if (release && name && (await sendReleaseFile(ctx, name, release))) return;
    if (root && rest && rest !== '/' && (await sendStaticFile(ctx, root, rest))) return;
    sendJson(ctx, 404, { message: `Not found: ${ctx.path}` });
  });

  /**
   * A release's file, checked against the hashes recorded when it was published as its bytes are read
   * (release-integrity.ts), and sent from those very bytes: a file altered on disk since is refused (and
   * counted), so no visitor runs it. `integrity.json` is served from the record.
   */
  async function sendReleaseFile(ctx: Context, remote: string, release: { root: string; file: string; version: string }): Promise<boolean> {
    const { releases } = options;
    if (releases && release.file === `/${INTEGRITY_FILE}`) {
      const json = await releases.integrityJson(remote, release.version);
      if (json === null) return false;
      ctx.set('Cache-Control', IMMUTABLE);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = json;
      return true;
    }
    if (!options.verifyReleaseFile) return sendStaticFile(ctx, release.root, release.file);
    const check = await options.verifyReleaseFile.verify(remote, release.version, release.root, release.file.slice(1));
    if (!check.ok) {
      options.metrics?.integrityFailures.inc({ remote, version: release.version });
      logger?.error({ remote, version: release.version, file: release.file, reason: check.reason }, 'release file refused: it does not match what was published');
      sendJson(ctx, 500, { message: `${ctx.path} does not match what was published` }, NO_STORE);
      return true;
    }
    // null: no such file. Verified bytes are sent as they are; the file is not read again.
    if (check.file === null) return false;
    // Without them nothing was checked (a version with no record): the file is served as any other.
    return sendStaticFile(ctx, release.root, release.file, check.file);
  }

  const preloadsAt = routePreloads(options.staticRoots);
  const fragmentAt = screenFragments({ staticRoots: options.staticRoots, verifyReleaseFile: options.verifyReleaseFile });
  const withDataAt = screenData({ staticRoots: options.staticRoots, verifyReleaseFile: options.verifyReleaseFile, routes, pools });
  const stitchedAppDocument = stitchedAppDocuments();
  if (options.warmScreens ?? true) {
    // In the background, once the edge has started: a failure only means the first page load pays.
    setImmediate(() => {
      remotesDocument()
        .then((document) => withDataAt.warm(document))
        .catch((error: unknown) => logger?.warn({ err: error }, 'the screens rendered with data were not warmed'));
    });
  }
  /** The remotes document `/remotes.json` gives this visitor (their bucket's releases). */
  const visitorRemotes = async (ctx: Context) => (options.releases ? remotesDocument(await options.releases.forBucket(visitorBucket(ctx))) : remotesDocument());
  /**
   * What a signed-in page load gets of its screen with the document, from the same remotes document
   * `/remotes.json` gives this visitor: the preloads of the screen's remote files (route-preload.ts) and
   * the screen's first render (screen-fragments.ts). Only a help: it never holds the page up longer than
   * `screenPreloadWaitMs` (a remote elsewhere may be slow to answer for its routes) and never fails it.
   */
  async function screenExtras(ctx: Context, remotes: Promise<RemotesDocument>): Promise<{ preloads: Preload[]; fragment: string | null }> {
    const none = { preloads: [], fragment: null };
    const work = (async () => {
      const document = await remotes;
      const [preloads, fragment] = await Promise.all([preloadsAt(document, ctx.path), fragmentAt(document, ctx.path)]);
      return { preloads, fragment };
    })().catch((error: unknown) => {
      logger?.warn({ err: error, path: ctx.path }, 'no preloads or screen fragment for the page');
      return none;
    });
    return within(work, options.screenPreloadWaitMs ?? SCREEN_PRELOAD_WAIT_MS, none);
  }

  /**
   * The page's screen rendered with the person's data (screen-data.ts), asked with their cookie as the
   * page would ask, within `screenDataWaitMs`; null (the loading state, as before) otherwise.
   */
  function screenWithData(ctx: Context, remotes: Promise<RemotesDocument>): Promise<ScreenWithData | null> {
    const stop = new AbortController();
    const traceparent = typeof ctx.state.traceparent === 'string' ? ctx.state.traceparent : undefined;
    const headers: ReadHeaders = { cookie: ctx.get('Cookie') };
    addForwarding(headers, ctx.req, { protocol: ctx.protocol, ...(traceparent ? { traceparent } : {}) });
    const work = remotes
      .then((document) => withDataAt(document, ctx.path, headers, stop.signal))
      .catch((error: unknown) => {
        logger?.warn({ err: error, path: ctx.path }, 'the screen was not rendered with the person\'s data');
        return null;
      });
    return within(work, options.screenDataWaitMs ?? SCREEN_DATA_WAIT_MS, null, () => stop.abort());
  }

  app.use(async function shell(ctx) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return sendJson(ctx, 405, { message: 'Method Not Allowed' });
    const root = options.staticRoots.shell;
    if (ctx.path !== '/' && (await sendStaticFile(ctx, root, ctx.path))) return;
    // Unknown assets are real 404s; app routes (including unknown ones — the shell shows its 404) get the page.
    if (looksLikeAsset(ctx.path)) return sendJson(ctx, 404, { message: `Not found: ${ctx.path}` });
    // The prerendered document for who the cookie says it is (docs/architecture.md, "First paint").
    ctx.vary(PAGE_DOCUMENT_VARY);
    const documents = pageDocumentsFor(ctx.get('Cookie'));
    if (documents[0] === APP_DOCUMENT) {
      const remotes = visitorRemotes(ctx);
      // Nothing to render for a HEAD: it gets the headers a GET would have without the person's data.
      const rendered = ctx.method === 'GET' ? screenWithData(ctx, remotes) : Promise.resolve(null);
      const { preloads, fragment } = await screenExtras(ctx, remotes);
      if (preloads.length > 0) ctx.set('Link', linkHeaderOf(preloads));
      const withData = await rendered;
      const stitchedWithData = withData && (await stitchedAppDocument(join(root, APP_DOCUMENT), withData.html, ctx.path));
      const personal = stitchedWithData && withScreenData(stitchedWithData, withData.data);
      if (personal) {
        ctx.status = 200;
        // The person's own answers: never kept by a cache, as their API answers are not.
        ctx.set('Cache-Control', NO_STORE);
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = personal;
        return;
      }
      const stitched = fragment === null ? null : await stitchedAppDocument(join(root, APP_DOCUMENT), fragment, ctx.path);
      if (stitched !== null) {
        ctx.status = 200;
        ctx.set('Cache-Control', NO_CACHE);
        ctx.type = 'text/html; charset=utf-8';
        // Koa sends no body for HEAD, with the length the GET would have.
        ctx.body = stitched;
        return;
      }
    }
    for (const document of documents) if (await sendStaticFile(ctx, root, document)) return;
    sendJson(ctx, 503, { message: 'The shell is not built yet (run the shell build)' });
  });

  // Proxied API requests skip the Koa chain (api-fast-path.ts); everything else, and every answer the
  // edge gives itself, goes through it. Both the process (start-service.ts) and the tests serve
  // `app.callback()`, so both take this path.
  const fastApi = apiFastPath({
    routes,
    pools,
    headers,
    logger,
    upstreamTimeoutMs: options.upstreamTimeoutMs,
    apiDocs: serveApiDocs,
  });
  // Every request is timed here, before either path takes it (request-metrics.ts).
  const observe = options.metrics ? edgeRequestObserver(options.metrics.requests, routes) : undefined;
  const koaCallback = app.callback.bind(app);
  const useFastPath = options.apiFastPath !== false;
  if (useFastPath || observe) app.callback = () => {
    const handleWithKoa = koaCallback();
    return (req, res) => {
      observe?.(req as IncomingMessage, res as ServerResponse);
      return useFastPath && fastApi(req as IncomingMessage, res as ServerResponse) ? Promise.resolve() : handleWithKoa(req, res);
    };
  };

  return app;
}
