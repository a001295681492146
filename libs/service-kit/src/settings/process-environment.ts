import { readSettings, type Settings, type SettingsSchema } from './define-settings.ts';

/**
 * The one door to `process.env` for code that no launcher hands its values (docs/architecture.md
 * "Settings"): an app a test builds without the runner, a command-line tool. It reads a schema's
 * declared variables and checks them as the runner does. Apart from this folder only the launchers
 * touch `process.env`, which the lint rule in eslint.config.mjs enforces.
 */
export function readProcessSettings<S extends SettingsSchema>(schema: S): Settings<S> {
  return readSettings(schema, process.env);
}

/** Vitest marks its workers with VITEST; that is not a setting anyone writes. */
export const underTestRunner = (env: Readonly<Record<string, string | undefined>>): boolean => Boolean(env.VITEST);

/** Whether this process itself runs under the test runner, whatever environment a test passes on. */
export const processUnderTestRunner = (): boolean => underTestRunner(process.env);
