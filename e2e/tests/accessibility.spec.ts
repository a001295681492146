import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';
import { pairOptions } from './support/choice-pair.ts';

test('the landing page has no WCAG A/AA violations, no label-content-name-mismatch and no heading-order finding', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Please log in to access personalized features.')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'landing');
});

test('the signed-in screens have no WCAG A/AA violations, no label-content-name-mismatch and no heading-order finding', async ({ page }) => {
  await signIn(page, ACCOUNTS.alex);
  await expect(page.getByRole('region', { name: 'Current choice' })).toBeVisible();
  await expect(page.getByTestId('profile-completion')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'home');

  // A few choices so the dashboard and completion card show data, not only their empty states.
  for (let made = 0; made < 6; made += 1) {
    const option = pairOptions(page).first();
    await expect(option).toBeEnabled();
    await option.click();
    await expect(page.getByText('Great Choice!')).toBeHidden({ timeout: 5_000 });
  }
  await expectNoAccessibilityViolations(page, 'home after choices');

  await page.goto('/happiness-profile');
  await expect(page.getByRole('heading', { name: 'My A.L.I.V.E Profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAccessibilityViolations(page, 'profile');

  await page.goto('/dashboard');
  await expect(page.getByText('Your Stats')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAccessibilityViolations(page, 'dashboard');

  await page.goto('/learning-insights');
  await expect(page.getByRole('tab', { name: 'Your Learning Profile' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAccessibilityViolations(page, 'learning insights');
});
