import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support/sign-in.ts';
import { pairOptions } from './support/choice-pair.ts';

/**
 * docs/architecture.md, "Shared singletons": the cold signed-in home screen's JavaScript budget; 210 KB
 * since remote entries carry their chunks' SHA-384 hashes (docs/decisions.md, releases).
 */
const COLD_HOME_JS_BUDGET_KB = 210;
const resultFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/cold-load.json');

test('a cold signed-in home screen transfers at most 210 KB of JavaScript before the first pair shows', async ({ page, context }) => {
  await signIn(page, ACCOUNTS.alex);

  // Cold: nothing in the HTTP cache, as for a returning person on a new device (the session cookie stays).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const scripts = new Map<string, string>();
  const transferred = new Map<string, number>();
  let counting = true;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || /\.js(\?|$)/.test(event.response.url)) scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = scripts.get(event.requestId);
    if (counting && url) transferred.set(url, event.encodedDataLength);
  });

  await page.goto('/');
  await expect(pairOptions(page).first()).toBeEnabled();
  counting = false;

  const files = [...transferred].map(([url, bytes]) => ({ file: new URL(url).pathname, kb: Math.round((bytes / 1024) * 10) / 10 }));
  const totalKB = Math.round((files.reduce((sum, f) => sum + f.kb, 0)) * 10) / 10;
  mkdirSync(path.dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, JSON.stringify({ budgetKB: COLD_HOME_JS_BUDGET_KB, totalKB, count: files.length, files }, null, 2));
  console.log(`cold home screen: ${totalKB} KB of JavaScript in ${files.length} files (budget ${COLD_HOME_JS_BUDGET_KB} KB)`);

  expect(files.length).toBeGreaterThan(3);
  expect(totalKB).toBeLessThanOrEqual(COLD_HOME_JS_BUDGET_KB);
});
