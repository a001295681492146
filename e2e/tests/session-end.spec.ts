import { expect, test } from '@playwright/test';
import { ACCOUNTS, BASE_URL, signIn, signOut } from './support/sign-in.ts';

/**
 * Logout ends the session everywhere (docs/product/platform.md "Sessions"): cookies copied before
 * logging out with the header's Logout button sign nobody in afterwards, in any browser.
 */
test('cookies copied before logout are signed out in a fresh browser afterwards', async ({ page, browser }) => {
  await signIn(page, ACCOUNTS.alex);
  const copied = (await page.context().cookies(BASE_URL)).filter((cookie) => cookie.name.startsWith('alive.sid'));
  expect(copied.map((cookie) => cookie.name).sort()).toEqual(['alive.sid', 'alive.sid.sig']);

  // Before logout the copied cookies work anywhere: the test would prove nothing otherwise.
  const before = await browser.newContext({ baseURL: BASE_URL });
  await before.addCookies(copied);
  expect((await before.request.get('/api/auth/user')).status()).toBe(200);
  await before.close();

  await signOut(page);

  const replay = await browser.newContext({ baseURL: BASE_URL });
  try {
    await replay.addCookies(copied);
    expect((await replay.request.get('/api/auth/user')).status()).toBe(401);
    const fresh = await replay.newPage();
    await fresh.goto('/');
    await expect(fresh.getByText('Please log in to access personalized features.')).toBeVisible();
    await expect(fresh.getByText('Not authenticated')).toBeVisible();
    await expect(fresh.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  } finally {
    await replay.close();
  }
});

test('GET /api/logout only asks; its Log out button ends the session', async ({ page }) => {
  await signIn(page, ACCOUNTS.alex);
  await page.goto('/api/logout');
  await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(new URL('/', BASE_URL).href, { timeout: 20_000 });
  await expect(page.getByText('Please log in to access personalized features.')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
