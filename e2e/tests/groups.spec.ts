import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

/**
 * Groups with two people in two browsers (docs/product/groups.md): Sam creates a group, Priya joins it
 * with the code typed in lower case, both see each other in Members, Priya leaves, and the group is then
 * closed to her. Group names carry the run's time so reruns on the same database never mix.
 */

const toast = (page: Page, text: string) => page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });

async function personIn(browser: Browser, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

test('one person creates a group, another joins with the code, both see each other, the member leaves and is shut out', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Trail Crew ${Date.now().toString(36)}`;
  const sam = await personIn(browser, ACCOUNTS.sam);
  const priya = await personIn(browser, ACCOUNTS.priya);
  try {
    // Sam creates the group.
    await sam.page.goto('/groups');
    await expect(sam.page.getByRole('heading', { level: 1, name: 'Your Groups' })).toBeVisible();
    await sam.page.getByRole('button', { name: 'Create Group' }).first().click();
    const create = sam.page.getByRole('dialog', { name: 'Create Group' });
    await create.getByRole('button', { name: 'Create Group' }).click();
    await expect(create.getByText('Group name is required')).toBeVisible();
    await create.getByLabel('Group name').fill(`  ${name}  `);
    await create.getByLabel('Description (optional)').fill('Saturday morning trails');
    await create.getByRole('button', { name: 'Create Group' }).click();
    await expect(toast(sam.page, 'Group created')).toBeVisible();
    const samCard = sam.page.getByRole('article', { name });
    await expect(samCard.getByText('Owner')).toBeVisible();
    await expect(samCard.getByText('1 member')).toBeVisible();
    await expect(samCard.getByRole('button', { name: `Leave ${name}` })).toHaveCount(0);
    const code = (await samCard.getByLabel(`Invite code of ${name}`, { exact: true }).textContent())!.trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await expectNoAccessibilityViolations(sam.page, 'groups list');

    // Priya joins with the code typed in lower case; the field upper-cases it.
    await priya.page.goto('/groups');
    await priya.page.getByRole('button', { name: 'Join Group' }).first().click();
    const join = priya.page.getByRole('dialog', { name: 'Join Group' });
    await join.getByLabel('Invite code').fill(code.toLowerCase());
    await expect(join.getByLabel('Invite code')).toHaveValue(code);
    await join.getByRole('button', { name: 'Join Group' }).click();
    await expect(toast(priya.page, `You joined ${name}`)).toBeVisible();
    const priyaCard = priya.page.getByRole('article', { name });
    await expect(priyaCard.getByText('Member', { exact: true })).toBeVisible();
    await expect(priyaCard.getByText('2 members')).toBeVisible();

    // Both see each other in Members.
    await priyaCard.getByRole('link', { name: `View Details of ${name}` }).click();
    await expect(priya.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(priya.page.getByTestId('group-recommendation').first()).toBeVisible({ timeout: 20_000 });
    await expect(priya.page.getByTestId('group-recommendation').first()).toContainText('For 2 people');
    await priya.page.getByRole('tab', { name: 'Members' }).click();
    await expect(priya.page.getByRole('listitem', { name: 'Sam Okafor' }).getByText('Owner')).toBeVisible();
    await expect(priya.page.getByRole('listitem', { name: 'Priya Shah' }).getByText('Member')).toBeVisible();
    await expectNoAccessibilityViolations(priya.page, 'group members');

    await sam.page.getByRole('article', { name }).getByRole('link', { name: `View Details of ${name}` }).click();
    await sam.page.getByRole('tab', { name: 'Members' }).click();
    await expect(sam.page.getByRole('listitem', { name: 'Priya Shah' })).toBeVisible();
    await expect(sam.page.getByRole('button', { name: 'Make admin (Priya Shah)' })).toBeVisible();

    // Priya leaves; the group is then closed to her.
    const groupUrl = priya.page.url();
    await priya.page.getByRole('button', { name: 'Leave', exact: true }).click();
    await priya.page.getByRole('dialog', { name: `Leave ${name}?` }).getByRole('button', { name: 'Leave Group' }).click();
    await expect(toast(priya.page, 'Left group')).toBeVisible();
    await expect(priya.page.getByRole('heading', { level: 1, name: 'Your Groups' })).toBeVisible();
    await expect(priya.page.getByRole('article', { name })).toHaveCount(0);
    await priya.page.goto(groupUrl);
    await expect(priya.page.getByRole('heading', { name: 'Group Not Found' })).toBeVisible();
    expect((await priya.page.request.get(`/api/groups/${groupUrl.split('/').pop()}/recommendations`)).status()).toBe(404);

    // Sam sees one member again.
    await sam.page.reload();
    await sam.page.getByRole('tab', { name: 'Members' }).click();
    await expect(sam.page.getByTestId('group-member')).toHaveCount(1);
  } finally {
    await sam.context.close();
    await priya.context.close();
  }
});
