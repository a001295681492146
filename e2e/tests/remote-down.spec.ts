import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

test('a remote whose manifest URL is dead shows a contained fallback; the rest of the site works', async ({ page }) => {
  // Point the profile remote's manifest entry at a dead URL (its declared routes stay), as a bad deploy would.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.profile.manifest = 'http://127.0.0.1:9/remotes/profile/mf-manifest.json';
    await route.fulfill({ response, json: manifest });
  });
  await signIn(page, ACCOUNTS.alex);

  await page.goto('/dashboard');
  const fallback = page.getByRole('button', { name: /retry/i });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Discovering preferences through intelligent choices.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'A.L.I.V.E Choices' }).first()).toBeVisible();

  // Another remote still loads in the same session.
  await page.getByRole('link', { name: 'A.L.I.V.E Choices' }).first().click();
  await expect(page.getByRole('heading', { name: 'Discover Your A.L.I.V.E Profile' })).toBeVisible();
});

test('a remote entry that fails to load is retried by the runtime, and Retry recovers it once it is back', async ({ page }) => {
  await signIn(page, ACCOUNTS.alex);
  // From now on the profile remote's entry script is unreachable until `back` is set.
  let back = false;
  let failedAttempts = 0;
  await page.route('**/remotes/profile/remoteEntry*.js', async (route) => {
    if (back) return route.continue();
    failedAttempts += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/dashboard');
  const retry = page.getByRole('button', { name: /retry/i });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  // The runtime's retry plugin tried again before the screen gave up.
  expect(failedAttempts).toBeGreaterThanOrEqual(2);

  // The remembered failure is dropped (errorLoadRemote recovery), so Retry really goes to the network.
  back = true;
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Preference Dashboard' })).toBeVisible({ timeout: 20_000 });
});

test('React is loaded once and shared by the shell and every remote it loaded', async ({ page }) => {
  await signIn(page, ACCOUNTS.alex);
  await expect(page.getByRole('heading', { name: 'Discover Your A.L.I.V.E Profile' })).toBeVisible();
  const reactVersions = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const loaded = new Set<string>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(packages['react'] ?? {})) {
          if (entry.loaded || entry.lib) loaded.add(version);
        }
      }
    }
    return [...loaded];
  });
  expect(reactVersions).toHaveLength(1);
});
