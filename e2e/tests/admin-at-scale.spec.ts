import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

/**
 * The admin screens at scale and on a phone (docs/product/admin.md, Choice pairs at scale; Content
 * library): the pair list a page at a time with filters and bulk reactivate, tags on a pair, the
 * library's Load more, the smart engine's form and failure, and no sideways scrolling at 375 px.
 * Texts carry the run's time so reruns on the same database never mix.
 */

const run = Date.now().toString(36);
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /^Notifications/ }).getByText(text).first();

async function adminIn(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.admin);
  return { context, page };
}

async function choose(page: Page, combobox: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin reaches the Admin Panel, AI Recommendations and engagement analytics by clicks', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await adminIn(browser);
  try {
    const { page } = admin;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    // AI Recommendations is a section of the panel (listed once in its menu), the other screens links.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'AI Recommendations' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'AI Recommendations' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Recommendations' })).toBeVisible();
    const screens = page.getByRole('navigation', { name: 'Admin screens' });
    await expect(screens.getByRole('link', { name: 'AI Recommendations' })).toHaveCount(0);
    await screens.getByRole('link', { name: 'Engagement' }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Website Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Website Analytics' })).toBeVisible();
  } finally {
    await admin.context.close();
  }
});

test('Entertainment and inactive pairs a page at a time, Load more, and bulk reactivate', async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await adminIn(browser);
  try {
    const { page } = admin;
    // 30 inactive Entertainment pairs of this run: more than one page of 25.
    for (let i = 0; i < 30; i++) {
      const created = await page.request.post('/api/admin/choice-pairs', {
        data: { option1: `Board game night ${run} ${i}`, option2: `Arcade evening ${run} ${i}`, category: 'Entertainment', isActive: false },
      });
      expect(created.status()).toBe(201);
    }
    await page.goto('/admin');
    await expect(page.getByTestId('admin-pair').first()).toBeVisible();
    await choose(page, 'Category', 'Entertainment');
    await choose(page, 'Status', 'Inactive');
    await page.getByLabel('Search pairs').fill(run);
    await expect(page.getByText('Showing 25 of 30 choice pairs')).toBeVisible();
    await expect(page.getByTestId('admin-pair')).toHaveCount(25);
    for (const row of await page.getByTestId('admin-pair').all()) {
      await expect(row.getByText('Entertainment', { exact: true })).toBeVisible();
      await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByTestId('admin-pair')).toHaveCount(30);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await page.getByRole('button', { name: 'Reactivate Selected (30)' }).click();
    await expect(toast(page, 'Reactivated 30 choice pairs')).toBeVisible();
    await expect(page.getByText('No choice pairs found matching your search criteria.')).toBeVisible();
    await choose(page, 'Status', 'Active');
    await expect(page.getByText('Showing 25 of 30 choice pairs')).toBeVisible();
  } finally {
    await admin.context.close();
  }
});

test('a pair created with tags shows them when edited', async ({ browser }) => {
  test.setTimeout(90_000);
  const option1 = `Quiet museum morning ${run}`;
  const option2 = `Loud street festival ${run}`;
  const admin = await adminIn(browser);
  try {
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Create Pair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Choice Pair' });
    await dialog.getByLabel('Option 1', { exact: true }).fill(option1);
    await dialog.getByLabel('Option 2', { exact: true }).fill(option2);
    await dialog.getByLabel('Add a tag to Option 1').fill('setting:Quiet');
    await dialog.getByLabel('Add a tag to Option 1').press('Enter');
    await dialog.getByLabel('Weight of the new Option 2 tag').fill('0.5');
    await dialog.getByLabel('Add a tag to Option 2').fill('setting:Lively');
    await dialog.getByRole('button', { name: 'Add tag' }).nth(1).click();
    await dialog.getByRole('button', { name: 'Create Pair' }).click();
    await expect(toast(page, 'Choice pair created')).toBeVisible();

    await page.getByLabel('Search pairs').fill(run);
    await page.getByRole('button', { name: `Edit ${option1} vs ${option2}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Choice Pair' });
    await expect(edit.getByRole('list', { name: 'Option 1 tags' }).getByTitle('setting:Quiet')).toContainText('Quiet (1)');
    await expect(edit.getByRole('list', { name: 'Option 2 tags' }).getByTitle('setting:Lively')).toContainText('Lively (0.5)');
  } finally {
    await admin.context.close();
  }
});

test('the content library loads more titles after the first page', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await adminIn(browser);
  try {
    const { page } = admin;
    await page.goto('/admin-content');
    await expect(page.getByTestId('content-item')).toHaveCount(50);
    await expect(page.getByText(/^Showing 50 of \d+ titles$/)).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => page.getByTestId('content-item').count()).toBeGreaterThan(50);
    const ids = await page.getByTestId('content-item').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
    expect(new Set(ids).size).toBe(ids.length);
  } finally {
    await admin.context.close();
  }
});

test('the smart engine refuses 25 pairs in the form and keeps its results when a generate fails', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminIn(browser);
  try {
    const { page } = admin;
    await page.goto('/smart-choice-pairs');
    const count = page.getByLabel('Number of Pairs');
    await count.fill('25');
    await expect(page.getByText('Number of Pairs must be a whole number from 1 to 20.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
    await count.fill('3');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(toast(page, /^Generated [1-3] smart choice pairs?$/)).toBeVisible({ timeout: 30_000 });
    const shown = await page.getByTestId('smart-suggestion').count();
    expect(shown).toBeGreaterThan(0);

    await page.route('**/api/smart-choice-pairs/generate', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"engine exploded"}' }));
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByText("Couldn't generate pairs")).toBeVisible();
    await expect(page.getByText(/engine exploded/)).toHaveCount(0);
    await expect(page.getByTestId('smart-suggestion')).toHaveCount(shown);
    await page.unroute('**/api/smart-choice-pairs/generate');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText("Couldn't generate pairs")).toHaveCount(0, { timeout: 30_000 });
  } finally {
    await admin.context.close();
  }
});

const ADMIN_SCREENS: { path: string; heading: string; ready?: (page: Page) => Promise<void> }[] = [
  { path: '/admin', heading: 'Admin Panel', ready: (page) => expect(page.getByTestId('admin-pair').first()).toBeVisible() },
  { path: '/ai-recommendations', heading: 'AI Recommendations' },
  { path: '/smart-choice-pairs', heading: 'Smart Choice Pair Engine' },
  { path: '/analytics', heading: 'Analytics' },
  { path: '/admin-analytics', heading: 'Website Analytics' },
  { path: '/admin-content', heading: 'Content Classification Management', ready: (page) => expect(page.getByTestId('content-item').first()).toBeVisible() },
  { path: '/admin/releases', heading: 'Releases' },
];

test('no admin screen scrolls sideways on a 375 px phone', async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await adminIn(browser, { width: 375, height: 800 });
  try {
    const { page } = admin;
    for (const screen of ADMIN_SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await screen.ready?.(page);
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(widths.scroll, `${screen.path} is ${widths.scroll} px wide`).toBeLessThanOrEqual(widths.inner);
    }
    // The smart engine's tab strip and the generated rows on a phone too.
    await page.goto('/smart-choice-pairs');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByTestId('smart-suggestion').first()).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } finally {
    await admin.context.close();
  }
});

test('the header never scrolls sideways on a laptop: the admin links take at most one more row', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const width of [1024, 1280]) {
    const admin = await adminIn(browser, { width, height: 800 });
    try {
      const { page } = admin;
      await page.goto('/admin');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
      // The bar wraps by design: everyone's links on one row, the admin links on a second at most.
      const tops = await nav.getByRole('link').evaluateAll((links) => [...new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)))]);
      expect(tops.length, `rows at ${width} px`).toBeLessThanOrEqual(2);
    } finally {
      await admin.context.close();
    }
  }
});
