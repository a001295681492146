import { expect, test, type Page } from '@playwright/test';
import { choicesMade, completionLevel, DIMENSIONS, dimensionsComplete } from '@alive/domain';
import type { HappinessProfile, ProfileCompletion } from '@alive/contracts';
import { currentPair } from './support/choice-pair.ts';
import { CHOICE_TABLES, signInAsResetPerson } from './support/e2e-database.ts';
import { ACCOUNTS } from './support/sign-in.ts';

// One definition per figure (docs/product/profile.md, Decision — one definition per figure): every
// screen that shows a figure shows the same value, the one its function in @alive/domain gives for the
// person's data, with its line of help beside it. Checked for a new person and after 10, 47 and 50
// choices, made through the API with the session cookie as the home screen would make them.
//
// | figure | screens |
// | Choices made | home progress card, profile screen, Preference Dashboard |
// | Dimensions complete, Completion level | completion card on the home screen and on the profile screen |
// | Profile confidence | profile screen |
// | a dimension's choices ("N of your choices that touched …") | Smart Recommendations |

const PERSON = ACCOUNTS.jordan;
const STAGES = [0, 10, 47, 50] as const;

interface Truth {
  profile: HappinessProfile;
  completion: ProfileCompletion;
}

async function readTruth(page: Page): Promise<Truth> {
  const [profile, completion] = await Promise.all([page.request.get('/api/happiness-profile'), page.request.get('/api/happiness-profile/completion')]);
  expect(profile.status()).toBe(200);
  expect(completion.status()).toBe(200);
  return { profile: (await profile.json()) as HappinessProfile, completion: (await completion.json()) as ProfileCompletion };
}

/** Answers `count` pairs through the API, alternating sides so the scores move both ways. */
async function makeChoices(page: Page, count: number): Promise<void> {
  for (let made = 0; made < count; made += 1) {
    const next = await page.request.get('/api/choice-pairs/next');
    expect(next.status()).toBe(200);
    const pair = (await next.json()) as { id: number } | null;
    if (!pair) throw new Error(`no pair left after ${made} of ${count} choices`);
    const answered = await page.request.post('/api/user-choices', {
      data: { choicePairId: pair.id, selectedOption: made % 3 ? 'option1' : 'option2', responseTime: 1200 },
    });
    expect(answered.status(), await answered.text()).toBe(201);
  }
}

/** The completion card, wherever it is placed: same percent, same dimensions, same level, with its help. */
async function expectCompletionCard(page: Page, truth: Truth, where: string): Promise<void> {
  const card = page.getByTestId('profile-completion');
  const figure = dimensionsComplete(truth.completion.complete);
  const level = completionLevel(truth.completion.complete).current;
  await expect(card.getByTestId('completion-percent'), `${where}: Dimensions complete`).toHaveText(`${figure.percent}%`);
  expect(truth.completion.percent, 'the service computes the same percent').toBe(figure.percent);
  await expect(card.getByTestId('completion-dimensions')).toHaveText(`${figure.complete} of ${figure.total} dimensions complete`);
  await expect(card.locator('[data-figure-help="dimensions-complete"]')).toBeVisible();
  await expect(card.locator('[data-figure-help="completion-level"]')).toBeVisible();
  if (level) await expect(card.getByTestId('completion-badge'), `${where}: level`).toHaveText(`${level.emoji} ${level.label}`);
  else await expect(card.getByTestId('completion-badge')).toHaveCount(0);
}

async function checkHome(page: Page, truth: Truth): Promise<void> {
  const made = choicesMade(truth.profile.choiceCount);
  // A fresh load: the choices were made through the API, so no open screen was told about them (the
  // home screen's own choices announce themselves to every screen of the page).
  await page.goto('/');
  const progress = page.getByRole('region', { name: 'Your Progress' });
  await expect(progress.getByTestId('progress-count')).toHaveText(`${made.count}/${made.target}`);
  await expect(progress.locator('[data-figure-help="choices-made"]')).toContainText(String(made.target));
  await expect(currentPair(page).or(page.getByRole('region', { name: 'What do you care about?' })).first()).toBeVisible({ timeout: 20_000 });
  await expectCompletionCard(page, truth, 'home');
}

async function checkProfile(page: Page, truth: Truth): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My A.L.I.V.E Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My A.L.I.V.E Profile' })).toBeVisible();
  if (truth.profile.hasProfile) {
    const made = choicesMade(truth.profile.choiceCount);
    await expect(page.getByTestId('profile-choices-made')).toHaveText(String(made.count));
    await expect(page.getByTestId('profile-confidence')).toHaveText(`${truth.profile.confidence}%`);
    await expect(page.locator('[data-figure-help="choices-made"]')).toContainText(String(made.target));
  } else {
    // Without a profile the screen shows neither figure, only the prompt to build one.
    await expect(page.getByRole('heading', { name: 'Build Your A.L.I.V.E Profile' })).toBeVisible();
    await expect(page.getByTestId('profile-confidence')).toHaveCount(0);
  }
  await expectCompletionCard(page, truth, 'profile');
}

async function checkDashboard(page: Page, truth: Truth): Promise<void> {
  const made = choicesMade(truth.profile.choiceCount);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Preference Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preference Dashboard' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Your Stats' });
  await expect(stats.getByTestId('stat-choices-made')).toHaveText(String(made.count));
  await expect(stats.getByTestId('stat-choices-made-of-target')).toHaveText(`${made.count} of ${made.target} · ${made.percent}%`);
  await expect(stats.locator('[data-figure-help="choices-made"]')).toContainText(String(made.target));
  await expect(stats).not.toContainText('Profile Strength');
}

/** Smart Recommendations' reasons count a dimension's choices, and say so: each count is that dimension's. */
async function checkSmartReasons(page: Page, truth: Truth): Promise<void> {
  await page.goto('/smart-recommendations');
  const cards = page.getByTestId('smart-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const countOf = new Map(truth.profile.dimensions.map((d) => [d.name, d.count]));
  for (const text of await cards.allTextContents()) {
    for (const match of text.matchAll(/the (\d+) of your choices that touched ([A-Za-z ]+?) are split close to evenly|with only (\d+) of your choices touching ([A-Za-z ]+?) so far/g)) {
      const [count, name] = match[1] ? [match[1], match[2]!] : [match[3]!, match[4]!];
      expect(countOf.get(name), `"${match[0]}"`).toBe(Number(count));
    }
    // The whole count never stands in for a dimension's: "your N choices so far" is gone.
    expect(text).not.toMatch(/your \d+ choices so far/);
  }
}

test('every profile figure reads the same on every screen, for a new person and after 10, 47 and 50 choices', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsResetPerson(page, PERSON, [...CHOICE_TABLES, 'user_interests']);

  let made = 0;
  for (const stage of STAGES) {
    await test.step(`${stage} choices`, async () => {
      await makeChoices(page, stage - made);
      made = stage;
      const truth = await readTruth(page);
      expect(truth.profile.choiceCount).toBe(stage);
      expect(truth.completion.choiceCount).toBe(stage);

      await checkHome(page, truth);
      await checkProfile(page, truth);
      await checkDashboard(page, truth);
      if (stage >= 10) await checkSmartReasons(page, truth);
    });
  }

  // After 50 choices every dimension is complete here: the card says Master, never "100 % Explorer".
  const final = await readTruth(page);
  expect(final.completion.complete, 'the seeded pairs complete every dimension within 50 choices').toBe(DIMENSIONS.length);
  expect(completionLevel(final.completion.complete).current?.kind).toBe('master');
});
