import { expect, type Page } from '@playwright/test';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const home = new URL('/', BASE_URL).href;

export const ACCOUNTS = {
  alex: { email: 'alex@alive.local', password: 'alive-demo', firstName: 'Alex' },
  admin: { email: 'admin@alive.local', password: 'alive-demo', firstName: 'Ada' },
  sam: { email: 'sam@alive.local', password: 'alive-demo', firstName: 'Sam' },
  priya: { email: 'priya@alive.local', password: 'alive-demo', firstName: 'Priya' },
  jordan: { email: 'jordan@alive.local', password: 'alive-demo', firstName: 'Jordan' },
  maya: { email: 'maya@alive.local', password: 'alive-demo', firstName: 'Maya' },
} as const;

/** The real redirect flow: edge → auth (grant, PKCE) → local OpenID provider's form → callback. */
export async function signIn(page: Page, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]): Promise<void> {
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(home, { timeout: 20_000 });
  await expect(page.getByText('Authenticated', { exact: true })).toBeVisible();
}

/** The header's Logout button: a form POST to /api/logout, then the provider's logout and back home. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL(home, { timeout: 20_000 });
  await expect(page.getByText('Please log in to access personalized features.')).toBeVisible();
}
