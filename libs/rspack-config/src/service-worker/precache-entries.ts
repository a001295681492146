import { createHash } from 'node:crypto';

/** One entry of the worker's precache list, as workbox-precaching takes it. */
export interface PrecacheEntry {
  url: string;
  /** `null` when the URL carries the content hash itself (`main.2ed0515dd1.js`). */
  revision: string | null;
}

/** The placeholder the worker's source passes to `precache()`; the build replaces it with the list. */
export const PRECACHE_MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';

// `[name].[contenthash:10].js` from create-app-config.ts; the edge's cache policy reads names the same way.
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Build files the page never asks for: source maps (private in production), the Module Federation
 * manifests (the shell has no remote consumers) and the worker itself, which the browser keeps apart.
 */
function notForThePage(file: string, workerFile: string): boolean {
  const name = file.split('/').pop() ?? file;
  return file === workerFile || file.startsWith(`${workerFile}.`) || name.endsWith('.map') || name.startsWith('mf-manifest');
}

/**
 * What the worker precaches of the shell's build (docs/architecture.md, "Offline"): every file the page
 * may load, content-hashed ones under their name alone, the others (index.html) with a hash of their
 * bytes as the revision, so a new build replaces exactly the files that changed.
 */
export function precacheEntries(files: readonly { file: string; content: Buffer | string }[], workerFile: string): PrecacheEntry[] {
  return files
    .filter(({ file }) => !notForThePage(file, workerFile))
    .map(({ file, content }) => ({
      url: `/${file}`,
      revision: CONTENT_HASHED.test(file) ? null : createHash('sha256').update(content).digest('hex').slice(0, 16),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** Where the placeholder is in the worker's code; it must occur exactly once. */
export function placeholderAt(code: string): number {
  const count = code.split(PRECACHE_MANIFEST_PLACEHOLDER).length - 1;
  if (count !== 1) throw new Error(`the service worker must use ${PRECACHE_MANIFEST_PLACEHOLDER} exactly once (found ${count})`);
  return code.indexOf(PRECACHE_MANIFEST_PLACEHOLDER);
}
