#!/usr/bin/env node
/**
 * Two or more builds of the shell compared by the cold first paint of the landing page, loads
 * alternating between them so a shared machine's load falls on each alike (a benchmark, not a test;
 * docs/performance.md, "First paint").
 *
 *   node tools/bench/first-paint-ab.mjs [--loads 12] <shell dist folder> <shell dist folder> ...
 *
 * Each folder is a built `shell/dist` (copy one aside after `npm run build -w @alive/shell`, change the
 * shell, build again). Before each load the folder in turn is copied over `shell/dist`, which the site's
 * edge reads per request; the original `shell/dist` is put back at the end. A load is a new browser
 * context with the HTTP cache off; its first contentful paint and LCP are read from the page's own
 * performance entries. A folder whose `index.html` has no script shows where a document alone paints.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { log, logMachine, loadAverageAfterLine } from './lib/bench-run.mjs';
import { median } from '../lib/percentiles.mjs';
import { BASE_URL, launchChromium, startSite, stopSite } from './lib/chromium-site.mjs';

const { values: args, positionals: builds } = parseArgs({ options: { loads: { type: 'string', default: '12' } }, allowPositionals: true });
const LOADS = Number(args.loads);
if (builds.length < 2) throw new Error('give two or more shell dist folders to compare');
for (const build of builds) if (!existsSync(path.join(build, 'index.html'))) throw new Error(`${build} has no index.html: not a built shell`);

const SHELL_DIST = fileURLToPath(new URL('../../shell/dist/', import.meta.url));

function observePaints() {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function coldLoad(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(observePaints);
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('heading', { name: 'Discover Your A.L.I.V.E Profile' }).waitFor();
    // Let the last paints land and be reported before reading them.
    await page.waitForTimeout(700);
    return await page.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, lcp: window.__lcp }));
  } finally {
    await context.close();
  }
}

logMachine();
const site = await startSite(`alive_bench_first_paint_${process.pid}`);
const saved = mkdtempSync(path.join(tmpdir(), 'alive-shell-dist-'));
cpSync(SHELL_DIST, saved, { recursive: true });
const browser = await launchChromium();
try {
  const results = new Map(builds.map((build) => [build, []]));
  for (let load = 0; load < LOADS; load += 1) {
    for (const build of builds) {
      rmSync(SHELL_DIST, { recursive: true, force: true });
      cpSync(build, SHELL_DIST, { recursive: true });
      results.get(build).push(await coldLoad(browser));
    }
  }
  for (const [build, loads] of results) {
    const fcp = loads.map((l) => Math.round(l.fcp));
    log(`${build}: FCP median ${median(fcp)} ms, LCP median ${median(loads.map((l) => Math.round(l.lcp)))} ms (FCP of each load: ${fcp.join(' ')})`);
  }
  log(loadAverageAfterLine());
} finally {
  await browser.close();
  rmSync(SHELL_DIST, { recursive: true, force: true });
  cpSync(saved, SHELL_DIST, { recursive: true });
  rmSync(saved, { recursive: true, force: true });
  stopSite(site);
}
