import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, shoot } from './support/screen-shots.ts';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { CHOICE_TABLES, signInAsResetPerson } from './support/e2e-database.ts';
import { ACCOUNTS } from './support/sign-in.ts';

/**
 * The recommendations hub's task is on the first screen (docs/product/recommendations.md, Hub): on the
 * narrowest phone we design for (375 × 812) the first recommendation card's title and its buttons are
 * in view without scrolling, for a new person (starter picks, the note above them: the tallest case).
 * Screenshots at 1280 × 800 and 375 × 812 go to the test's output, and to SHOTS_DIR when it is set.
 */

const PERSON = ACCOUNTS.jordan;


test('on a phone the first recommendation card, title and buttons, is on the first screen of the hub', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsResetPerson(page, PERSON, [...CHOICE_TABLES, 'recommendation_feedback', 'recommendation_caches', 'user_interests']);
  await page.setViewportSize(PHONE);
  await page.goto('/recommendations');
  const first = page.getByTestId('recommendation-card').first();
  // A list not made yet answers `generating`; the screen asks again until it is there.
  await expect(first).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('generating-notice')).toHaveCount(0);
  await expect(page.getByTestId('starter-note')).toBeVisible();

  const inFirstScreen = async (what: string, box: { y: number; height: number } | null) => {
    expect(box, what).not.toBeNull();
    expect(box!.y, `${what} starts on the first screen`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${what} ends on the first screen`).toBeLessThanOrEqual(PHONE.height);
  };
  await inFirstScreen('the first card title', await first.getByRole('heading').first().boundingBox());
  await inFirstScreen('the first card Like button', await first.getByRole('button', { name: 'Like', exact: true }).boundingBox());
  await inFirstScreen('the first card Bookmark button', await first.getByRole('button', { name: 'Bookmark', exact: true }).boundingBox());
  // Nothing sticks out sideways on the way.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, 'recommendations-hub-375x812', testInfo.outputPath.bind(testInfo));

  // The other screens stay one tap away, below the list.
  const more = page.getByRole('navigation', { name: 'Recommendation screens' });
  await expect(more.getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'View Specific Content' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'recommendations hub on a phone');

  await page.setViewportSize(DESKTOP);
  await expect(first).toBeVisible();
  await shoot(page, 'recommendations-hub-1280x800', testInfo.outputPath.bind(testInfo));
});
