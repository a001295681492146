import { busSettings, databaseUrlSetting, defineSettings, pgliteDataDirSetting } from '@alive/service-kit';

/**
 * What `npm start` itself reads to choose between the embedded default and separate processes; each
 * process it starts reads its own (docs/architecture.md "Settings").
 */
export const launcherSettings = defineSettings({
  database: { url: databaseUrlSetting, pgliteDataDir: pgliteDataDirSetting },
  bus: busSettings,
});
