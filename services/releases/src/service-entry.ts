import { readReleases, startReleaseChangeApplier } from '@alive/db';
import { REMOTE_NAMES } from '@alive/features';
import { createRemoteVersions, createServiceApp, defineServiceEntry, pageLoadTokensFrom, remoteReleaseSettingsFrom } from '@alive/service-kit';
import { createReleaseSync } from './domain/release-sync.ts';
import { createCanaryJudgeLoop } from './domain/canary-judge-loop.ts';
import { createRumAggregator } from './domain/telemetry-aggregator.ts';
import { createTelemetryIntake } from './domain/telemetry-intake.ts';
import { telemetryRouter } from './http/telemetry-route.ts';
import { createReleasesMetrics } from './releases-metrics.ts';
import { registerReleaseShares } from './release-share-metrics.ts';
import { judgeSettingsFrom, releasesProcessSettings } from './settings.ts';

/** The forwards of a busy edge: up to RUM_FORWARD_MAX_BATCHES batches of 16 KB. */
const FORWARD_BODY_LIMIT = '8mb';

/**
 * The release controller (standalone and in the embedded launcher; docs/deploy.md, "Canary releases"): one
 * small process for what the edges used to do beside serving: it counts the field telemetry the edges
 * forward, judges running canaries under the Postgres advisory lock, so any number of replicas may run
 * and one decides at a time, and registers published versions and takes the versions file (release sync). Its variables are declared in settings.ts.
 */
export const serviceEntry = defineServiceEntry({
  name: 'releases',
  settings: releasesProcessSettings,
  create({ settings: read, logger, config, database }) {
    const prisma = database({ poolSize: 4 });
    const settings = judgeSettingsFrom(read.judge);
    const metrics = createReleasesMetrics();
    const aggregator = createRumAggregator({ prisma, flushMs: settings.flushMs, logger });
    const intake = createTelemetryIntake({ tokens: pageLoadTokensFrom(read.pageLoadTokens, read.runtime.nodeEnv), aggregator, metrics });
    const judge = createCanaryJudgeLoop({ prisma, metrics, judge: settings.judge, caps: settings.caps, intervalMs: settings.intervalMs, logger });
    const folders = remoteReleaseSettingsFrom(read.remoteReleases);
    const releaseSync = createReleaseSync({
      prisma,
      releasesDir: folders.releasesDir,
      remotes: REMOTE_NAMES,
      fileVersions: createRemoteVersions({ file: folders.versionsFile, releasesDir: folders.releasesDir, remotes: REMOTE_NAMES, logger }),
      logger,
      intervalMs: read.sync.intervalMs,
    });
    releaseSync.start();
    aggregator.start();
    judge.start();
    // The Releases screen's changes: admin asks, this process applies (docs/data-ownership.md).
    const changeRequests = startReleaseChangeApplier({ prisma, onError: (error) => logger.warn({ err: error }, 'applying release change requests failed') });
    return {
      app: createServiceApp({
        name: 'releases',
        prisma,
        config: config(),
        logger,
        routers: [telemetryRouter(intake)],
        bodyLimit: FORWARD_BODY_LIMIT,
        registerMetrics: (registry) => {
          metrics.register(registry);
          registerReleaseShares(registry, () => readReleases(prisma));
        },
      }),
      async stop() {
        await changeRequests.stop();
        await releaseSync.stop();
        await judge.stop();
        await aggregator.stop();
      },
    };
  },
});
