import { expect, test } from '@playwright/test';
import { expectHeadingsInOrder, expectNoAccessibilityViolations } from './support/accessibility.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';
import { currentPair, pairOptions } from './support/choice-pair.ts';

test('a new user builds an A.L.I.V.E profile from choices and sees it on the profile and dashboard', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.admin);

  await page.goto('/happiness-profile');
  await expect(page.getByText('Build Your A.L.I.V.E Profile')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next Steps' })).toBeVisible();
  await expectHeadingsInOrder(page, 'profile: no profile yet');
  await page.getByRole('button', { name: 'Start Making Choices' }).or(page.getByRole('link', { name: 'Start Making Choices' })).click();
  await expect(page).toHaveURL(/\/$/);

  // Choose until every dimension has evidence (the completion card counts it), at most 40 choices.
  const completion = page.getByTestId('profile-completion');
  for (let made = 0; made < 40; made += 1) {
    const missing = await completion.getByTestId('dimension-tile-missing').count().catch(() => 5);
    if (made >= 10 && missing === 0) break;
    await expect(currentPair(page)).toBeVisible();
    const options = pairOptions(page);
    await expect(options.first()).toBeEnabled();
    await options.nth(made % 2).click();
    await expect(page.getByText('Great Choice!')).toBeHidden({ timeout: 5_000 });
  }

  await page.getByRole('link', { name: 'My A.L.I.V.E Profile' }).first().click();
  await expect(page.getByRole('heading', { name: 'My A.L.I.V.E Profile' })).toBeVisible();
  const code = page.getByTestId('happiness-code');
  await expect(code).toHaveText(/^[IS][ME][AR][XT][CF]$/);
  await expect(page.getByTestId('profile-type-name')).not.toBeEmpty();
  await expect(page.getByTestId('dimension-row')).toHaveCount(5);
  await expectNoAccessibilityViolations(page, 'profile: My Profile');
  await expectHeadingsInOrder(page, 'profile: My Profile');

  await page.getByRole('tab', { name: 'Life Guide' }).click();
  await expect(page.getByText('Personal Life Applications')).toBeVisible();
  await expect(page.getByText('Your Action Plan')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'profile: Life Guide');
  await expectHeadingsInOrder(page, 'profile: Life Guide');

  await page.getByRole('tab', { name: 'Framework' }).click();
  await expect(page.getByTestId('profile-type-card')).toHaveCount(32);
  await expectNoAccessibilityViolations(page, 'profile: Framework');
  await expectHeadingsInOrder(page, 'profile: Framework');

  await page.goto('/dashboard');
  await expect(page.getByText('Preference Distribution')).toBeVisible();
  await expect(page.getByText('Your Stats')).toBeVisible();
  await expect(page.getByTestId('stat-choices-made')).not.toHaveText('0');
  await expect(page.getByTestId('preference-evolution-chart')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'dashboard with data');
  await expectHeadingsInOrder(page, 'dashboard with data');

  // Learning insights, both tabs: no skipped heading level, and no claim of a minimum confidence for
  // being shown (lists show their best-ranked picks whatever their confidence).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learning Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Insights' })).toBeVisible();
  const patterns = page.getByRole('region', { name: 'Preference Patterns' });
  await expect(patterns.getByTestId('confidence-threshold')).toBeVisible();
  await expect(patterns).not.toContainText('minimum confidence before a recommendation is shown');
  await expectNoAccessibilityViolations(page, 'learning insights: Your Learning Profile');
  await expectHeadingsInOrder(page, 'learning insights: Your Learning Profile');
  await page.getByRole('tab', { name: 'System Performance' }).click();
  await expect(page.getByText('Active learners').or(page.getByText('System Data Unavailable'))).toBeVisible();
  await expectHeadingsInOrder(page, 'learning insights: System Performance');
});
