export const NO_CACHE = 'no-cache';
/** API answers: personal, never kept by any cache. */
export const NO_STORE = 'no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// `[name].[contenthash:10].js` from the rspack config (8+ hex chars to also accept other hashers).
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/**
 * Content-hashed chunks never change under their name, so browsers keep them a year. Everything that
 * names them — index.html, remote entries, mf-manifest.json — must be revalidated on every load, or a
 * redeployed remote would not be picked up.
 */
export function cacheControlFor(filePath: string): string {
  const name = filePath.split('/').pop() ?? filePath;
  if (name === 'remoteEntry.js' || name.startsWith('mf-manifest') || name.endsWith('.html')) return NO_CACHE;
  return HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
}
