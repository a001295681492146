import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `.env` at the root of the checkout (git-ignored; `.env.example` lists every variable). */
export const DEV_ENV_FILE = fileURLToPath(new URL('../../../../.env', import.meta.url));

/**
 * Loads `.env` into process.env for a development run; a variable already in the environment wins.
 * Never in production (the platform sets the environment) and never under tests (a developer's file
 * must not change what a test sees). Returns whether a file was loaded.
 */
export function loadDevelopmentEnvFile(file = DEV_ENV_FILE, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' || env.VITEST) return false;
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
