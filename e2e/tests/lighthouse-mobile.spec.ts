/**
 * One Lighthouse mobile pass of the cold signed-in home (docs/performance.md, "Phones: Lighthouse mobile"):
 * the bench's cold pass (support/lighthouse-pass.ts) once, held to the same budgets
 * (libs/rspack-config/src/lighthouse-budgets.ts). Lighthouse drives the browser over a debugging port, so
 * this test launches its own Chromium with one, on a profile of its own (Lighthouse's tab opens in the
 * profile's own context, where the sign-in's cookie is); its figures go to test-results/lighthouse.json
 * for `npm run size`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test } from '@playwright/test';
import { LIGHTHOUSE_BUDGETS, PHONE_CI_GATE } from '@alive/rspack-config/size-budgets';
import { CHROMIUM_LAUNCH } from '../chromium-launch.ts';
import { budgetMisses, failingAudits, figuresOf } from './support/lighthouse-figures.ts';
import { coldLighthousePass, type CdpSender } from './support/lighthouse-pass.ts';
import { ACCOUNTS, BASE_URL, signIn } from './support/sign-in.ts';

const resultFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/lighthouse.json');
// CI holds the gate until every screen meets the targets; the figures are printed against both.
const budget = PHONE_CI_GATE.lighthouse;
const target = LIGHTHOUSE_BUDGETS.mobile;

/** Chromium picks the debugging port (0) and names it in the profile's DevToolsActivePort file. */
const debuggingPort = (userDataDir: string) => Number(readFileSync(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);

test(
  `Lighthouse on a phone: the cold signed-in home scores performance ≥ ${budget.performance}, TBT ≤ ${budget.tbtMs} ms, LCP ≤ ${budget.lcpMs} ms, the rest ${budget.accessibility}`,
  // Measures main-thread time: run alone, last (scripts/test-all.mjs, the `phone` step).
  { tag: '@phone' },
  async () => {
  test.setTimeout(120_000);
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'alive-lighthouse-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...CHROMIUM_LAUNCH,
    args: [...(CHROMIUM_LAUNCH.args ?? []), '--remote-debugging-port=0'],
    baseURL: BASE_URL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, ACCOUNTS.alex);
    // The sign-in's tab leaves the site, so that Lighthouse's tab is the only one on it.
    await page.goto('about:blank');
    const cdp = (await context.newCDPSession(page)) as unknown as CdpSender;
    const { lhr } = await coldLighthousePass({ port: debuggingPort(userDataDir), url: new URL('/', BASE_URL).href, formFactor: 'mobile', cdp });
    expect(lhr.runtimeError, lhr.runtimeError?.message).toBeUndefined();
    expect(new URL(lhr.finalDisplayedUrl).pathname, 'still signed in on the home').toBe('/');

    const figures = figuresOf(lhr);
    const misses = budgetMisses(figures, budget);
    const audits = failingAudits(lhr);
    mkdirSync(path.dirname(resultFile), { recursive: true });
    writeFileSync(
      resultFile,
      JSON.stringify({ screen: 'home', formFactor: 'mobile', figures, budget, target, targetMisses: budgetMisses(figures, target), misses, failingAudits: audits, loadAverage: loadavg().map((value) => value.toFixed(2)).join(' '), measuredAt: new Date().toISOString() }, null, 2),
    );
    console.log(`Lighthouse mobile, cold signed-in home: ${JSON.stringify(figures)}; short of the targets: ${budgetMisses(figures, target).join('; ') || 'nothing'}`);
    for (const audit of audits.slice(0, 8)) console.log(`  under 1: [${audit.category}] ${audit.id} ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    expect(misses, audits.map((audit) => audit.id).join(', ')).toEqual([]);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
