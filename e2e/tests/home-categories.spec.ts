import { expect, test, type Response } from '@playwright/test';
import { CHOICE_TABLES, signInAsResetPerson } from './support/e2e-database.ts';
import { ACCOUNTS } from './support/sign-in.ts';
import { currentPair, pairOptions } from './support/choice-pair.ts';

/**
 * No category on the home screen is a dead end (docs/product/choices.md, Screen): a new person who
 * picks any category the dropdown offers, read from the dropdown itself, gets a pair of that category,
 * never "No More Choices Available" (Food once had no pairs at all).
 */

const isNextPair = (response: Response) => response.url().includes('/api/choice-pairs/plan') && response.request().method() === 'GET';

test('a new person gets a pair in every category the home dropdown offers', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsResetPerson(page, ACCOUNTS.jordan, [...CHOICE_TABLES, 'user_interests']);
  await page.reload();
  await expect(pairOptions(page).first()).toBeEnabled();

  const dropdown = page.getByRole('combobox', { name: 'Category' });
  await dropdown.click();
  await expect(page.getByRole('option', { name: 'All Categories' })).toBeVisible();
  const labels = (await page.getByRole('option').allTextContents()).filter((label) => label !== 'All Categories');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  expect(labels).toContain('Food');

  for (const label of labels) {
    const next = page.waitForResponse((response) => isNextPair(response) && new URL(response.url()).searchParams.has('category'));
    await dropdown.click();
    await page.getByRole('option', { name: label, exact: true }).click();
    const answer = (await (await next).json()) as { pair: { category: string } | null };
    expect(answer.pair?.category, `the pair for ${label}`).toBe(label);
    await expect(dropdown).toHaveText(label);
    await expect(pairOptions(page)).toHaveCount(2);
    await expect(currentPair(page)).not.toContainText('No More Choices Available');
    await expect(page.getByText('No More Choices Available')).toHaveCount(0);
  }
});
