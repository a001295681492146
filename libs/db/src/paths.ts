import { fileURLToPath } from 'node:url';

/** Repository root (libs/db/src → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Embedded default database folder when DATABASE_URL is unset (brief: `.data/pglite`). */
export const DEFAULT_PGLITE_DATA_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));
