import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

/**
 * Managing a group with several people in their own browsers (docs/product/groups.md, Join links and
 * Managing a group): Alex creates a group and copies its join link; Sam opens it signed out, signs in,
 * comes back to the join screen and joins; Alex sees Sam, rates a group recommendation, makes a new
 * invite code (the old link now says it does not work, for Priya), removes Sam (the group is gone for
 * him) and deletes the group. Group names carry the run's time so reruns on the same database never mix.
 */

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /^Notifications/ }).getByText(text);

async function browserFor(browser: Browser) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  return { context, page: await context.newPage() };
}

test('a join link brings a signed-out person in after sign-in; the owner rates, renews the code, removes and deletes', async ({ browser }) => {
  test.setTimeout(180_000);
  const name = `Link Crew ${Date.now().toString(36)}`;
  const alex = await browserFor(browser);
  const sam = await browserFor(browser);
  const priya = await browserFor(browser);
  try {
    // Alex creates the group and copies its join link.
    await signIn(alex.page, ACCOUNTS.alex);
    await alex.page.goto('/groups');
    await alex.page.getByRole('button', { name: 'Create Group' }).first().click();
    const create = alex.page.getByRole('dialog', { name: 'Create Group' });
    await create.getByLabel('Group name').fill(name);
    await create.getByRole('button', { name: 'Create Group' }).click();
    await expect(toast(alex.page, 'Group created')).toBeVisible();
    const card = alex.page.getByRole('article', { name });
    const code = (await card.getByLabel(`Invite code of ${name}`, { exact: true }).textContent())!.trim();
    await card.getByRole('button', { name: `Copy link to join ${name}` }).click();
    await expect(toast(alex.page, 'Copied')).toBeVisible();
    const link = await alex.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(new URL(`/groups/join/${code}`, alex.page.url()).href);

    // Sam opens the link signed out: the landing, whose Login comes back to the link after sign-in.
    await sam.page.goto(link);
    await expect(sam.page.getByText('Please log in to access personalized features.')).toBeVisible();
    await sam.page.getByRole('link', { name: 'Login' }).click();
    await sam.page.getByLabel('Email').fill(ACCOUNTS.sam.email);
    await sam.page.getByLabel('Password').fill(ACCOUNTS.sam.password);
    await sam.page.getByRole('button', { name: 'Sign in' }).click();
    await sam.page.waitForURL(link, { timeout: 20_000 });
    await expect(sam.page.getByRole('heading', { level: 1, name: `Join ${name}` })).toBeVisible();
    await expect(sam.page.getByText('1 member', { exact: true })).toBeVisible();
    await sam.page.getByRole('button', { name: 'Join group' }).click();
    await expect(toast(sam.page, `You joined ${name}`)).toBeVisible();
    await expect(sam.page.getByRole('heading', { level: 1, name })).toBeVisible();
    const groupUrl = sam.page.url();
    expect(groupUrl).toMatch(/\/groups\/[0-9a-f-]{36}$/);

    // Alex sees Sam among the members.
    await alex.page.goto(groupUrl);
    await expect(alex.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await alex.page.getByRole('tab', { name: 'Members' }).click();
    await expect(alex.page.getByRole('listitem', { name: 'Sam Okafor' }).getByText('Member', { exact: true })).toBeVisible();

    // Alex rates the first group recommendation; the pressed thumb is the server's answer, and stays on reload.
    await alex.page.getByRole('tab', { name: 'Group Recommendations' }).click();
    const first = alex.page.getByTestId('group-recommendation').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    const title = (await first.getByRole('heading').textContent())!.trim();
    const up = first.getByRole('button', { name: `Thumbs up for ${title}` });
    await expect(up).toHaveAttribute('aria-pressed', 'false');
    await up.click();
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await expect(first.getByTestId('group-votes')).toHaveText('Group: 1 thumb up, 0 thumbs down');
    await alex.page.reload();
    const rated = alex.page.getByRole('article', { name: title });
    await expect(rated.getByRole('button', { name: `Thumbs up for ${title}` })).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });

    // Alex makes a new invite code: the old link stops working (Priya's view).
    await alex.page.getByRole('button', { name: 'New invite code' }).click();
    await alex.page.getByRole('dialog', { name: 'Make a new invite code?' }).getByRole('button', { name: 'Make new code' }).click();
    await expect(toast(alex.page, /is the code now; the old code and link no longer work\./)).toBeVisible();
    await expect(alex.page.getByLabel(`Invite code of ${name}`, { exact: true })).not.toHaveText(code);
    await signIn(priya.page, ACCOUNTS.priya);
    await priya.page.goto(link);
    await expect(priya.page.getByRole('heading', { level: 1, name: 'This invite link doesn’t work' })).toBeVisible();
    await expect(priya.page.getByRole('link', { name: 'Back to Groups' })).toBeVisible();

    // Alex removes Sam: the group is gone for him.
    await alex.page.getByRole('tab', { name: 'Members' }).click();
    await alex.page.getByRole('button', { name: 'Remove Sam Okafor' }).click();
    await alex.page.getByRole('dialog', { name: 'Remove Sam Okafor?' }).getByRole('button', { name: 'Remove member' }).click();
    await expect(toast(alex.page, 'Member removed')).toBeVisible();
    await expect(alex.page.getByRole('listitem', { name: 'Sam Okafor' })).toHaveCount(0);
    await sam.page.goto('/groups');
    await expect(sam.page.getByRole('heading', { level: 1, name: 'Your Groups' })).toBeVisible();
    await expect(sam.page.getByRole('article', { name })).toHaveCount(0);
    await sam.page.goto(groupUrl);
    await expect(sam.page.getByRole('heading', { name: 'Group Not Found' })).toBeVisible();

    // Alex deletes the group: back on the list, without it.
    await alex.page.getByRole('button', { name: 'Delete group' }).click();
    await alex.page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete group' }).click();
    await expect(toast(alex.page, 'Group deleted')).toBeVisible();
    await expect(alex.page.getByRole('heading', { level: 1, name: 'Your Groups' })).toBeVisible();
    await expect(alex.page.getByRole('article', { name })).toHaveCount(0);
  } finally {
    await Promise.all([alex.context.close(), sam.context.close(), priya.context.close()]);
  }
});
