import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PGLITE_DATA_DIR } from '@alive/db';

/** File name of the development session key, beside the embedded database folder. */
export const DEV_SESSION_KEY_FILE_NAME = 'session-keys';

/**
 * Where the development session key lives: next to the embedded database folder (PGLITE_DATA_DIR,
 * default `<repo>/.data/pglite`), i.e. `<repo>/.data/session-keys` by default. Every process of a dev
 * run resolves the same file, whether the database is embedded or DATABASE_URL is set.
 */
export function devSessionKeyFile(pgliteDataDir: string | undefined): string {
  const pgliteDir = pgliteDataDir || DEFAULT_PGLITE_DATA_DIR;
  return path.join(path.dirname(path.resolve(pgliteDir)), DEV_SESSION_KEY_FILE_NAME);
}

function readKey(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = text.trim();
  if (key.length < 32) throw new Error(`The development session key in ${file} is empty or too short; delete the file to get a new one`);
  return key;
}

/**
 * The development session key from `file`, created with 256 random bits (mode 0600) on first use.
 * Processes starting at the same moment agree on one key: the new key is written to a private temp
 * file and hard-linked into place, which fails if another process got there first (then its key is read).
 */
export function loadOrCreateDevSessionKey(file: string): { key: string; created: boolean } {
  const existing = readKey(file);
  if (existing) return { key: existing, created: false };
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  let created = true;
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    created = false;
  } finally {
    unlinkSync(temp);
  }
  const key = readKey(file);
  if (!key) throw new Error(`Could not create the development session key in ${file}`);
  return { key, created };
}
