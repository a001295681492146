export {
  defineSettings,
  defineSettingsGroup,
  readSettings,
  setting,
  settingDeclarations,
  settingsProblems,
  SettingsError,
  type SettingDeclaration,
  type Settings,
  type SettingsGroup,
  type SettingsSchema,
} from './define-settings.ts';
export * as settingTypes from './setting-types.ts';
export type { RateLimitValue } from './setting-types.ts';
export * from './shared-settings.ts';
export { assertProcessSettings, assertSettings, processProblems, processSettings, runnerSettings } from './process-settings.ts';
export * from './production-settings.ts';
export { DEV_ENV_FILE, loadDevelopmentEnvFile } from './env-file.ts';
export { processUnderTestRunner, readProcessSettings, underTestRunner } from './process-environment.ts';
