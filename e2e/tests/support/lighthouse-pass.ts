/**
 * One Lighthouse navigation of a screen as a cold load that keeps the sign-in (docs/performance.md,
 * "Phones: Lighthouse mobile"), shared by the bench (tools/lighthouse/) and lighthouse-mobile.spec.ts.
 * Lighthouse's own storage reset is turned off (`disableStorageReset`) so that nothing of the session can
 * go; the same reset is done here first: the HTTP cache (disk and memory), the service worker and its
 * Cache Storage, IndexedDB, file systems and shader cache go; the session cookie and localStorage (the
 * remembered user the sign-in wrote) stay. Lighthouse connects to the browser's debugging port and opens
 * a tab of its own for each pass, in the profile's own context, where the sign-in's cookie is.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { LighthouseFormFactor } from '@alive/rspack-config/size-budgets';
import type { LighthouseResultLike } from './lighthouse-figures.ts';

/** Lighthouse's default reset (service_workers, cache_storage, file_systems, shader_cache) and IndexedDB; never cookies or localStorage. */
export const CLEARED_STORAGE_TYPES = ['service_workers', 'cache_storage', 'file_systems', 'shader_cache', 'indexeddb'] as const;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A DevTools protocol session on any page of the browser (Playwright's or puppeteer's). */
export interface CdpSender {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
}

export interface ColdPassResult {
  lhr: LighthouseResultLike & { finalDisplayedUrl: string; runWarnings: string[]; runtimeError?: { code: string; message: string } };
  /** The whole report, JSON, as Lighthouse writes it. */
  reportJson: string;
}

/** Empties what a cold load must not find (above), through `cdp`. */
export async function clearForColdLoad(cdp: CdpSender, origin: string): Promise<void> {
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: CLEARED_STORAGE_TYPES.join(',') });
  await cdp.send('Network.clearBrowserCache');
  // Turning the cache off and on again empties the memory cache as well (what Lighthouse's reset does).
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
}

export async function coldLighthousePass(options: { port: number; url: string; formFactor: LighthouseFormFactor; cdp: CdpSender }): Promise<ColdPassResult> {
  await clearForColdLoad(options.cdp, new URL(options.url).origin);
  const flags = { port: options.port, output: 'json' as const, logLevel: 'error' as const, disableStorageReset: true, onlyCategories: CATEGORIES };
  // No config is Lighthouse's default: mobile, simulated 4× CPU slowdown and slow 4G.
  const runner = await lighthouse(options.url, flags, options.formFactor === 'desktop' ? desktopConfig : undefined);
  if (!runner) throw new Error(`Lighthouse returned nothing for ${options.url}`);
  const reportJson = Array.isArray(runner.report) ? runner.report[0]! : runner.report;
  return { lhr: runner.lhr as unknown as ColdPassResult['lhr'], reportJson };
}
