/**
 * Field telemetry from real Chromium (docs/architecture.md, "Field telemetry"): every screen reports its
 * Web Vitals with its route, the edges count them in Prometheus metrics, and an ingest that fails
 * changes nothing for the visitor.
 */
import type { RemotesDocument } from '@alive/contracts';
import { expect, test } from '@playwright/test';
import { edgeMetric } from './support/edge-metrics.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

test('every screen reports its Web Vitals under its route, and the edges count them', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.admin);
  const remotes = (await (await request.get('/remotes.json')).json()) as RemotesDocument;
  // Screens with a path parameter need data of their own; every other declared screen is visited.
  const screens = Object.entries(remotes).flatMap(([remote, entry]) =>
    (entry.routes ?? []).filter((route) => !route.path.includes(':')).map((route) => ({ remote, path: route.path })),
  );
  expect(screens.length).toBeGreaterThan(10);
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
    // The shell starts web-vitals once the screen is up; leaving before that would report no vitals.
    await expect(page.locator('html')).toHaveAttribute('data-rum-vitals', 'on');
  }
  await page.goto('/'); // the last screen's page hide sends its batch

  // Each screen's vitals reached the edges under its route and remote (summed over both, as Prometheus would).
  for (const screen of screens) {
    const labels = { remote: screen.remote, version: 'unversioned', route: screen.path };
    await expect.poll(() => edgeMetric('rum_ttfb_seconds_count', labels), { message: `TTFB of ${screen.path}`, timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => edgeMetric('rum_lcp_seconds_count', labels), { message: `LCP of ${screen.path}`, timeout: 15_000 }).toBeGreaterThan(0);
  }
  for (const remote of new Set(screens.map((screen) => screen.remote))) {
    await expect.poll(() => edgeMetric('rum_remote_loads_total', { remote, outcome: 'ok' }), { message: `loads of ${remote}` }).toBeGreaterThan(0);
  }
});

test('a failing telemetry ingest changes nothing for the visitor', async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // A beacon that throws, then an ingest that answers 500 or drops the connection to the fetch fallback
  // (Playwright cannot route a beacon itself; the fallback is what a browser without one uses).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: () => {
        throw new TypeError('sendBeacon refused');
      },
    });
  });
  let refused = 0;
  await page.route('**/api/rum', async (route) => {
    refused += 1;
    if (refused % 2) await route.fulfill({ status: 500, body: '{"message":"boom"}', contentType: 'application/json' });
    else await route.abort('connectionreset');
  });
  await signIn(page, ACCOUNTS.sam);
  const home = page.getByRole('heading', { level: 1, name: 'Discover Your A.L.I.V.E Profile' });
  await expect(home).toBeVisible({ timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').nth(1).click();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goto('/happiness-profile');
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
  await page.goto('/');
  await expect(home).toBeVisible({ timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').nth(1).click();
  await expect.poll(() => refused, { message: 'the page did try to report', timeout: 10_000 }).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});
