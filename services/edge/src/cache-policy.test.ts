import { describe, expect, it } from 'vitest';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-policy.ts';

describe('cacheControlFor', () => {
  it('keeps hashed chunks for a year', () => {
    expect(cacheControlFor('/x/main.2ed0515dd1.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/905.cad76fbec8.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/905.cad76fbec8.js.map')).toBe(IMMUTABLE);
  });

  it('revalidates entries, manifests, pages and unhashed files', () => {
    expect(cacheControlFor('/remotes/choices/remoteEntry.js')).toBe(NO_CACHE);
    expect(cacheControlFor('/remotes/choices/mf-manifest.json')).toBe(NO_CACHE);
    expect(cacheControlFor('/index.html')).toBe(NO_CACHE);
    expect(cacheControlFor('/favicon.ico')).toBe(NO_CACHE);
    expect(cacheControlFor('/main.js')).toBe(NO_CACHE);
    // The service worker: a new shell build is seen on the next page load.
    expect(cacheControlFor('/srv/shell/sw.js')).toBe(NO_CACHE);
  });
});
