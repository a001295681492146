import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { CHOICE_TABLES, signInAsResetPerson, withE2eDatabase } from './support/e2e-database.ts';
import { ACCOUNTS } from './support/sign-in.ts';
import { currentPair, pairOptions } from './support/choice-pair.ts';
import { CHOICE_MADE_SUBJECT } from '@alive/events';
import { choiceEventsOf } from './support/choice-events.ts';
import { serviceWorkerReady } from './support/service-worker.ts';

// Choices that are never lost and never doubled (docs/architecture.md, Choices offline and exactly once):
// made offline, across a reload, in two tabs, then synced; counted in the database and on the event
// stream every consumer reads, and replayed once more on purpose.

// The reload offline comes from the site's service worker, which the rest of the suite blocks.
test.use({ serviceWorkers: 'allow' });

/** Makes a seeded account a person with no choices (test set-up only), keeping a pick of categories so the first-run step stays away. */
async function asFreshChooser(page: Page, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]): Promise<string> {
  const userId = await signInAsResetPerson(page, account, CHOICE_TABLES);
  await page.reload();
  return userId;
}

/** The person's choices recorded since `since`: every row, and how many distinct pairs they answer. */
async function choicesSince(userId: string, since: Date): Promise<{ rows: number; pairs: number }> {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ rows: string; pairs: string }>(
      'SELECT count(*) AS rows, count(DISTINCT choice_pair_id) AS pairs FROM user_choices WHERE user_id = $1 AND created_at >= $2',
      [userId, since],
    );
    return { rows: Number(rows[0]!.rows), pairs: Number(rows[0]!.pairs) };
  });
}

async function outboxChoiceEventsSince(userId: string, since: Date): Promise<number> {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM outbox_events WHERE subject = $1 AND payload->>'userId' = $2 AND created_at >= $3`,
      [CHOICE_MADE_SUBJECT, userId, since],
    );
    return Number(rows[0]!.n);
  });
}

const waiting = (page: Page) => page.getByRole('status').filter({ hasText: /waiting to sync/ });

/** Answers the pair on screen with its first option; the next pair must already be there (no loading text). */
async function chooseFirst(page: Page): Promise<string> {
  const before = await pairOptions(page).first().getAttribute('aria-label');
  await pairOptions(page).first().click();
  await expect(pairOptions(page).first()).not.toHaveAttribute('aria-label', before!);
  await expect(currentPair(page).getByText('Loading next choice...')).toHaveCount(0);
  return before!;
}

/** The home loop with a plan prepared and stored on this device. */
async function homeReady(page: Page): Promise<void> {
  await page.goto('/');
  await expect(pairOptions(page).first()).toBeEnabled({ timeout: 20_000 });
  // The plan is written to IndexedDB right after it arrives: offline choosing starts once it is there.
  await expect.poll(() => storedPlanCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
}

/** Plans stored on this device (mfe-choices' choice-device-db.ts: database `alive-choices`, store `plans`). */
function storedPlanCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('alive-choices');
        request.onerror = () => resolve(0);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('plans')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('plans').objectStore('plans').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => {
            db.close();
            resolve(0);
          };
        };
      }),
  );
}

/**
 * Every choice POST of a page that reached the server and was answered: its idempotency key and body,
 * to count sends and replay them (attempts refused by the offline browser never reach the server).
 */
function recordChoicePosts(page: Page): { key: string; body: string }[] {
  const sent: { key: string; body: string }[] = [];
  page.on('requestfinished', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user-choices') {
      sent.push({ key: request.headers()['idempotency-key'] ?? '', body: request.postData() ?? '' });
    }
  });
  return sent;
}

async function syncedEventually(page: Page): Promise<void> {
  await expect(waiting(page)).toHaveCount(0, { timeout: 30_000 });
}

async function eventsSettled(userId: string, since: Date, expected: number) {
  await expect.poll(async () => (await choiceEventsOf(userId, since)).length, { timeout: 20_000 }).toBe(expected);
  return choiceEventsOf(userId, since);
}

test('20 choices made offline, across a reload, reach the database and the stream exactly once, and a second replay changes nothing', async ({ page, context }) => {
  test.setTimeout(180_000);
  const userId = await asFreshChooser(page, ACCOUNTS.maya);
  const since = new Date(Date.now() - 1_000);
  const sent = recordChoicePosts(page);
  await homeReady(page);
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
  const chosen: string[] = [];
  for (let i = 0; i < 10; i += 1) chosen.push(await chooseFirst(page));
  await expect(waiting(page)).toHaveText('10 choices waiting to sync');

  // Still offline: the page comes back from the service worker and the queue from IndexedDB.
  await page.reload();
  await expect(waiting(page)).toHaveText('10 choices waiting to sync', { timeout: 20_000 });
  await expect(pairOptions(page).first()).toBeEnabled();
  for (let i = 0; i < 10; i += 1) chosen.push(await chooseFirst(page));
  await expect(waiting(page)).toHaveText('20 choices waiting to sync');
  expect(new Set(chosen).size).toBe(20);
  expect(sent).toHaveLength(0);

  await context.setOffline(false);
  await syncedEventually(page);

  expect(await choicesSince(userId, since)).toEqual({ rows: 20, pairs: 20 });
  const events = await eventsSettled(userId, since, 20);
  expect(new Set(events.map((event) => event.choicePairId)).size).toBe(20);
  // Each key went out once (nothing failed on the way), in the order the choices were made.
  const keys = sent.map((post) => post.key);
  expect(keys).toHaveLength(20);
  expect(new Set(keys).size).toBe(20);
  expect([...keys].sort()).toEqual(keys);

  // Force a second replay of the whole queue: every answer is the original, nothing is written.
  const originals = new Map<string, unknown>();
  for (const post of sent) {
    const first = await page.request.post('/api/user-choices', { headers: { 'content-type': 'application/json', 'idempotency-key': post.key }, data: post.body });
    expect(first.status()).toBe(201);
    originals.set(post.key, await first.json());
  }
  for (const post of sent) {
    const again = await page.request.post('/api/user-choices', { headers: { 'content-type': 'application/json', 'idempotency-key': post.key }, data: post.body });
    expect(again.status()).toBe(201);
    expect(await again.json()).toEqual(originals.get(post.key));
  }
  expect(await choicesSince(userId, since)).toEqual({ rows: 20, pairs: 20 });
  // An event is written in the choice's own transaction (the outbox), so a replay that wrote no event
  // left no outbox row: counting them needs no wait for the relay.
  expect(await outboxChoiceEventsSince(userId, since)).toBe(20);
  expect(await choiceEventsOf(userId, since)).toHaveLength(20);
});

test('two tabs choosing offline, then online: every choice is recorded once and no key is sent twice', async ({ browser }) => {
  test.setTimeout(180_000);
  const context: BrowserContext = await browser.newContext();
  const first = await context.newPage();
  const userId = await asFreshChooser(first, ACCOUNTS.jordan);
  const since = new Date(Date.now() - 1_000);
  const second = await context.newPage();
  const sent = [...[first, second].map(recordChoicePosts)];
  await homeReady(first);
  await homeReady(second);

  await context.setOffline(true);
  const chosenIn = { first: [] as string[], second: [] as string[] };
  for (let i = 0; i < 5; i += 1) {
    chosenIn.first.push(await chooseFirst(first));
    chosenIn.second.push(await chooseFirst(second));
  }
  await context.setOffline(false);
  await syncedEventually(first);
  await syncedEventually(second);

  const keys = sent.flat().map((post) => post.key);
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(keys.length);
  // Both tabs may have shown the same pairs: a pair answered in both is recorded once (the later
  // answer is refused as already answered), so rows = distinct pairs answered, and never more.
  const distinct = new Set([...chosenIn.first, ...chosenIn.second]).size;
  const recorded = await choicesSince(userId, since);
  expect(recorded.rows).toBe(recorded.pairs);
  expect(recorded.rows).toBe(distinct);
  const events = await eventsSettled(userId, since, recorded.rows);
  expect(new Set(events.map((event) => event.choicePairId)).size).toBe(recorded.rows);
  await context.close();
});

test.describe('before the service worker has cached the site', () => {
  test.use({ serviceWorkers: 'block' });

  test('a toast whose code is not loaded yet waits for the connection instead of blanking the page', async ({ page, context }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const userId = await asFreshChooser(page, ACCOUNTS.sam);
    const since = new Date(Date.now() - 1_000);
    await homeReady(page);
    await context.setOffline(true);
    for (let i = 0; i < 5; i += 1) await chooseFirst(page);
    // The 5th choice asks for the milestone toast, whose chunk cannot load offline: the loop stays on
    // screen (a thrown ChunkLoadError used to unmount the whole page) and the toast waits.
    await expect(waiting(page)).toHaveText(/^5 choices waiting to sync/);
    await expect(pairOptions(page).first()).toBeEnabled();
    await expect(page.getByText('Great Progress! 🎉')).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByText('Great Progress! 🎉').first()).toBeVisible({ timeout: 15_000 });
    // Sent within a second of being made, a choice is never shown as waiting (use-waiting-visible.ts), so
    // the waiting line may already be gone while the queue is still sending: the database says when.
    await expect.poll(() => choicesSince(userId, since), { timeout: 20_000 }).toEqual({ rows: 5, pairs: 5 });
    await syncedEventually(page);
    expect(problems).toEqual([]);
  });
});

test('choices still waiting when the person goes on to the dashboard are sent there once back online, and its count moves without a reload', async ({ page, context }) => {
  test.setTimeout(120_000);
  const userId = await asFreshChooser(page, ACCOUNTS.priya);
  const since = new Date(Date.now() - 1_000);
  await homeReady(page);

  // The connection drops for the sends only: the choices wait on the device, the site still loads.
  const choicePosts = '**/api/user-choices';
  await page.route(choicePosts, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  for (let i = 0; i < 3; i += 1) await chooseFirst(page);
  await expect(waiting(page)).toHaveText('3 choices waiting to sync', { timeout: 10_000 });

  // On to the dashboard by the navigation bar (the same page: no reload), where nothing is recorded yet.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Preference Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stats = page.getByRole('region', { name: 'Your Stats' });
  await expect(stats.getByTestId('stat-choices-made')).toHaveText('0', { timeout: 20_000 });
  expect(await choicesSince(userId, since)).toEqual({ rows: 0, pairs: 0 });

  // The connection comes back (the browser's offline, then online event).
  await page.unroute(choicePosts);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(stats.getByTestId('stat-choices-made')).toHaveText('3', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await choicesSince(userId, since)).toEqual({ rows: 3, pairs: 3 });
  await eventsSettled(userId, since, 3);
});
