import { REMOTE_FOLDERS, REMOTE_NAMES } from '@alive/features';
import { defineServiceEntry, remoteBuildFolder, remoteReleaseSettingsFrom, startPeriodicTask } from '@alive/service-kit';
import { createAdminService } from './app.ts';
import { createChoiceRollups } from './data/choice-rollups.ts';
import { startChoiceRollupFolding } from './domain/choice-rollup-folding.ts';
import { createTagPopularity } from './data/tag-popularity.ts';
import { aiPairEngineFromSettings, contentClassifierFromSettings } from './generation/ai-engines-from-settings.ts';
import { adminSettings } from './settings.ts';

/** How often admin looks whether the popular tags snapshot is due (data/tag-popularity.ts). */
const TAG_REFRESH_CHECK_MS = 60_000;

/** The admin process (standalone and in the embedded launcher); its variables are declared in settings.ts. */
export const serviceEntry = defineServiceEntry({
  name: 'admin',
  settings: adminSettings,
  create({ settings, logger, config, database }) {
    const aiPairEngine = aiPairEngineFromSettings(settings.openai, settings.admin.aiTimeoutMs);
    const contentClassifier = contentClassifierFromSettings(settings.openai, settings.admin.aiTimeoutMs);
    const prisma = database();
    // The admin figures' upkeep, off every request path (docs/product/admin.md, Engagement figures).
    const folding = startChoiceRollupFolding({ rollups: createChoiceRollups(prisma), logger });
    const tagPopularity = createTagPopularity(prisma);
    const tagRefresh = startPeriodicTask({
      run: () => tagPopularity.refreshIfDue(),
      intervalMs: TAG_REFRESH_CHECK_MS,
      onError: (error) => logger.warn({ err: error }, 'refreshing the popular tags snapshot failed; the overview computes it when it is twice overdue'),
    });
    // The Releases screen publishes a remote's build from here when this process runs beside the builds.
    const localBuilds = {
      releasesDir: remoteReleaseSettingsFrom({ releasesDir: settings.remoteReleases.releasesDir, versionsFile: undefined }).releasesDir,
      buildFolders: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, remoteBuildFolder(REMOTE_FOLDERS[remote])])),
    };
    return {
      app: createAdminService({ prisma, config: config(), logger, trackRateLimit: settings.admin.trackRateLimit, aiPairEngine, contentClassifier, localBuilds }),
      async stop() {
        await folding.stop();
        await tagRefresh.stop();
      },
    };
  },
});
