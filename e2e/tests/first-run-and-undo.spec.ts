import { expect, test, type Page, type Response } from '@playwright/test';
import { CHOICE_TABLES, signInAsResetPerson } from './support/e2e-database.ts';
import { ACCOUNTS } from './support/sign-in.ts';
import { currentPair, pairOptions } from './support/choice-pair.ts';

// The home loop's first run, undo and keyboard in a real browser (docs/product/choices.md, First run,
// Undo and Keyboard), against the whole site on real Postgres (e2e/serve.ts).

/** A person with no choices and no pick, whatever earlier tests of the run did. */
async function asNewPerson(page: Page, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]): Promise<void> {
  await signInAsResetPerson(page, account, [...CHOICE_TABLES, 'user_interests']);
  await page.reload();
}

// The home loop asks a plan for the pair on screen after each answer or skip (docs/product/choices.md, Offline).
const isNextPair = (response: Response) => response.url().includes('/api/choice-pairs/plan') && response.request().method() === 'GET';
const firstRun = (page: Page) => page.getByRole('region', { name: 'What do you care about?' });
const recent = (page: Page) => page.getByRole('region', { name: 'Recent Choices' });

const isChoice = (r: Response) => r.url().endsWith('/api/user-choices') && r.request().method() === 'POST';

/**
 * Answers the pair on screen by clicking option `index` or pressing `key`, and waits until the choice
 * is recorded and the next pair is on screen. Returns the chosen option's text and the posted option.
 */
async function answer(page: Page, how: { index: 0 | 1 } | { key: string }): Promise<{ text: string; selectedOption: string }> {
  await expect(pairOptions(page).first()).toBeEnabled();
  const texts = await pairOptions(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!));
  const posted = page.waitForResponse(isChoice);
  const next = page.waitForResponse(isNextPair);
  if ('index' in how) await pairOptions(page).nth(how.index).click();
  else await page.keyboard.press(how.key);
  const response = await posted;
  expect(response.status()).toBe(201);
  const { selectedOption } = response.request().postDataJSON() as { selectedOption: string };
  await next;
  await expect(pairOptions(page).first()).toBeEnabled();
  return { text: texts[selectedOption === 'option1' ? 0 : 1]!, selectedOption };
}

/** The person's preference scores and recent choices, as the screens read them. */
async function scoresOf(page: Page) {
  const [preferences, choices] = await Promise.all([page.request.get('/api/user-preferences/1'), page.request.get('/api/user-choices/recent')]);
  expect(preferences.ok()).toBe(true);
  expect(choices.ok()).toBe(true);
  return { preferences: (await preferences.json()) as unknown[], choices: ((await choices.json()) as { id: number }[]).map((c) => c.id) };
}

/**
 * Two of six categories: with the pick about 78 % of the first pairs are theirs, without it about 34 %
 * (docs/product/choices.md, First run). Counted as draws from a binomial: at least 15 of 30 fails a
 * working pick about 0.02 % of the time and lets a loop that ignores it pass about 5 % of the time
 * (10 pairs and 5 failed about 1 % of runs, and it did fail once).
 */
const PAIRS_SAMPLED = 30;
const PAIRS_FROM_PICK_AT_LEAST = 15;

test('first run: a person with no choices picks two categories, the first pairs come from them, and the step does not come back', async ({ page }) => {
  test.setTimeout(120_000);
  await asNewPerson(page, ACCOUNTS.maya);
  const step = firstRun(page);
  await expect(step).toBeVisible();
  await expect(step.getByRole('heading', { name: 'What do you care about?' })).toBeVisible();
  await expect(step.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await step.getByRole('button', { name: 'Books' }).click();
  await step.getByRole('button', { name: 'Travel' }).click();
  await expect(step.getByRole('button', { name: 'Books' })).toHaveAttribute('aria-pressed', 'true');

  // The pick is saved, and the pair on screen is asked for again: from now on it prefers the pick.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user-choices/interests') && r.request().method() === 'PUT');
  let nextPair = page.waitForResponse(isNextPair);
  await step.getByRole('button', { name: 'Continue' }).click();
  expect((await saved).status()).toBe(200);
  await expect(step).toBeHidden();
  const categories: string[] = [];
  for (let shown = 0; shown < PAIRS_SAMPLED; shown += 1) {
    const { pair } = (await (await nextPair).json()) as { pair: { category: string } | null };
    categories.push(pair!.category);
    await expect(pairOptions(page).first()).toBeEnabled();
    nextPair = page.waitForResponse(isNextPair);
    await page.keyboard.press('s');
  }
  await nextPair;
  const fromPick = categories.filter((category) => category === 'Books' || category === 'Travel').length;
  expect(fromPick, `categories of the first pairs: ${categories.join(', ')}`).toBeGreaterThanOrEqual(PAIRS_FROM_PICK_AT_LEAST);

  await page.reload();
  await expect(pairOptions(page).first()).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Your interests' })).toBeVisible();
  await expect(firstRun(page)).toHaveCount(0);
  const interests = await page.request.get('/api/user-choices/interests');
  expect(await interests.json()).toEqual({ categories: ['Travel', 'Books'] });
});

test('undo: the choice leaves recent choices and the scores are exactly what they were before it', async ({ page }) => {
  await asNewPerson(page, ACCOUNTS.priya);
  await firstRun(page).getByRole('button', { name: 'Skip for now' }).click();
  await expect(firstRun(page)).toHaveCount(0);

  // One choice first, so "before" has scores to compare.
  const first = await answer(page, { index: 0 });
  await expect(recent(page)).toContainText(first.text);
  const before = await scoresOf(page);
  expect(before.choices).toHaveLength(1);
  expect(before.preferences.length).toBeGreaterThan(0);

  const second = await answer(page, { index: 1 });
  await expect(recent(page)).toContainText(second.text);
  await expect(page.getByText(`You chose “${second.text}”.`)).toBeVisible();
  expect(await scoresOf(page)).not.toEqual(before);

  await page.getByRole('button', { name: 'Undo last choice' }).click();
  await expect(recent(page)).not.toContainText(second.text);
  await expect(recent(page)).toContainText(first.text);
  // The taken-back pair is on screen again, to answer anew.
  await expect(currentPair(page).getByRole('button', { name: second.text })).toBeVisible();
  expect(await scoresOf(page)).toEqual(before);
});

test('keyboard: A/← picks the first option, B/→ the second, S skips, U undoes, and the keys are shown', async ({ page }) => {
  await asNewPerson(page, ACCOUNTS.jordan);
  await firstRun(page).getByRole('button', { name: 'Skip for now' }).click();
  const keys = page.getByLabel('Keyboard shortcuts');
  await expect(keys).toBeVisible();
  await expect(keys).toHaveText('Keys: A or ← first · B or → second · S skip · U undo');

  const chosen: string[] = [];
  for (const [key, option] of [['a', 'option1'], ['ArrowRight', 'option2'], ['b', 'option2'], ['ArrowLeft', 'option1']] as const) {
    const made = await answer(page, { key });
    expect(made.selectedOption, `key ${key}`).toBe(option);
    chosen.push(made.text);
    await expect(recent(page)).toContainText(made.text);
  }

  // S: another pair, nothing recorded.
  await expect(pairOptions(page).first()).toBeEnabled();
  const shown = await pairOptions(page).first().getAttribute('aria-label');
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user-choices') && request.method() === 'POST') posts += 1;
  });
  const skipped = page.waitForResponse(isNextPair);
  await page.keyboard.press('s');
  await skipped;
  await expect(pairOptions(page).first()).toBeEnabled();
  expect(await pairOptions(page).first().getAttribute('aria-label')).not.toBe(shown);
  expect(posts).toBe(0);

  // U: the latest choice is taken back.
  const undone = page.waitForResponse((r) => /\/api\/user-choices\/\d+$/.test(r.url()) && r.request().method() === 'DELETE');
  await page.keyboard.press('u');
  expect((await undone).status()).toBe(200);
  await expect(recent(page)).not.toContainText(chosen.at(-1)!);
  await expect(recent(page)).toContainText(chosen.at(-2)!);
  expect((await scoresOf(page)).choices).toHaveLength(3);
});
