import type { RemotesDocument } from '@alive/contracts';
import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { WEEKLY_PICKS } from '../fixtures/recommendations-weekly-picks/weekly-picks-route.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';
import { everyEdgeServes } from './support/edges.ts';
import { E2E_REMOTE_RELEASES_DIR, E2E_REMOTE_VERSIONS_FILE, pointVersionsFileAt, publishRemote, remoteFileRequests } from './support/remote-releases.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const appDir = path.join(root, 'mfe-recommendations');
const shellIndex = path.join(root, 'shell', 'dist', 'index.html');

/** v2 differs from v1 by one screen with a nav link, WEEKLY_PICKS (e2e/fixtures/recommendations-weekly-picks/). */
async function buildV2(outDir: string): Promise<void> {
  await run(path.join(root, 'node_modules', '.bin', 'rspack'), ['build', '-c', 'fixtures/recommendations-weekly-picks/rspack.config.ts', '-o', outDir], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, NODE_OPTIONS: '--import=tsx', NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
}

const publish = (...args: string[]) => publishRemote('recommendations', ...args);
const pointAt = (version: string) => pointVersionsFileAt({ recommendations: version });
const remoteRequests = (page: Page) => remoteFileRequests(page, 'recommendations');

/** The shell names the version of each remote the page loaded (shell/src/features/remotes/remotes-document.ts). */
const loadedVersions = (page: Page) => page.locator('html');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const weeklyPicksLink = (page: Page) => mainNav(page).getByRole('link', { name: 'Weekly Picks' });

let work: string;

test.skip(Boolean(process.env.E2E_BASE_URL), 'publishes into the folders e2e/serve.ts gives its own edge');

test.beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'alive-remote-versions-'));
  rmSync(path.join(E2E_REMOTE_RELEASES_DIR, 'recommendations'), { recursive: true, force: true });
  rmSync(E2E_REMOTE_VERSIONS_FILE, { force: true });
});

test.afterAll(() => {
  rmSync(E2E_REMOTE_VERSIONS_FILE, { force: true });
  rmSync(path.join(E2E_REMOTE_RELEASES_DIR, 'recommendations'), { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

test('switching the versions file rolls one remote forward to v2 and back to v1, with no shell change', async ({ page, request }) => {
  test.setTimeout(240_000);
  expect(existsSync(path.join(appDir, 'dist', 'mf-manifest.json')), 'build mfe-recommendations first').toBe(true);
  const shellBuiltAt = statSync(shellIndex).mtimeMs;
  const v2Build = path.join(work, 'v2');
  await buildV2(v2Build);
  await publish('v1');
  await publish('v2', '--from', v2Build, '--activate');

  const remotes = async () => ((await (await request.get('/remotes.json')).json()) as RemotesDocument).recommendations;
  // The release controller takes the versions file within RELEASE_SYNC_MS, and each edge the record within RELEASES_REFRESH_MS.
  const servedManifest = async (version: string) => {
    await everyEdgeServes('recommendations', version);
    expect((await remotes())?.manifest).toBe(`/remotes/recommendations/${version}/mf-manifest.json`);
  };
  await servedManifest('v2');
  expect((await remotes())?.version).toBe('v2');
  expect((await remotes())?.routes?.map((route) => route.path)).toContain('/weekly-picks');

  const requested = remoteRequests(page);
  await signIn(page, ACCOUNTS.alex);
  await page.goto(WEEKLY_PICKS.path);
  await expect(page.getByRole('heading', { name: 'Smart Recommendations' })).toBeVisible({ timeout: 20_000 });
  await expect(weeklyPicksLink(page)).toHaveAttribute('aria-current', 'page');
  await expect(loadedVersions(page)).toHaveAttribute('data-remote-versions', 'recommendations@v2');
  expect(requested).toContain('/remotes/recommendations/v2/remoteEntry.js');
  expect(requested.filter((p) => !p.startsWith('/remotes/recommendations/v2/'))).toEqual([]);

  pointAt('v1');
  await servedManifest('v1');
  expect((await remotes())?.routes?.map((route) => route.path)).not.toContain('/weekly-picks');

  // The page opened on v2 carries on with v2: whatever its next screen loads comes from v2's folder.
  // (Its chunks may already be there, prefetched with the first screen's, so loading none is fine.)
  requested.length = 0;
  await mainNav(page).getByRole('link', { name: 'Recommendations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeVisible({ timeout: 20_000 });
  expect(requested.filter((p) => !p.startsWith('/remotes/recommendations/v2/'))).toEqual([]);
  await expect(loadedVersions(page)).toHaveAttribute('data-remote-versions', 'recommendations@v2');

  // Its next page load is on v1: no Weekly Picks, and every file of the remote comes from v1's folder.
  requested.length = 0;
  await page.goto(WEEKLY_PICKS.path);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible({ timeout: 20_000 });
  await expect(weeklyPicksLink(page)).toHaveCount(0);
  await expect(loadedVersions(page)).toHaveAttribute('data-remote-versions', 'recommendations@v1');
  await page.goto('/smart-recommendations');
  await expect(page.getByRole('heading', { name: 'Smart Recommendations' })).toBeVisible({ timeout: 20_000 });
  expect(requested).toContain('/remotes/recommendations/v1/remoteEntry.js');
  expect(requested.filter((p) => !p.startsWith('/remotes/recommendations/v1/'))).toEqual([]);

  // Forward again is the same one-line change.
  pointAt('v2');
  await servedManifest('v2');
  await page.goto('/recommendations');
  await expect(weeklyPicksLink(page)).toBeVisible({ timeout: 20_000 });
  await expect(loadedVersions(page)).toHaveAttribute('data-remote-versions', 'recommendations@v2');

  expect(statSync(shellIndex).mtimeMs, 'the shell was not rebuilt').toBe(shellBuiltAt);
});
