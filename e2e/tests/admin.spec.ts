import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { currentPair, pairOptions } from './support/choice-pair.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

/**
 * Administration as the admin and as regular people in their own browsers (docs/product/admin.md).
 * Texts carry the run's time so reruns on the same database never mix.
 */

const run = Date.now().toString(36);
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /^Notifications/ }).getByText(text).first();

async function personIn(browser: Browser, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

async function choose(page: Page, combobox: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin creates a pair and a regular person is served it on the home screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const option1 = `Sketch the sunrise ${run}`;
  const option2 = `Paint the night sky ${run}`;
  const admin = await personIn(browser, ACCOUNTS.admin);
  const jordan = await personIn(browser, ACCOUNTS.jordan);
  try {
    await admin.page.goto('/admin');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(admin.page.getByText('Admin Access', { exact: true })).toBeVisible();
    await expect(admin.page.getByTestId('admin-pair').first()).toBeVisible();
    await expectNoAccessibilityViolations(admin.page, 'admin panel');
    await admin.page.getByRole('button', { name: 'Create Pair' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Create New Choice Pair' });
    await expect(dialog.getByRole('button', { name: 'Create Pair' })).toBeDisabled();
    await dialog.getByLabel('Option 1', { exact: true }).fill(option1);
    await dialog.getByLabel('Option 2', { exact: true }).fill(option2);
    await choose(admin.page, 'Category', 'Creative', dialog);
    await dialog.getByRole('button', { name: 'Create Pair' }).click();
    await expect(toast(admin.page, 'Choice pair created')).toBeVisible();
    await admin.page.getByLabel('Search pairs').fill(run);
    const row = admin.page.getByRole('region', { name: `${option1} vs ${option2}` });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByText('0 votes')).toBeVisible();

    // Jordan answers every other Creative pair (through the API, as the home screen does; 409 for one
    // answered before), so the new pair is the one the home screen has left to serve.
    const pairs = await admin.page.request.get('/api/admin/choice-pairs');
    const others = ((await pairs.json()) as { id: number; category: string; isActive: boolean; option1: string }[]).filter(
      (pair) => pair.category === 'Creative' && pair.isActive && pair.option1 !== option1,
    );
    for (const pair of others) {
      const answered = await jordan.page.request.post('/api/user-choices', { data: { choicePairId: pair.id, selectedOption: 'option1', responseTime: 1200 } });
      expect([201, 409]).toContain(answered.status());
    }
    await jordan.page.goto('/');
    await choose(jordan.page, 'Category', 'Creative');
    await expect(currentPair(jordan.page)).toContainText(option1);
    await expect(pairOptions(jordan.page)).toHaveCount(2);
    await pairOptions(jordan.page).filter({ hasText: option2 }).click();
    await expect(jordan.page.getByText('Great Choice!')).toBeVisible();

    // The admin sees the vote.
    await admin.page.reload();
    await admin.page.getByLabel('Search pairs').fill(run);
    await expect(admin.page.getByRole('region', { name: `${option1} vs ${option2}` }).getByText('1 vote', { exact: true })).toBeVisible();
  } finally {
    await admin.context.close();
    await jordan.context.close();
  }
});

test('Generate AI Pairs drafts pairs for review; only the kept ones are published', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await personIn(browser, ACCOUNTS.admin);
  try {
    const page = admin.page;
    const storedPairs = async () => ((await (await page.request.get('/api/admin/choice-pairs')).json()) as { option1: string; option2: string }[]).map((pair) => `${pair.option1} vs ${pair.option2}`);
    const before = await storedPairs();
    await page.goto('/admin');
    await expect(page.getByTestId('admin-pair').first()).toBeVisible();
    await page.getByRole('button', { name: 'Generate AI Pairs' }).click();
    const review = page.getByRole('region', { name: 'Review AI pairs' });
    await expect(review).toBeVisible({ timeout: 30_000 });
    const drafts = review.getByRole('checkbox');
    const count = await drafts.count();
    expect(count, 'the seeded material gives several drafts').toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) await expect(drafts.nth(index)).toBeChecked();
    // Drafts only: nothing is live yet.
    expect(await storedPairs()).toEqual(before);
    await expectNoAccessibilityViolations(page, 'admin panel: AI pair drafts');

    const dropped = (await review.locator('label').first().textContent())!;
    await drafts.first().uncheck();
    await review.getByRole('button', { name: `Publish ${count - 1} ${count - 1 === 1 ? 'pair' : 'pairs'}` }).click();
    await expect(toast(page, `Published ${count - 1} choice ${count - 1 === 1 ? 'pair' : 'pairs'}`)).toBeVisible({ timeout: 30_000 });
    await expect(review).toHaveCount(0);
    const after = await storedPairs();
    expect(after.length).toBe(before.length + count - 1);
    expect(after).not.toContain(dropped);
  } finally {
    await admin.context.close();
  }
});

test('the smart engine generates pairs, the admin adds one and evaluates another', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await personIn(browser, ACCOUNTS.admin);
  try {
    const page = admin.page;
    await page.goto('/smart-choice-pairs');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Choice Pair Engine' })).toBeVisible();
    await page.getByLabel('Number of Pairs').fill('3');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(toast(page, /^Generated [1-3] smart choice pairs?$/)).toBeVisible({ timeout: 30_000 });
    const first = page.getByTestId('smart-suggestion').first();
    const title = (await first.getByRole('heading').textContent())!;
    await expectNoAccessibilityViolations(page, 'smart engine: generated');

    // Nothing selected: nothing to add.
    await expect(page.getByRole('button', { name: 'Add Selected (0)' })).toBeDisabled();
    await first.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add Selected (1)' }).click();
    await expect(toast(page, /^Added 1 choice pair$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Selected (0)' })).toBeVisible();

    // Another suggestion evaluated from its card.
    const second = page.getByTestId('smart-suggestion').first();
    await second.getByRole('button', { name: /^Evaluate / }).click();
    await expect(toast(page, /^Quality score \d+%$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: /^Quality Score: \d+%$/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('region', { name: 'Mapped Pairs', exact: true })).toContainText(/\d+/);

    // The added pair is among the Admin Panel's pairs, active.
    const [optionA] = title.split(' vs ');
    await page.goto('/admin');
    await page.getByLabel('Search pairs').fill(optionA!);
    await expect(page.getByRole('region', { name: title }).getByText('Active', { exact: true })).toBeVisible();
  } finally {
    await admin.context.close();
  }
});

test('the admin adds content, bulk-adds more with one bad line, and sees the library analytics', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await personIn(browser, ACCOUNTS.admin);
  try {
    const page = admin.page;
    await page.goto('/admin-content');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Classification Management' })).toBeVisible();
    await expect(page.getByTestId('content-item').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add Content' }).click();
    const form = page.getByRole('dialog', { name: 'Add Content' });
    await form.getByLabel('Title').fill(`Night Drive ${run}`);
    await choose(page, 'Type', 'Movie', form);
    await form.getByLabel('Director').fill('A. Director');
    await form.getByLabel('Genre').fill('Action thriller');
    await form.getByRole('button', { name: 'AI Generate' }).click();
    await expect(toast(page, 'Content classified and added')).toBeVisible();
    await page.getByLabel('Search content').fill(run);
    const added = page.getByRole('region', { name: `Night Drive ${run}` });
    await expect(added).toBeVisible();
    await expect(added.getByLabel(`Scores of Night Drive ${run}`)).toContainText('Engagement +2');

    await page.getByRole('button', { name: 'Bulk Add' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Add Content' });
    await bulk.getByLabel('Titles, one per line').fill(
      [`Quiet Island ${run}, book, 2020, An Author, Literary`, 'just a title', `Odd Line ${run}, podcast`, `Long Road ${run}, tv, 2019, , Western`].join('\n'),
    );
    await bulk.getByRole('button', { name: 'Classify and Add' }).click();
    await expect(toast(page, 'Added 2 titles; 1 failed')).toBeVisible();
    await expect(page.getByTestId('content-item')).toHaveCount(3);
    await expectNoAccessibilityViolations(page, 'content library');

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('region', { name: 'Total Content' })).toContainText(/\d+/);
    await expect(page.getByRole('region', { name: 'Average Confidence' })).toContainText(/\d+%/);
  } finally {
    await admin.context.close();
  }
});

interface Realtime {
  today: { totalPageViews: number };
}

test('analytics move after a regular person’s page views and choices', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await personIn(browser, ACCOUNTS.admin);
  const maya = await personIn(browser, ACCOUNTS.maya);
  try {
    const read = async () => {
      const [realtime, engagement] = await Promise.all([admin.page.request.get('/api/analytics?type=realtime'), admin.page.request.get('/api/analytics')]);
      expect(realtime.status()).toBe(200);
      expect(engagement.status()).toBe(200);
      return { views: ((await realtime.json()) as Realtime).today.totalPageViews, choices: ((await engagement.json()) as { totalChoices: number }).totalChoices };
    };
    const before = await read();

    for (const path of ['/profile', '/dashboard', '/']) {
      await maya.page.goto(path);
      await expect(maya.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await expect(pairOptions(maya.page).first()).toBeEnabled();
    await pairOptions(maya.page).first().click();
    await expect(maya.page.getByText('Great Choice!')).toBeVisible();

    await expect.poll(async () => (await read()).views, { timeout: 15_000 }).toBeGreaterThanOrEqual(before.views + 3);
    // The choice is sent from the browser's queue after the screen moved on (docs/architecture.md,
    // "Choices offline and exactly once"): it may reach the database a moment after the page views.
    await expect.poll(async () => (await read()).choices, { timeout: 15_000 }).toBeGreaterThanOrEqual(before.choices + 1);

    // Browsers and people under their own names, each saying what it counts; headings in order.
    await admin.page.goto('/analytics');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(admin.page.getByRole('region', { name: 'Active people (7 days)' })).toContainText('Accounts with a choice');
    await expect(admin.page.getByRole('region', { name: 'Tag Popularity' })).toBeVisible();
    await expectNoAccessibilityViolations(admin.page, 'engagement analytics');
    await admin.page.goto('/admin-analytics');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Website Analytics' })).toBeVisible();
    await expect(admin.page.getByRole('region', { name: 'Browsers (last 24 hours)' })).toContainText('Distinct browsers');
    await expectNoAccessibilityViolations(admin.page, 'website analytics');
    await admin.page.goto('/ai-recommendations');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'AI Recommendations' })).toBeVisible();
    await expectNoAccessibilityViolations(admin.page, 'AI recommendations');
  } finally {
    await admin.context.close();
    await maya.context.close();
  }
});

const ADMIN_ROUTES = ['/admin', '/ai-recommendations', '/smart-choice-pairs', '/analytics', '/admin-content'];

const ADMIN_CALLS: [method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: object][] = [
  ['get', '/api/admin/choice-pairs'],
  ['post', '/api/admin/choice-pairs', { option1: 'A', option2: 'B', category: 'Travel' }],
  ['patch', '/api/admin/choice-pairs/1', { isActive: false }],
  ['delete', '/api/admin/choice-pairs/1'],
  ['get', '/api/admin/tag-hierarchy'],
  ['post', '/api/ai-recommendations', { category: 'Travel' }],
  ['post', '/api/gap-analysis', { category: 'Travel' }],
  ['post', '/api/smart-choice-pairs/generate', { category: 'travel', count: 1 }],
  ['get', '/api/smart-choice-pairs/recommendations'],
  ['post', '/api/smart-choice-pairs/evaluate', { choicePair: { optionA: 'A', optionB: 'B' } }],
  ['post', '/api/smart-choice-pairs/add', { pairs: [{ option1: 'A', option2: 'B', category: 'Travel' }] }],
  ['get', '/api/algorithm-analysis'],
  ['get', '/api/analytics'],
  ['get', '/api/analytics?type=realtime'],
  ['get', '/api/admin/content'],
  ['get', '/api/admin/content/analytics'],
  ['post', '/api/admin/content', { title: 'X', contentType: 'movie' }],
  ['put', '/api/admin/content/1', { title: 'X', contentType: 'movie' }],
  ['delete', '/api/admin/content/1'],
  ['post', '/api/admin/content/generate', { title: 'X', contentType: 'movie' }],
  ['post', '/api/admin/content/bulk', { contentList: [{ title: 'X', contentType: 'movie' }] }],
];

test('a regular person sees the access text on every admin screen and every admin call is refused', async ({ browser }) => {
  test.setTimeout(120_000);
  const jordan = await personIn(browser, ACCOUNTS.jordan);
  try {
    for (const path of ADMIN_ROUTES) {
      await jordan.page.goto(path);
      await expect(jordan.page.getByRole('heading', { name: 'Admin Access Required' }), path).toBeVisible();
      await expect(jordan.page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    }
    // Website analytics sends a non-admin home.
    await jordan.page.goto('/admin-analytics');
    await jordan.page.waitForURL((url) => url.pathname === '/');
    for (const [method, path, body] of ADMIN_CALLS) {
      const response = await jordan.page.request.fetch(path, { method: method.toUpperCase(), data: body });
      expect(response.status(), `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ message: 'Forbidden: admin only' });
    }
  } finally {
    await jordan.context.close();
  }
});
