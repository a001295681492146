import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, signOut } from './support/sign-in.ts';

test('sign in, make 5 choices, see the milestone toast and recent choices, sign out', async ({ page }) => {
  await signIn(page, ACCOUNTS.alex);
  await expect(page.getByRole('heading', { name: 'Discover Your A.L.I.V.E Profile' })).toBeVisible();
  await expect(page.getByText('Alex', { exact: true })).toBeVisible();

  for (let n = 1; n <= 5; n += 1) {
    const pair = page.getByRole('region', { name: 'Current choice' });
    await expect(pair).toBeVisible();
    const options = pair.getByRole('button').filter({ hasNotText: 'Skip' });
    await expect(options.first()).toBeEnabled();
    const chosen = (await options.first().getAttribute('aria-label'))!;
    expect(chosen.length).toBeGreaterThan(3);
    await options.first().click();
    await expect(page.getByText('Great Choice!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Choices' })).toContainText(chosen);
    await expect(page.getByText('Great Choice!')).toBeHidden({ timeout: 5_000 });
  }

  await expect(page.getByText('Great Progress! 🎉')).toBeVisible();
  await expect(page.getByText("You've made 5 A.L.I.V.E Choices! Your profile is getting more accurate.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Choices' }).getByText('Just now')).toHaveCount(5);
  await expect(page.getByText('5/50')).toBeVisible();

  await signOut(page);
});

test('signed in, an unknown path shows the 404 screen inside the layout', async ({ page }) => {
  await signIn(page, ACCOUNTS.alex);
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Discovering preferences through intelligent choices.')).toBeVisible();
});
