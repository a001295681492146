/**
 * The site opens offline after one visit (docs/architecture.md, "Offline"): the service worker
 * precaches the shell, caches each remote's current release by remote and version, and a second visit
 * with the network off shows the shell and the home loop. A new remote version replaces the old one's
 * cache, and no API answer is ever kept.
 */
import type { RemotesDocument } from '@alive/contracts';
import { expect, test, type Page } from '@playwright/test';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { everyEdgeServes } from './support/edges.ts';
import { E2E_REMOTE_RELEASES_DIR, E2E_REMOTE_VERSIONS_FILE, publishRemote } from './support/remote-releases.ts';
import { cachedUrls, remoteCaches, serviceWorkerReady } from './support/service-worker.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

// The rest of the suite blocks service workers (e2e/playwright.config.ts): request interception does
// not see what a worker answers. These tests are about the worker.
test.use({ serviceWorkers: 'allow' });

const root = fileURLToPath(new URL('../../', import.meta.url));

async function expectHomeLoopOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  try {
    await page.reload();
    // The shell's frame, signed in as the last user this browser saw, and the choices remote's loop.
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Authenticated', { exact: true })).toBeVisible();
    await expect(page.getByTestId('user-name-badge')).toHaveText(ACCOUNTS.alex.firstName);
    await expect(page.getByTestId('pair-panel')).toBeVisible({ timeout: 20_000 });
  } finally {
    await page.context().setOffline(false);
  }
}

test('after one visit, the site and the home loop open with the network off; no API answer is cached', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.alex);
  await expect(page.getByTestId('pair-panel')).toBeVisible();
  await serviceWorkerReady(page);

  await expectHomeLoopOffline(page);

  const urls = await cachedUrls(page);
  expect(urls.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
  expect(urls.some((url) => new URL(url).pathname.startsWith('/remotes/choices/'))).toBe(true);
  expect(urls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
});

test.describe('a new remote version', () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'publishes into the folders e2e/serve.ts gives its own edge');
  const versions = { old: `offline-${Date.now()}-a`, next: `offline-${Date.now()}-b` };

  test.afterAll(() => {
    rmSync(E2E_REMOTE_VERSIONS_FILE, { force: true });
    for (const version of Object.values(versions)) rmSync(path.join(E2E_REMOTE_RELEASES_DIR, 'choices', version), { recursive: true, force: true });
  });

  test('replaces the old version\'s cache, and the new version opens offline', async ({ page }) => {
    test.setTimeout(180_000);
    expect(existsSync(path.join(root, 'mfe-choices', 'dist', 'mf-manifest.json')), 'build mfe-choices first').toBe(true);
    const servedVersion = async () => (((await (await page.request.get('/remotes.json')).json()) as RemotesDocument).choices?.version ?? null);

    await publishRemote('choices', versions.old, '--activate');
    await everyEdgeServes('choices', versions.old);
    expect(await servedVersion()).toBe(versions.old);
    await signIn(page, ACCOUNTS.alex);
    const before = await serviceWorkerReady(page);
    expect(before.complete.choices).toBe(`alive-remote-choices@${versions.old}`);

    await publishRemote('choices', versions.next, '--activate');
    await everyEdgeServes('choices', versions.next);
    expect(await servedVersion()).toBe(versions.next);
    // The next page load reads /remotes.json and tells the worker, which caches the new version and
    // deletes the old one's cache.
    await page.reload();
    await expect(page.getByTestId('pair-panel')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => (await remoteCaches(page)).names.filter((name) => name.startsWith('alive-remote-choices@')), { timeout: 60_000 })
      .toEqual([`alive-remote-choices@${versions.next}`]);
    await serviceWorkerReady(page);

    await expectHomeLoopOffline(page);
    await expect(page.locator('html')).toHaveAttribute('data-remote-versions', new RegExp(`choices@${versions.next}`));
  });
});
