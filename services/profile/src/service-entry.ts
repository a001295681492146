import { defineServiceEntry } from '@alive/service-kit';
import { createProfileService } from './app.ts';
import { lifeGuideEngineFromSettings } from './insights/life-guide-engine-from-settings.ts';
import { profileSettings } from './settings.ts';

/** The profile process (standalone and in the embedded launcher); its variables are declared in settings.ts. */
export const serviceEntry = defineServiceEntry({
  name: 'profile',
  settings: profileSettings,
  create({ settings, logger, config, database }) {
    const lifeGuideEngine = lifeGuideEngineFromSettings(settings.openai);
    logger.info({ engine: lifeGuideEngine?.name ?? 'builtin' }, 'Life Guide engine');
    return { app: createProfileService({ prisma: database({ poolSize: 5 }), config: config(), logger, lifeGuideEngine }) };
  },
});
