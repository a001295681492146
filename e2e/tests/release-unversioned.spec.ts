/**
 * A fresh site serves every remote unversioned, from its build folder (docs/product/admin.md, Releases):
 * the Releases screen shows that build as a version with the page loads it had, and the operator
 * publishes it and makes it stable from the screen, each step in the history as what it did.
 */
import type { ReleasesOverview } from '@alive/contracts';
import { expect, test, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { everyEdgeServes } from './support/edges.ts';
import { E2E_REMOTE_VERSIONS_FILE, pointVersionsFileAt, publishRemote } from './support/remote-releases.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

const REMOTE = 'groups';
const run = Date.now().toString(36);
const published = `e2e-${run}`;
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /^Notifications/ }).getByText(text).first();

test.skip(Boolean(process.env.E2E_BASE_URL), 'publishes into the folders e2e/serve.ts gives its own edges');

test('a remote served unversioned shows as its build with its page loads, and is published and made stable from the screen', async ({ browser }) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ACCOUNTS.admin);
  const groupsRelease = async () => ((await (await admin.request.get('/api/admin/releases')).json()) as ReleasesOverview).remotes.find((remote) => remote.remote === REMOTE)!;

  // Page loads of the unversioned groups build, as people make them (the page hide sends the batch).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await signIn(visitor, ACCOUNTS.alex);
  for (let load = 0; load < 3; load += 1) {
    await visitor.goto('/groups');
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await visitor.goto('/happiness-profile');
  }
  const build = (await groupsRelease()).unversionedBuild;
  expect(build, 'the admin service sees the groups build folder').toMatchObject({ publishable: true, publishedAs: null });
  await expect
    .poll(async () => (await groupsRelease()).stats.find((row) => row.version === build!.label)?.loads ?? 0, { timeout: 30_000, message: 'the build’s page loads are counted' })
    .toBeGreaterThanOrEqual(3);

  await admin.goto('/admin/releases');
  const card = admin.getByRole('region', { name: 'Groups' });
  await expect(card.getByText(`Served unversioned from build ${build!.id}, not yet published`)).toBeVisible({ timeout: 20_000 });
  const row = card.getByRole('table', { name: 'Last hour, per version' }).getByRole('row', { name: new RegExp(`build ${build!.id} \\(served unversioned\\)`) });
  await expect(row).toBeVisible();
  await expect(card.getByText('No page loads in the last hour')).toHaveCount(0);
  await expect(card.getByText(`npm run publish:remote -- ${REMOTE} <version>`)).toBeVisible();
  await expectNoAccessibilityViolations(admin, 'releases: unversioned build');

  // Publish it from the screen, then make it stable.
  await card.getByRole('button', { name: 'Publish this build' }).click();
  const publish = admin.getByRole('dialog', { name: `Publish Groups build ${build!.id}` });
  await publish.getByLabel('Version name').fill(published);
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(admin, 'Published')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(`Published as ${published}, not stable yet`)).toBeVisible();
  await card.getByRole('button', { name: `Set stable version → ${published}` }).click();
  const setStable = admin.getByRole('dialog', { name: 'Set the stable version of Groups' });
  await expect(setStable.getByRole('combobox', { name: 'Version' })).toHaveText(published);
  await setStable.getByRole('button', { name: 'Set stable version' }).click();
  await expect(card.getByText(new RegExp(`^Stable ${published}, no canary`))).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('listitem').first()).toContainText(`Set stable version → ${published}`);
  await everyEdgeServes(REMOTE, published);

  // Back to unversioned for the tests after this one, the way an operator would: the versions file names
  // another published copy of the build, then no longer names groups.
  const copy = `${published}-b`;
  await publishRemote(REMOTE, copy);
  pointVersionsFileAt({ [REMOTE]: copy });
  await expect.poll(async () => (await groupsRelease()).stable, { timeout: 20_000 }).toBe(copy);
  expect((await groupsRelease()).history[0]).toMatchObject({ action: 'stable-set-from-file', fromVersion: published, toVersion: copy });
  rmSync(E2E_REMOTE_VERSIONS_FILE, { force: true });
  await everyEdgeServes(REMOTE, null);
  await admin.reload();
  await expect(card.getByRole('listitem').first()).toContainText('Served unversioned again (the versions file no longer names it)', { timeout: 20_000 });
  await visitorContext.close();
  await adminContext.close();
});
