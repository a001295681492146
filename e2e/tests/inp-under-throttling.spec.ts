/**
 * Interaction to Next Paint on a slow phone, as field telemetry reports it (docs/performance.md, "Phones:
 * Lighthouse mobile"; docs/architecture.md, "Field telemetry"): under a CPU slowed down as Lighthouse's
 * mobile setting does, a person makes choices on the home, switches a tab on the profile and opens the
 * recommendations; the INP each page load's telemetry sent (and the edges counted) has a p75 within budget.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { INP_CPU_SLOWDOWN, INP_P75_BUDGET_MS, PHONE_CI_GATE } from '@alive/rspack-config/size-budgets';

// CI holds the gate until the target is met; the figure is printed against both.
const gateMs = PHONE_CI_GATE.inpP75Ms;
import { pairOptions } from './support/choice-pair.ts';
import { completeProfile } from './support/complete-profile.ts';
import { edgeMetric } from './support/edge-metrics.ts';
import { p75, recordRumBeacons } from './support/rum-beacons.ts';
import { ACCOUNTS, BASE_URL, signIn } from './support/sign-in.ts';

const resultFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/inp.json');
const CHOICES = 3;

/** The shell starts web-vitals once the screen is up: interactions before it would be seen only if slow (field-telemetry.spec.ts). */
async function reportingVitals(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-rum-vitals', 'on', { timeout: 20_000 });
}

/**
 * Waits as a person reading the answer would: until the frame after the interaction is painted and the
 * page has been idle twice. web-vitals takes an interaction's timing in an idle callback; a page hidden
 * before that one runs reports no INP for it (its hidden handler reports first), so leaving at once
 * would measure nothing, not a fast page.
 */
async function untilIdleAfterPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
      }),
  );
}

/** A signed-in tab of its own with its CPU slowed down (the setting holds across the tab's page loads). */
async function slowTab(browser: Browser, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS], prepare?: (page: Page) => Promise<void>): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: BASE_URL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, account);
  await prepare?.(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

test(
  `p75 INP of a person's interactions under a ${INP_CPU_SLOWDOWN}× slower CPU, as field telemetry reports it, is at most ${gateMs} ms (target ${INP_P75_BUDGET_MS} ms)`,
  // Measures main-thread time: run alone, last (scripts/test-all.mjs, the `phone` step).
  { tag: '@phone' },
  async ({ browser }) => {
  test.setTimeout(180_000);
  const beacons = await recordRumBeacons(await browser.newBrowserCDPSession());
  const countedBefore = await edgeMetric('rum_inp_seconds_count', {});
  const person = await slowTab(browser, ACCOUNTS.alex);
  // The profile has its tabs once the person has a profile: Maya's is made as first-paint.spec.ts makes it.
  const profiled = await slowTab(browser, ACCOUNTS.maya, completeProfile);

  // One page load each; a page load reports its INP when it is hidden, here by the next page load.
  const pageLoads: { interactions: string; page: Page; interact: (page: Page) => Promise<unknown> }[] = [
    {
      interactions: `${CHOICES} choices on the home`,
      page: person.page,
      interact: async (page) => {
        await page.goto('/');
        await reportingVitals(page);
        const recent = page.getByRole('region', { name: 'Recent Choices' });
        for (let n = 0; n < CHOICES; n += 1) {
          const option = pairOptions(page).nth(n % 2);
          await expect(option).toBeEnabled();
          const chosen = (await option.getAttribute('aria-label'))!;
          await option.click();
          await expect(recent).toContainText(chosen);
        }
      },
    },
    {
      interactions: 'a tab switch on the profile',
      page: profiled.page,
      interact: async (page) => {
        await page.goto('/happiness-profile');
        await reportingVitals(page);
        const tab = page.getByRole('tab', { name: 'Life Guide' });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      },
    },
    {
      interactions: 'opening the recommendations from the home, then their Books tab',
      page: person.page,
      interact: async (page) => {
        await page.goto('/');
        await reportingVitals(page);
        await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/recommendations"]').click();
        await page.waitForURL('**/recommendations');
        const tab = page.getByRole('tab', { name: 'Books' });
        await tab.click({ timeout: 20_000 });
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      },
    },
  ];

  const samples: { interactions: string; route: string; inpMs: number }[] = [];
  for (const [index, pageLoad] of pageLoads.entries()) {
    await pageLoad.interact(pageLoad.page);
    await untilIdleAfterPaint(pageLoad.page);
    // The next page load hides this one: its INP leaves in the last batch (shell/src/features/telemetry/start-telemetry.ts).
    await pageLoad.page.goto('/groups');
    await expect.poll(() => beacons.vitals('INP').length, { message: `INP of ${pageLoad.interactions}`, timeout: 15_000 }).toBe(index + 1);
    const inp = beacons.vitals('INP').at(-1)!;
    samples.push({ interactions: pageLoad.interactions, route: inp.route, inpMs: Math.round(inp.value) });
  }
  await beacons.stop();
  await person.close();
  await profiled.close();
  // The edges took every one of them in (counted in rum_inp_seconds, summed over both).
  await expect.poll(() => edgeMetric('rum_inp_seconds_count', {}).then((count) => count - countedBefore)).toBeGreaterThanOrEqual(samples.length);

  const p75Ms = p75(samples.map((sample) => sample.inpMs));
  mkdirSync(path.dirname(resultFile), { recursive: true });
  writeFileSync(
    resultFile,
    JSON.stringify({ budgetMs: gateMs, targetMs: INP_P75_BUDGET_MS, cpuSlowdown: INP_CPU_SLOWDOWN, p75Ms, samples, loadAverage: loadavg().map((value) => value.toFixed(2)).join(' '), measuredAt: new Date().toISOString() }, null, 2),
  );
  console.log(`INP under ${INP_CPU_SLOWDOWN}× CPU: p75 ${p75Ms} ms (CI gate ${gateMs} ms, target ${INP_P75_BUDGET_MS} ms); ${samples.map((s) => `${s.interactions}: ${s.inpMs} ms`).join('; ')}`);
  expect(p75Ms).toBeLessThanOrEqual(gateMs);
});
