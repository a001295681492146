import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, signOut } from './support/sign-in.ts';
import { currentPair, pairOptions } from './support/choice-pair.ts';

test('sign in, make 5 choices, see the milestone toast and recent choices, sign out', async ({ page }) => {
  await signIn(page, ACCOUNTS.alex);
  await expect(page.getByRole('heading', { name: 'Discover Your A.L.I.V.E Profile' })).toBeVisible();
  await expect(page.getByText('Alex', { exact: true })).toBeVisible();
  // Other tests may have signed in as Alex before: count from wherever the progress stands now.
  const progress = page.getByRole('region', { name: 'Your Progress' });
  await expect(progress).toContainText(/\d+\/50/);
  const before = Number(/(\d+)\/50/.exec((await progress.textContent()) ?? '')![1]);

  const chosenTexts: string[] = [];
  for (let n = 1; n <= 5; n += 1) {
    await expect(currentPair(page)).toBeVisible();
    const options = pairOptions(page);
    await expect(options.first()).toBeEnabled();
    const chosen = (await options.first().getAttribute('aria-label'))!;
    expect(chosen.length).toBeGreaterThan(3);
    chosenTexts.push(chosen);
    await options.first().click();
    await expect(page.getByText('Great Choice!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Choices' })).toContainText(chosen);
    await expect(page.getByText('Great Choice!')).toBeHidden({ timeout: 5_000 });
  }

  // In the toast itself: for a second Radix also copies its text into a screen-reader announcement.
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(notifications.getByText('Great Progress! 🎉')).toBeVisible();
  await expect(notifications.getByText("You've made 5 A.L.I.V.E Choices! Your profile is getting more accurate.")).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Choices' });
  for (const text of chosenTexts) await expect(recent).toContainText(text);
  expect(await recent.getByText('Just now').count()).toBeGreaterThanOrEqual(5);
  await expect(progress).toContainText(`${before + 5}/50`);

  await signOut(page);
});

test('signed in, an unknown path shows the 404 screen inside the layout', async ({ page }) => {
  await signIn(page, ACCOUNTS.alex);
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Discovering preferences through intelligent choices.')).toBeVisible();
});

test('on a phone, the Great Choice! overlay stays under the sticky header when the card is scrolled beneath it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.alex);
  const pair = currentPair(page);
  const options = pairOptions(page);
  await expect(options.last()).toBeEnabled();

  // Scroll until the top of the card sits halfway under the header.
  const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
  const cardTop = (await pair.boundingBox())!.y;
  await page.evaluate((by) => window.scrollBy(0, by), cardTop - headerHeight / 2);
  await options.last().click();
  await expect(page.getByText('Great Choice!')).toBeVisible();

  const probe = await page.evaluate(() => {
    const header = document.querySelector('body header')!;
    const overlay = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.includes('Great Choice!'))!;
    const headerBox = header.getBoundingClientRect();
    const overlayBox = overlay.getBoundingClientRect();
    // A point both the header and the overlay cover: whatever paints on top there wins.
    const x = overlayBox.left + overlayBox.width / 2;
    const y = (Math.max(overlayBox.top, headerBox.top) + headerBox.bottom) / 2;
    const top = document.elementFromPoint(x, y);
    return { overlaps: overlayBox.top < headerBox.bottom, headerOnTop: header.contains(top) };
  });
  expect(probe.overlaps).toBe(true);
  expect(probe.headerOnTop).toBe(true);
});
