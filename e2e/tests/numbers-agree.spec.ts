import { expect, test, type Page, type Response } from '@playwright/test';
import { ACCOUNTS, signIn } from './support/sign-in.ts';
import { currentPair, pairOptions } from './support/choice-pair.ts';

// One count everywhere (docs/product/profile.md, Decision — numbers that agree): after N choices the
// Preference Dashboard's Choices Made is the home screen's "n/50", Profile Strength is that progress,
// and the completion card's badge never claims more than the progress allows. The dashboard is
// reached by clicks from the home screen.

const CHOICES = 12;
const TARGET = 50;

const isChoice = (r: Response) => r.url().endsWith('/api/user-choices') && r.request().method() === 'POST';
const progressCount = (page: Page) => page.getByTestId('progress-count');

/** "n/50" → n, once the count has loaded. */
async function readProgress(page: Page): Promise<number> {
  await expect(progressCount(page)).toHaveText(/^\d+\/50$/);
  return Number((await progressCount(page).textContent())!.split('/')[0]);
}

test('after N choices the dashboard, the progress card and the badge tell the same count', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.jordan);

  // A person without choices may first be asked what they care about; that step stores nothing when skipped.
  const firstRun = page.getByRole('region', { name: 'What do you care about?' });
  // Both show at once when the step is asked (the home screen paints step and pair together).
  await expect(currentPair(page).or(firstRun).first()).toBeVisible({ timeout: 20_000 });
  if (await firstRun.isVisible()) await firstRun.getByRole('button', { name: 'Skip for now' }).click();

  const before = await readProgress(page);
  for (let made = 0; made < CHOICES; made += 1) {
    await expect(currentPair(page)).toBeVisible();
    const options = pairOptions(page);
    await expect(options.first()).toBeEnabled();
    const posted = page.waitForResponse(isChoice);
    await options.nth(made % 2).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText('Great Choice!')).toBeHidden({ timeout: 5_000 });
  }
  const count = before + CHOICES;
  await expect(progressCount(page)).toHaveText(`${count}/${TARGET}`);

  // The completion card on the home screen: below 50 choices no badge says Master.
  const completion = page.getByTestId('profile-completion');
  await expect(completion.getByRole('list', { name: 'Dimensions' })).toBeVisible();
  if (count < TARGET) await expect(completion.getByText(/Profile Master/)).toHaveCount(0);

  // To the dashboard by clicks: the completion card's button.
  await completion.getByRole('link', { name: 'Preference Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preference Dashboard' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Your Stats' });
  await expect(stats.getByTestId('stat-choices-made')).toHaveText(String(count));
  await expect(stats.getByTestId('stat-profile-strength')).toHaveText(`${Math.min(100, Math.round((count / TARGET) * 100))}%`);
  await expect(stats).toContainText(`${count} of ${TARGET} choices`);
  // The per-tag sum is still there, under its own name: every choice touches at least one tag.
  const tagSignals = Number(await stats.getByTestId('stat-tag-signals').textContent());
  expect(tagSignals).toBeGreaterThanOrEqual(count);

  // The navigation bar's link leads there too, and back home the progress card reads the same count.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'A.L.I.V.E Choices' }).click();
  await expect(progressCount(page)).toHaveText(`${count}/${TARGET}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Preference Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Your Stats' }).getByTestId('stat-choices-made')).toHaveText(String(count));
});
