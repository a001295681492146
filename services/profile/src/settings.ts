import { databaseSettings, defineSettings, openAiSettings, serviceConfigSettings } from '@alive/service-kit';

/** Every variable the profile process reads (docs/architecture.md "Settings"). */
export const profileSettings = defineSettings({
  ...serviceConfigSettings,
  database: databaseSettings,
  openai: openAiSettings,
});
