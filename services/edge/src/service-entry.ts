import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { PrismaClient } from '@alive/db';
import { defineServiceEntry, pageLoadTokensFrom, type Logger } from '@alive/service-kit';
import { createEdge } from './app.ts';
import { closeProxyAgents } from './proxy.ts';
import { createReleaseFileVerifier } from './release-integrity.ts';
import { createEdgeMetrics } from './releases/edge-metrics.ts';
import { createMemoryRateLimit } from './releases/memory-rate-limit.ts';
import { createEdgeReleases } from './releases/release-table.ts';
import { releaseSettingsFrom } from './releases/release-settings.ts';
import { createTelemetryForwarder } from './releases/telemetry-forwarder.ts';
import { remoteReleasesFrom } from './remote-versions.ts';
import { REMOTE_NAMES, remoteManifestsFrom, remoteOverridesAllowed, staticRootsStatus } from './remotes.ts';
import { edgeSettings, remoteReleaseSettingsFrom } from './settings.ts';
import { upstreamsFrom } from './upstreams.ts';

/** Standalone without DATABASE_URL the edge still serves the site, from the versions file alone. */
function optionalDatabase(database: () => PrismaClient, logger: Logger): PrismaClient | null {
  try {
    return database();
  } catch (error) {
    logger.warn({ reason: (error as Error).message }, 'no database: canary releases, release integrity and field telemetry are off');
    return null;
  }
}

function serveMetrics(metrics: ReturnType<typeof createEdgeMetrics>, port: number, host: string | undefined, logger: Logger): Server {
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.on('error', (error) => logger.warn({ err: error, port }, 'edge metrics port unavailable: metrics are not served'));
  server.listen(port, host, () => logger.info({ port: (server.address() as { port: number }).port }, 'edge metrics listening'));
  return server;
}

/**
 * The edge process (standalone and in the embedded launcher); its variables are declared in settings.ts.
 * Published remote versions: docs/architecture.md, "Deploying one part alone". With a database
 * (DATABASE_URL, or the embedded one): release records, canaries, field telemetry and the canary
 * judge (docs/deploy.md, "Canary releases").
 */
export const serviceEntry = defineServiceEntry({
  name: 'edge',
  settings: edgeSettings,
  create({ settings: read, logger, port, database }) {
    const { settings: releases, staticRoots, versions: remoteVersions } = remoteReleasesFrom(remoteReleaseSettingsFrom(read.remoteReleases), logger);
    const upstreams = upstreamsFrom(read);
    const remoteManifest = remoteManifestsFrom(read.remoteUrls);
    const production = read.runtime.nodeEnv === 'production';

    const status = staticRootsStatus(staticRoots);
    if (!status.shell) logger.warn({ dir: staticRoots.shell }, 'shell build missing: run `npm run build -w @alive/shell`');
    for (const [name, built] of Object.entries(status.remotes)) {
      // A remote with published releases (the edge image has no <app>/dist) is served from those.
      const published = existsSync(join(releases.releasesDir, name));
      if (!built && !published && remoteManifest[name as keyof typeof remoteManifest]?.startsWith('/remotes/')) {
        logger.warn({ remote: name }, 'remote build missing: its routes will show the fallback');
      }
    }
    logger.info({ upstreams, remoteManifest, ...releases }, 'edge configuration');

    const prisma = optionalDatabase(database, logger);
    const settings = releaseSettingsFrom(read.releases);
    const metrics = createEdgeMetrics();
    const edgeReleases = prisma
      ? createEdgeReleases({ prisma, releasesDir: releases.releasesDir, remotes: REMOTE_NAMES, logger, refreshMs: settings.refreshMs })
      : undefined;
    // Without release records there is nothing to judge: the telemetry still feeds the metrics.
    const forwarder = prisma
      ? createTelemetryForwarder({ url: settings.releasesUrl, flushMs: settings.forwardMs, dropped: metrics.forwardDropped, logger })
      : null;
    edgeReleases?.start();
    forwarder?.start();
    const metricsServer = serveMetrics(metrics, settings.metricsPort, read.edge.bindAddress, logger);

    return {
      app: createEdge({
        upstreams,
        staticRoots,
        remoteManifest,
        remoteVersions,
        logger,
        oidcIssuer: read.oidc.issuer,
        trustedProxies: read.network.trustedProxies,
        sourceMaps: !production,
        apiDocs: !production,
        allowRemoteOverrides: remoteOverridesAllowed({ NODE_ENV: read.runtime.nodeEnv }),
        releases: edgeReleases,
        verifyReleaseFile: edgeReleases ? createReleaseFileVerifier({ expected: (remote, version) => edgeReleases.integrity(remote, version) }) : undefined,
        metrics,
        rum: {
          forwarder,
          tokens: pageLoadTokensFrom(read.pageLoadTokens, read.runtime.nodeEnv),
          sampleRate: settings.sampleRate,
          perAddress: createMemoryRateLimit({ points: settings.perAddress.points, durationMs: settings.perAddress.durationSeconds * 1000 }),
          perPage: createMemoryRateLimit({ points: settings.perPage.points, durationMs: settings.perPage.durationSeconds * 1000 }),
          perNetworkTokens: createMemoryRateLimit({ points: settings.perNetworkTokens.points, durationMs: settings.perNetworkTokens.durationSeconds * 1000 }),
        },
      }),
      // Platforms that assign one port per container set PORT.
      listen: { port: read.edge.port ?? read.edge.platformPort ?? port },
      stop: async () => {
        edgeReleases?.stop();
        await forwarder?.stop();
        await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
        await closeProxyAgents();
      },
    };
  },
});
