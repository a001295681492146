import { defineSettings, SettingsError, settingsProblems, type SettingsSchema } from './define-settings.ts';
import { listenSettings, runtimeSettings } from './shared-settings.ts';

/** What the runner itself reads for process `name`: the runtime and where it listens. */
export function runnerSettings(name: string) {
  return defineSettings({ runtime: runtimeSettings, listen: listenSettings(name) });
}

/** Every schema process `name` reads: the runner's and its entry's. */
export function processSettings(entry: { name: string; settings: SettingsSchema }): SettingsSchema[] {
  return [runnerSettings(entry.name), entry.settings];
}

/** Throws one SettingsError naming every bad variable of all `schemas`; nothing else has started yet. */
export function assertSettings(schemas: readonly SettingsSchema[], env: Readonly<Record<string, string | undefined>>): void {
  const problems = settingsProblems(schemas, env);
  if (problems.length > 0) throw new SettingsError(problems);
}
