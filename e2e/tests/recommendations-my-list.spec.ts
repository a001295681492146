import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { CHOICE_TABLES, signInAsResetPerson } from './support/e2e-database.ts';
import { ACCOUNTS, signIn } from './support/sign-in.ts';

// Feedback that stays, My list and starter picks in a real browser against the whole site
// (docs/product/recommendations.md, My list and Starter picks).

const PERSON = ACCOUNTS.maya;

/**
 * Makes the account a person who has made no choice and given no feedback, whatever earlier tests of
 * the run did (its cached lists go too, so the lists are made again from no evidence).
 */
async function asNewPerson(page: Page): Promise<void> {
  await signInAsResetPerson(page, PERSON, [...CHOICE_TABLES, 'recommendation_feedback', 'recommendation_caches']);
}

/** The toast on screen (Radix also copies its text into an announcement, so look in the toast itself). */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });

/** A card's title: its first heading (h3 under the hub's tab heading, h2 where cards follow the page's h1). */
const titleOf = async (card: ReturnType<Page['getByTestId']>) => (await card.getByRole('heading').first().textContent())!.trim();

test.describe.configure({ mode: 'serial' });

test('a new person sees starter picks, not match percentages', async ({ page }) => {
  test.setTimeout(120_000);
  await asNewPerson(page);

  await page.goto('/recommendations');
  const cards = page.getByTestId('recommendation-card');
  // A list not made yet answers `generating` and the screen polls every 3 s until it is there.
  await expect(cards.first()).toBeVisible({ timeout: 60_000 });
  await expect(cards.first().getByTestId('starter-badge')).toHaveText('Starter pick');
  await expect(page.getByTestId('match-badge')).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'recommendations hub with starter picks');
  await expect(page.getByText(/\d+% match/)).toHaveCount(0);
  const note = page.getByTestId('starter-note');
  await expect(note).toContainText('Matches appear after your first choices');
  await expect(note.getByRole('link', { name: 'make a few on the home screen' })).toHaveAttribute('href', '/');

  await page.goto('/enhanced-recommendations');
  await expect(page.getByTestId('enhanced-card').first()).toBeVisible();
  await expect(page.getByTestId('enhanced-card').first().getByTestId('starter-badge')).toBeVisible();
  await expect(page.getByTestId('enhanced-match')).toHaveCount(0);

  await page.goto('/smart-recommendations');
  await expect(page.getByTestId('smart-card').first()).toBeVisible();
  await expect(page.getByTestId('smart-confidence')).toHaveCount(0);
  await expect(page.getByTestId('personality-match')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByText('Make 5 more choices to see your preference gaps.')).toBeVisible();
  await expect(page.getByText('No gaps found.')).toHaveCount(0);
});

test('liked, saved and to-try items stay pressed after a reload, show on My list and can be removed', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, PERSON);

  // The hub leads to every screen; My list starts empty.
  await page.goto('/recommendations');
  const hub = page.getByRole('navigation', { name: 'Recommendation screens' });
  await expect(hub.getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'View Specific Content' })).toHaveAttribute('href', '/specific-content-recommendations');

  const cards = page.getByTestId('recommendation-card');
  await expect(cards.nth(2)).toBeVisible({ timeout: 60_000 });
  // One item liked and bookmarked (feedback re-ranks the lists, and it keeps this one on top), one only bookmarked.
  const liked = await titleOf(cards.nth(0));
  const saved = await titleOf(cards.nth(1));
  const likedCard = page.getByRole('article', { name: liked });
  const savedCard = page.getByRole('article', { name: saved });
  const press = async (card: typeof likedCard, name: string) => {
    const button = card.getByRole('button', { name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // The card takes its next press once this one is answered.
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
  };
  await press(likedCard, 'Like');
  await expect(toast(page, 'Thank you')).toBeVisible();
  await press(likedCard, 'Bookmark');
  await press(savedCard, 'Bookmark');

  // "I'll try this" on an item of the personalized screen that is neither of those two.
  await page.goto('/personalized-recommendations');
  const personal = page.getByTestId('personalized-card');
  await expect(personal.nth(2)).toBeVisible({ timeout: 60_000 });
  let toTry = '';
  for (let i = 0; i < (await personal.count()); i += 1) {
    const title = await titleOf(personal.nth(i));
    if (title !== liked && title !== saved) {
      toTry = title;
      break;
    }
  }
  expect(toTry).not.toBe('');
  const toTryCard = page.getByRole('article', { name: toTry });
  await toTryCard.getByRole('button', { name: "I'll try this" }).click();
  await expect(toTryCard.getByRole('button', { name: 'On my list' })).toHaveAttribute('aria-pressed', 'true');

  // After a reload the buttons still show what the person said.
  await page.goto('/recommendations');
  await page.reload();
  await expect(page.getByRole('article', { name: liked }).getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
  await expect(page.getByRole('article', { name: liked }).getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article', { name: liked }).getByRole('button', { name: 'Dislike', exact: true })).toHaveAttribute('aria-pressed', 'false');
  // The other one may have moved down the re-ranked list; where it is shown, it is pressed.
  const savedShown = page.getByRole('article', { name: saved });
  if ((await savedShown.count()) > 0) await expect(savedShown.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // An item to try leaves the lists (docs/recommendation-engine.md, Feedback); if it is still shown, it reads On my list.
  await page.goto('/personalized-recommendations');
  await expect(personal.first()).toBeVisible({ timeout: 60_000 });
  const stillShown = page.getByRole('article', { name: toTry });
  if ((await stillShown.count()) > 0) await expect(stillShown.getByRole('button', { name: 'On my list' })).toBeVisible();

  // My list has all three, newest first, each with what was said of it.
  await page.goto('/recommendations');
  await page.getByRole('navigation', { name: 'Recommendation screens' }).getByRole('link', { name: /My list/ }).click();
  await expect(page).toHaveURL(/\/my-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My list' })).toBeVisible();
  const listed = page.getByTestId('my-list-card');
  await expect(listed).toHaveCount(3);
  await expect(listed.getByRole('heading', { level: 2 })).toHaveText([toTry, saved, liked]);
  await expect(page.getByRole('article', { name: liked })).toContainText('Liked');
  await expect(page.getByRole('article', { name: liked })).toContainText('Saved');
  await expect(page.getByRole('article', { name: saved })).toContainText('Saved');
  await expect(page.getByRole('article', { name: saved })).not.toContainText('Liked');
  await expectNoAccessibilityViolations(page, 'my list');
  await expect(page.getByRole('article', { name: toTry })).toContainText('To try');

  await page.getByRole('button', { name: `Remove ${saved}` }).click();
  await expect(toast(page, 'Removed from My list')).toBeVisible();
  await expect(listed).toHaveCount(2);
  await page.reload();
  await expect(listed.getByRole('heading', { level: 2 })).toHaveText([toTry, liked]);
  await expect(page.getByRole('tab', { name: 'Saved (1)' })).toBeVisible();

  // Back on the tabs the bookmark is no longer pressed.
  await page.getByRole('link', { name: /All recommendations/ }).click();
  await expect(cards.first()).toBeVisible({ timeout: 60_000 });
  const savedAgain = page.getByRole('article', { name: saved });
  if ((await savedAgain.count()) > 0) await expect(savedAgain.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'false');
});
