export const NO_CACHE = 'no-cache';
/** API answers: personal, never kept by any cache. */
export const NO_STORE = 'no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// `[name].[contenthash:10].js` from the rspack config (8+ hex chars to also accept other hashers).
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/** The shell's service worker, at the site's root so its scope is the whole site (docs/architecture.md, "Offline"). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Content-hashed chunks never change under their name, so browsers keep them a year. Everything that
 * names them — index.html, remote entries, mf-manifest.json, the service worker's precache list in
 * `sw.js` — must be revalidated on every load, or a redeployed shell or remote would not be picked up.
 */
export function cacheControlFor(filePath: string): string {
  const name = filePath.split('/').pop() ?? filePath;
  if (name === 'remoteEntry.js' || name.startsWith('mf-manifest') || name.endsWith('.html') || `/${name}` === SERVICE_WORKER_PATH) return NO_CACHE;
  return HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
}
