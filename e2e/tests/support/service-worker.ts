import type { RemotesDocument } from '@alive/contracts';
import { expect, type Page } from '@playwright/test';

/**
 * The site's service worker as a browser test sees it (docs/architecture.md, "Offline"). The suite
 * blocks workers (e2e/playwright.config.ts); a test about offline starts opts in with
 * `test.use({ serviceWorkers: 'allow' })` and waits for `serviceWorkerReady` before going offline.
 */
export interface RemoteCaches {
  /** Every remote cache of the worker. */
  names: string[];
  /** Remote → its cache holding the current manifest (written last, so the cache is complete). */
  complete: Record<string, string>;
}

/** What the worker has cached of each remote `/remotes.json` names now. */
export function remoteCaches(page: Page): Promise<RemoteCaches> {
  return page.evaluate(async () => {
    const document = (await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as Record<string, { manifest: string }>;
    const names = (await caches.keys()).filter((name) => name.startsWith('alive-remote-'));
    const complete: Record<string, string> = {};
    for (const name of names) {
      const remote = /^alive-remote-(.+?)@/.exec(name)?.[1];
      const manifest = remote && document[remote] ? new URL(document[remote].manifest, location.origin).href : null;
      if (manifest && (await (await caches.open(name)).match(manifest, { ignoreVary: true }))) complete[remote!] = name;
    }
    return { names, complete };
  });
}

/** Waits until the worker controls the page and has cached every remote of `/remotes.json` in full. */
export async function serviceWorkerReady(page: Page): Promise<RemoteCaches> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).toMatch(/\/sw\.js$/);
  const remotes = Object.keys((await (await page.request.get('/remotes.json')).json()) as RemotesDocument);
  await expect.poll(async () => Object.keys((await remoteCaches(page)).complete).sort(), { timeout: 60_000 }).toEqual(remotes.sort());
  return remoteCaches(page);
}

/** Every URL the worker keeps, in any cache. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return urls;
  });
}
