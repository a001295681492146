import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support/sign-in.ts';
import { siteRoutes } from './support/site-routes.ts';

/**
 * Every screen at 375 px, the narrowest phone we design for (docs/product/platform.md, "Mobile"): a
 * full-page screenshot of each route of `/remotes.json` (kept in the test's output for review), and the
 * page never scrolls sideways. Wide parts (tab strips, tables, charts) scroll inside their own box.
 * The administrator sees every screen, admin screens included; parameters are filled from a group the
 * administrator creates.
 */

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

test('every screen lays out at 375 px without sideways scrolling', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.admin);
  const routes = await siteRoutes(page.request);
  const created = await page.request.post('/api/groups', { data: { name: `Narrow ${Date.now().toString(36)}`, description: 'a group for the 375 px screenshots' } });
  expect(created.status()).toBe(201);
  const group = (await created.json()) as { id: string; inviteCode?: string; group?: { id: string; inviteCode: string } };
  const groupId = group.group?.id ?? group.id;
  const inviteCode = group.group?.inviteCode ?? group.inviteCode ?? 'ABCDEFGH';
  const params: Record<string, string> = { groupId, id: groupId, code: inviteCode };

  const overflowing: string[] = [];
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? name);
    await page.goto(path);
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    await page.locator('main').first().waitFor({ timeout: 10_000 });
    const slug = route.path === '/' ? 'home' : route.path.slice(1).replace(/[/:]+/g, '_');
    await page.screenshot({ path: testInfo.outputPath(`375-${slug}.png`), fullPage: true });
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
    if (width.scroll > width.view) {
      // Name what sticks out, so the failure says where to look.
      const culprits = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.getClientRects().length > 0)
          .filter((el) => !el.closest('[data-scroll-x]') || el.matches('[data-scroll-x]'))
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
      );
      overflowing.push(`${path}: ${width.scroll} px wide (${culprits.join('; ')})`);
    }
  }
  expect(overflowing, 'screens wider than 375 px').toEqual([]);
});
