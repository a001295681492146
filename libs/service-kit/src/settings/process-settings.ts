import type { ServiceEntry } from '../service-entry.ts';
import { defineSettings, readSettings, SettingsError, settingsProblems, type SettingsSchema } from './define-settings.ts';
import { isProduction } from './production-settings.ts';
import { listenSettings, runtimeSettings, traceExportSettings } from './shared-settings.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** What the runner itself reads for process `name`: the runtime, where it listens and where its spans go. */
export function runnerSettings(name: string) {
  return defineSettings({ runtime: runtimeSettings, listen: listenSettings(name), traces: traceExportSettings });
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

/**
 * Every problem of process `entry` in `env`: values that do not read, then, in production, the published
 * values it refuses (its `productionProblems`; docs/deploy.md, "Production settings"). Those rules judge
 * read values, so they speak once every value reads.
 */
export function processProblems(entry: ServiceEntry, env: Env): string[] {
  const problems = settingsProblems(processSettings(entry), env);
  if (problems.length > 0 || !entry.productionProblems) return problems;
  if (!isProduction(readSettings({ runtime: runtimeSettings }, env).runtime.nodeEnv)) return [];
  return [...entry.productionProblems(readSettings(entry.settings, env))];
}

/** Throws one SettingsError naming every problem of process `entry` (processProblems); nothing has started yet. */
export function assertProcessSettings(entry: ServiceEntry, env: Env): void {
  const problems = processProblems(entry, env);
  if (problems.length > 0) throw new SettingsError(problems);
}
