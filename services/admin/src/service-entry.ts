import { defineServiceEntry } from '@alive/service-kit';
import { createAdminService } from './app.ts';
import { createChoiceRollups } from './data/choice-rollups.ts';
import { startChoiceRollupFolding } from './domain/choice-rollup-folding.ts';
import { aiPairEngineFromSettings, contentClassifierFromSettings } from './generation/ai-engines-from-settings.ts';
import { adminSettings } from './settings.ts';

/** The admin process (main.ts and the embedded launcher); its variables are declared in settings.ts. */
export const serviceEntry = defineServiceEntry({
  name: 'admin',
  settings: adminSettings,
  create({ settings, logger, config, database }) {
    const aiPairEngine = aiPairEngineFromSettings(settings.openai, settings.admin.aiTimeoutMs);
    const contentClassifier = contentClassifierFromSettings(settings.openai, settings.admin.aiTimeoutMs);
    const prisma = database();
    const folding = startChoiceRollupFolding({ rollups: createChoiceRollups(prisma), logger });
    return {
      app: createAdminService({ prisma, config: config(), logger, trackRateLimit: settings.admin.trackRateLimit, aiPairEngine, contentClassifier }),
      stop: () => folding.stop(),
    };
  },
});
