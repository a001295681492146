import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, shoot } from './support/screen-shots.ts';
import { completeProfile } from './support/complete-profile.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

/**
 * The profile's screens and the admin panel at the two widths every changed screen is looked at
 * (docs/product/platform.md): each shows its own title and its data, nothing sticks out sideways on a
 * phone, and screenshots go to the test's output (and to SHOTS_DIR when it is set).
 */

const SCREENS = [
  // Maya with a whole profile (first-paint.spec.ts gives her one too), so the screens show data.
  { account: ACCOUNTS.maya, path: '/happiness-profile', title: 'My A.L.I.V.E Profile', name: 'profile', withProfile: true },
  { account: ACCOUNTS.maya, path: '/dashboard', title: 'Preference Dashboard', name: 'dashboard', withProfile: true },
  { account: ACCOUNTS.maya, path: '/learning-insights', title: 'Learning Insights', name: 'learning-insights', withProfile: true },
  { account: ACCOUNTS.admin, path: '/admin', title: 'Admin Panel', name: 'admin', withProfile: false },
] as const;

/** The screen is in with its data: its title, and no loading state left in the main content. */
async function screenReady(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

for (const screen of SCREENS) {
  test(`${screen.name} at ${PHONE.width} × ${PHONE.height} and ${DESKTOP.width} × ${DESKTOP.height}`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, screen.account);
    if (screen.withProfile) await completeProfile(page);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(screen.path);
      await screenReady(page, screen.title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen.path} scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(size.width);
      await shoot(page, `${screen.name}-${size.width}x${size.height}`, testInfo.outputPath.bind(testInfo));
    }
  });
}
