import { expect, test, type Page } from '@playwright/test';
import { REMOTE_NAMES, REMOTES } from '@alive/features';
import type { RemoteRoute } from '@alive/contracts';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { WEEKLY_PICKS } from '../fixtures/recommendations-weekly-picks/weekly-picks-route.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
// The edge serves /remotes/recommendations/ from this folder (services/edge/src/remotes.ts, defaultStaticRoots).
const appDir = path.join(root, 'mfe-recommendations');
const servedDir = path.join(appDir, 'dist');
const shellIndex = path.join(root, 'shell', 'dist', 'index.html');

/** The new screen: an existing exposed module under a new path, title and nav link. */
const EXTRA_ROUTE = WEEKLY_PICKS;

/** Builds the recommendations remote with the extra route into `outDir` (e2e/fixtures/recommendations-weekly-picks/). */
async function buildWithExtraRoute(outDir: string): Promise<void> {
  await promisify(execFile)(path.join(root, 'node_modules', '.bin', 'rspack'), ['build', '-c', 'fixtures/recommendations-weekly-picks/rspack.config.ts', '-o', outDir], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, NODE_OPTIONS: '--import=tsx', NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Replaces the served folder with `from` (a copy), the way uploading one remote's build would. */
function deploy(from: string): void {
  const next = `${servedDir}.redeploy-next`;
  const old = `${servedDir}.redeploy-old`;
  rmSync(next, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
  cpSync(from, next, { recursive: true });
  if (existsSync(servedDir)) renameSync(servedDir, old);
  renameSync(next, servedDir);
  rmSync(old, { recursive: true, force: true });
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('/remotes.json carries every remote\'s declared routes and nav links', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.ok()).toBe(true);
  const remotes = (await response.json()) as Record<
    string,
    { manifest: string; routes?: { path: string; module: string; title: string; adminOnly?: boolean; nav?: { label: string; order: number } }[] }
  >;
  expect(Object.keys(remotes)).toEqual(REMOTE_NAMES);
  for (const [name, entry] of Object.entries(remotes)) expect(entry.manifest).toBe(`/remotes/${name}/mf-manifest.json`);

  const routes = Object.entries(remotes).flatMap(([remote, entry]) => (entry.routes ?? []).map((r) => ({ ...r, remote })));
  // What each remote declares in its own src/routes.ts, in the registry's order: a new screen or a new
  // remote changes both sides alike.
  const declared = (
    await Promise.all(
      REMOTES.map(async ({ name, folder }) => {
        const { ROUTES } = (await import(pathToFileURL(path.join(root, folder, 'src/routes.ts')).href)) as { ROUTES: readonly RemoteRoute[] };
        return ROUTES.map((route) => ({ ...route, remote: name }));
      }),
    )
  ).flat();
  expect(declared.length).toBeGreaterThan(REMOTES.length);
  expect(declared.find((r) => r.path === '/')?.remote).toBe('choices');
  expect(routes.map((r) => `${r.path} ${r.remote} ${r.module}`)).toEqual(declared.map((r) => `${r.path} ${r.remote} ${r.module}`));

  // The navigation bar's links, by declared order, admin-only ones marked.
  const navOf = (list: readonly { nav?: { label: string; order: number }; adminOnly?: boolean }[]) =>
    list
      .filter((r) => r.nav)
      .sort((a, b) => a.nav!.order - b.nav!.order)
      .map((r) => `${r.nav!.label}${r.adminOnly ? ' (admin)' : ''}`);
  expect(navOf(routes)).toEqual(navOf(declared));
  expect(navOf(routes)[0]).toBe('A.L.I.V.E Choices');
});

test('a screen added to one remote appears when only that remote is redeployed, and goes with the old build', async ({ page }) => {
  test.setTimeout(240_000);
  const work = mkdtempSync(path.join(tmpdir(), 'alive-redeploy-'));
  const original = path.join(work, 'original');
  const extended = path.join(work, 'extended');
  expect(existsSync(path.join(servedDir, 'routes.json')), 'build mfe-recommendations first').toBe(true);
  cpSync(servedDir, original, { recursive: true });
  const shellBuiltAt = statSync(shellIndex).mtimeMs;
  try {
    await buildWithExtraRoute(extended);

    await signIn(page, ACCOUNTS.alex);
    await page.goto(EXTRA_ROUTE.path);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Weekly Picks' })).toHaveCount(0);

    deploy(extended);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Smart Recommendations' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle('Weekly Picks · A.L.I.V.E');
    const link = mainNav(page).getByRole('link', { name: 'Weekly Picks' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    // In its declared place: after Recommendations (30), before Groups (40).
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'A.L.I.V.E Choices',
      'My A.L.I.V.E Profile',
      'Preference Dashboard',
      'Recommendations',
      'Weekly Picks',
      'Groups',
      'Learning Insights',
    ]);
    // The other screens of the redeployed remote still load, and the link navigates in-app.
    await mainNav(page).getByRole('link', { name: 'Recommendations' }).click();
    await expect(page).toHaveURL(/\/recommendations$/);
    await link.click();
    await expect(page.getByRole('heading', { name: 'Smart Recommendations' })).toBeVisible();

    deploy(original);
    await page.reload();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible({ timeout: 20_000 });
    await expect(mainNav(page).getByRole('link', { name: 'Weekly Picks' })).toHaveCount(0);
    await page.goto('/smart-recommendations');
    await expect(page.getByRole('heading', { name: 'Smart Recommendations' })).toBeVisible({ timeout: 20_000 });

    expect(statSync(shellIndex).mtimeMs, 'the shell was not rebuilt').toBe(shellBuiltAt);
  } finally {
    deploy(original);
    rmSync(work, { recursive: true, force: true });
  }
});
