import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, shoot } from './support/screen-shots.ts';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { CHOICE_TABLES, signInAsResetPerson } from './support/e2e-database.ts';
import { ACCOUNTS } from './support/sign-in.ts';

/**
 * The group screens with a long name and a new group (docs/product/groups.md, Group list, Starter
 * picks): the role badge keeps its whole word beside a long name at both widths, a group whose members
 * have made no choice shows starter picks (no match figure), every card gives its own reason, and once
 * the members have chosen the cards show their match. Headings never skip a level. Screenshots at
 * 1280 × 800 and 375 × 812 go to the test's output, and to SHOTS_DIR when it is set.
 */



async function newPersonIn(browser: Browser, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsResetPerson(page, account, [...CHOICE_TABLES, 'recommendation_feedback']);
  return { context, page };
}

/** Whether the element shows all of its content (no ellipsis, nothing cut off). */
const showsAll = (element: Locator) => element.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1);

async function makeAChoice(page: Page): Promise<void> {
  const pair = (await (await page.request.get('/api/choice-pairs/next')).json()) as { id: number };
  expect((await page.request.post('/api/user-choices', { data: { choicePairId: pair.id, selectedOption: 'option1', responseTime: 1500 } })).status()).toBe(201);
}

test('a long group name keeps the role badge whole; a new group shows starter picks with a reason per card', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const shots = testInfo.outputPath.bind(testInfo);
  const name = `The Saturday Morning Trail Running and Pancake Breakfast Club ${Date.now().toString(36)}`;
  const sam = await newPersonIn(browser, ACCOUNTS.sam);
  const priya = await newPersonIn(browser, ACCOUNTS.priya);
  try {
    const created = await sam.page.request.post('/api/groups', { data: { name, description: 'Trails first, pancakes after.' } });
    expect(created.status()).toBe(201);
    const group = (await created.json()) as { id: string; inviteCode: string };
    expect((await priya.page.request.post('/api/groups/join', { data: { inviteCode: group.inviteCode } })).status()).toBe(200);

    // The list: at both widths the name is all there (it wraps) and the badge reads Owner in full.
    await sam.page.goto('/groups');
    const card = sam.page.getByRole('article', { name });
    for (const [label, size] of [['1280x800', DESKTOP], ['375x812', PHONE]] as const) {
      await sam.page.setViewportSize(size);
      await expect(card).toBeVisible();
      const badge = card.getByText('Owner', { exact: true });
      await expect(badge).toBeVisible();
      expect(await showsAll(badge), `the Owner badge at ${label}`).toBe(true);
      const title = card.getByRole('heading', { level: 2 });
      await expect(title).toHaveText(name);
      expect(await showsAll(title), `the group name at ${label}`).toBe(true);
      const titleBox = (await title.boundingBox())!;
      const badgeBox = (await badge.boundingBox())!;
      expect(badgeBox.x, 'the badge beside the name, not over it').toBeGreaterThanOrEqual(titleBox.x + titleBox.width - 1);
      await card.scrollIntoViewIfNeeded();
      await sam.page.screenshot({ path: shots(`groups-list-long-name-${label}.png`) });
      if (process.env.SHOTS_DIR) {
        mkdirSync(process.env.SHOTS_DIR, { recursive: true });
        await sam.page.screenshot({ path: `${process.env.SHOTS_DIR}/groups-list-long-name-${label}.png` });
      }
    }
    await expectNoAccessibilityViolations(sam.page, 'groups list');
    // The list's document comes with Sam's groups rendered in it (the route's `reads`, services/edge
    // screen-data.ts). Only a help that may go without past the edge's 50 ms on a loaded machine, so the
    // edge is asked until it has rendered one.
    await expect
      .poll(async () => (await sam.page.request.get('/groups')).text(), { timeout: 10_000 })
      .toMatch(/id="alive-screen-data"/);
    expect(await (await sam.page.request.get('/groups')).text()).toContain(`>${name}</h2>`);

    // A new group of people without choices: starter picks, no match figure, a reason per card.
    await sam.page.setViewportSize(DESKTOP);
    await sam.page.goto(`/groups/${group.id}`);
    await expect(sam.page.getByRole('heading', { level: 1, name })).toBeVisible();
    const cards = sam.page.getByTestId('group-recommendation');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await expect(sam.page.getByTestId('starter-note')).toContainText('Matches appear once most of the group has made a few choices');
    await expect(cards.first().getByTestId('starter-badge')).toHaveText('Starter pick');
    await expect(sam.page.getByText(/\d+% match/)).toHaveCount(0);
    const starterReasons = await cards.locator('[data-testid="group-reasoning"]').allTextContents();
    expect(starterReasons.length).toBeGreaterThan(1);
    expect(new Set(starterReasons).size).toBe(starterReasons.length);
    await expectNoAccessibilityViolations(sam.page, 'group recommendations, starter picks');
    await shoot(sam.page, 'group-detail-starter-1280x800', shots);
    await sam.page.setViewportSize(PHONE);
    await expect(cards.first()).toBeVisible();
    await shoot(sam.page, 'group-detail-starter-375x812', shots);
    await sam.page.getByRole('tab', { name: 'Members' }).click();
    await expect(sam.page.getByRole('listitem', { name: 'Priya Shah' })).toBeVisible();
    await expectNoAccessibilityViolations(sam.page, 'group members');
    await shoot(sam.page, 'group-detail-members-375x812', shots);

    // Both members choose: the list is made again from their choices and shows its match figures.
    await makeAChoice(sam.page);
    await makeAChoice(priya.page);
    await sam.page.setViewportSize(DESKTOP);
    await sam.page.getByRole('tab', { name: 'Group Recommendations' }).click();
    await sam.page.getByRole('button', { name: 'Refresh' }).click();
    await expect(sam.page.getByTestId('starter-note')).toHaveCount(0);
    await expect(cards.first().getByText(/^\d+% match$/)).toBeVisible();
    const reasons = await cards.locator('[data-testid="group-reasoning"]').allTextContents();
    expect(new Set(reasons).size).toBe(reasons.length);
    await expectNoAccessibilityViolations(sam.page, 'group recommendations');
    await shoot(sam.page, 'group-detail-personal-1280x800', shots);
    await sam.page.setViewportSize(PHONE);
    await shoot(sam.page, 'group-detail-personal-375x812', shots);

    expect((await sam.page.request.delete(`/api/groups/${group.id}`)).status()).toBe(200);
  } finally {
    await sam.context.close();
    await priya.context.close();
  }
});
