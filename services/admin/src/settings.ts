import {
  databaseSettings,
  defineSettings,
  defineSettingsGroup,
  openAiSettings,
  releasesDirSetting,
  serviceConfigSettings,
  setting,
  settingTypes,
} from '@alive/service-kit';
import { TRACK_RATE_LIMIT_DEFAULT } from './http/analytics-track-routes.ts';

/** Every variable the admin process reads (docs/architecture.md "Settings"). */
export const adminSettings = defineSettings({
  ...serviceConfigSettings,
  database: databaseSettings,
  openai: openAiSettings,
  // Where the Releases screen's Publish puts a build (the same folder `npm run publish:remote` writes).
  remoteReleases: defineSettingsGroup({ releasesDir: releasesDirSetting }),
  admin: defineSettingsGroup({
    trackRateLimit: setting({
      env: 'TRACK_RATE_LIMIT',
      schema: settingTypes.pointsPerSeconds,
      default: settingTypes.pointsPerSecondsText(TRACK_RATE_LIMIT_DEFAULT),
      meaning: 'Page views one address may record (`<points>/<seconds>`)',
    }),
    aiTimeoutMs: setting({
      env: 'ADMIN_AI_TIMEOUT_MS',
      schema: settingTypes.positiveInt,
      defaultText: 'OPENAI_TIMEOUT_MS',
      meaning: 'Time budget of the AI pair tools and the content classifier',
    }),
  }),
});
