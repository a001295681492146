import { expect, test } from '@playwright/test';

test.describe('signed out', () => {
  test('every path shows the landing page under the shared header and footer', async ({ page }) => {
    for (const path of ['/', '/happiness-profile', '/some/unknown/path']) {
      await page.goto(path);
      await expect(page.getByText('Please log in to access personalized features.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Get Started' }).or(page.getByRole('link', { name: 'Get Started' }))).toBeVisible();
      for (const word of ['Authentic', 'Life', 'Intentional', 'Vitality', 'Empowerment']) {
        await expect(page.getByText(word, { exact: true }).first()).toBeVisible();
      }
      await expect(page.getByText('Not authenticated')).toBeVisible();
      await expect(page.getByText('Discovering preferences through intelligent choices.')).toBeVisible();
    }
  });

  test('Login is a full-page navigation to the identity provider', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).or(page.getByRole('link', { name: 'Login' })).first().click();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(new URL(page.url()).port).toBe('4100');
  });
});
