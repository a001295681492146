import { expect, test, type Page, type Request } from '@playwright/test';
import { CHOICE_TABLES, signInAsResetPerson, withE2eDatabase } from './support/e2e-database.ts';
import { ACCOUNTS, signIn, signOut } from './support/sign-in.ts';
import { currentPair, pairOptions } from './support/choice-pair.ts';

// A choice waiting on a shared browser belongs to the person who made it (docs/product/choices.md,
// Only the maker's session and Exactly once): two tabs of one browser share one session cookie, so a
// sign-in on one tab changes the session of the other; nothing queued for one person is ever recorded
// as another's, and a replay of an undone choice is told apart from a recorded one.

const CHOICES_PATH = '/api/user-choices';
/** The pair card's one status line: what waits to sync, or what was just synced. */
const statusLine = (page: Page) => currentPair(page).getByRole('status').filter({ hasText: /(waiting to sync|synced)$/ });

interface QueuedChoice {
  key: string;
  userId: string;
  choicePairId: number;
  selectedOption: 'option1' | 'option2';
  responseTime: number;
  pair: { id: number };
  createdAt: string;
}

/** The choices waiting on this browser (the device queue in IndexedDB, every person's), as a page of the site reads them. */
function deviceQueue(page: Page): Promise<QueuedChoice[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedChoice[]>((resolve, reject) => {
        const open = indexedDB.open('alive-choices');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('queue').objectStore('queue').getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result as QueuedChoice[]);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** Puts a choice in the device queue as the home screen would (test set-up of a send whose answer was lost). */
function putInDeviceQueue(page: Page, choice: QueuedChoice): Promise<void> {
  return page.evaluate(
    (item) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('alive-choices');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('queue', 'readwrite');
          tx.objectStore('queue').put(item);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    choice,
  );
}

/** Every recorded choice of the person: the pairs, in the order they were made. */
async function historyOf(userId: string): Promise<number[]> {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ choice_pair_id: number }>('SELECT choice_pair_id FROM user_choices WHERE user_id = $1 ORDER BY id', [userId]);
    return rows.map((row) => Number(row.choice_pair_id));
  });
}

/** The home loop with a pair on screen. */
async function homeReady(page: Page): Promise<void> {
  await page.goto('/');
  await expect(pairOptions(page).first()).toBeEnabled({ timeout: 20_000 });
}

const isChoicePost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === CHOICES_PATH;

test('a choice queued for Priya is never recorded as Maya’s when Maya signs in on another tab, and is sent once when Priya is back', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const tabA = await context.newPage();
  const priyaId = await signInAsResetPerson(tabA, ACCOUNTS.priya, CHOICE_TABLES);
  await homeReady(tabA);

  // Tab A's sends fail: Priya's choice waits on the device.
  const attempts: Request[] = [];
  tabA.on('request', (request) => {
    if (isChoicePost(request)) attempts.push(request);
  });
  await tabA.route(`**${CHOICES_PATH}`, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  await pairOptions(tabA).first().click();
  await expect(statusLine(tabA)).toHaveText('1 choice waiting to sync', { timeout: 10_000 });
  await expect.poll(() => attempts.length).toBeGreaterThan(0);
  // Every send names its maker.
  expect(attempts[0]!.headers()['x-choice-maker']).toBe(priyaId);
  const [queued] = await deviceQueue(tabA);
  expect(queued).toMatchObject({ userId: priyaId });
  const choicePairId = queued!.choicePairId;

  // Tab B, same browser (same cookies): Priya logs out, Maya signs in. It logs out from the dashboard:
  // a home screen of Priya's would rightly send her waiting choice before she logs out.
  const tabB = await context.newPage();
  await tabB.goto('/dashboard');
  await signOut(tabB);
  const mayaId = await signInAsResetPerson(tabB, ACCOUNTS.maya, CHOICE_TABLES);

  // Tab A comes back online: the sends work again and the browser says it is online.
  await tabA.unroute(`**${CHOICES_PATH}`);
  await context.setOffline(true);
  await context.setOffline(false);

  // Tab A follows the session: it shows Maya now, with nothing of hers waiting.
  await expect(tabA.getByTestId('user-name-badge')).toHaveText(ACCOUNTS.maya.firstName, { timeout: 30_000 });
  await expect(pairOptions(tabA).first()).toBeEnabled({ timeout: 20_000 });
  await expect(statusLine(tabA)).toBeHidden();
  // Priya's choice is in nobody's history and still waits on the device, for her.
  expect(await historyOf(mayaId)).toEqual([]);
  expect(await historyOf(priyaId)).toEqual([]);
  expect(await deviceQueue(tabA)).toEqual([queued]);
  const mayaRecent = await tabB.request.get(`${CHOICES_PATH}/recent`);
  expect(await mayaRecent.json()).toEqual([]);

  // Even sent as it is, while Maya is signed in, the server refuses it and writes nothing.
  const forced = await tabB.request.post(CHOICES_PATH, {
    headers: { 'content-type': 'application/json', 'idempotency-key': queued!.key, 'x-choice-maker': priyaId },
    data: { choicePairId, selectedOption: queued!.selectedOption, responseTime: queued!.responseTime },
  });
  expect(forced.status()).toBe(409);
  expect(await forced.json()).toMatchObject({ code: 'choice_maker_mismatch' });
  expect(await historyOf(mayaId)).toEqual([]);

  // Priya signs in again (on tab B): her waiting choice is sent, said, and recorded for her once.
  await signOut(tabB);
  await signIn(tabB, ACCOUNTS.priya);
  await expect(statusLine(tabB)).toHaveText('1 choice synced', { timeout: 30_000 });
  expect(await historyOf(priyaId)).toEqual([choicePairId]);
  expect(await historyOf(mayaId)).toEqual([]);
  expect(await deviceQueue(tabB)).toEqual([]);
  const priyaRecent = (await (await tabB.request.get(`${CHOICES_PATH}/recent`)).json()) as { choicePairId: number }[];
  expect(priyaRecent.map((choice) => choice.choicePairId)).toEqual([choicePairId]);
  // The confirmation goes by itself.
  await expect(statusLine(tabB)).toBeHidden({ timeout: 15_000 });
  await context.close();
});

test('a choice undone and then replayed by its key answers 409 choice_undone, and a queue still holding it drops it quietly', async ({ page }) => {
  test.setTimeout(120_000);
  const userId = await signInAsResetPerson(page, ACCOUNTS.alex, CHOICE_TABLES);
  await homeReady(page);

  const posted = page.waitForResponse((response) => isChoicePost(response.request()));
  await pairOptions(page).first().click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const recorded = (await response.json()) as { id: number; choicePairId: number; selectedOption: 'option1' | 'option2'; responseTime: number; choicePair: QueuedChoice['pair'] };
  const key = response.request().headers()['idempotency-key']!;
  await page.getByRole('button', { name: 'Undo last choice' }).click();
  await expect(page.getByText('Choice undone').first()).toBeVisible();
  await expect.poll(() => historyOf(userId)).toEqual([]);

  // The same request again: not "recorded", and nothing is written.
  const body = { choicePairId: recorded.choicePairId, selectedOption: recorded.selectedOption, responseTime: recorded.responseTime };
  const replay = await page.request.post(CHOICES_PATH, { headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-choice-maker': userId }, data: body });
  expect(replay.status()).toBe(409);
  expect(await replay.json()).toMatchObject({ code: 'choice_undone' });
  expect(await historyOf(userId)).toEqual([]);
  expect(await (await page.request.get(`${CHOICES_PATH}/recent`)).json()).toEqual([]);

  // A device that still holds it (its first answer was lost) sends it once more: it leaves the queue
  // with nothing said (not "synced", not an error) and nothing recorded.
  await putInDeviceQueue(page, { key, userId, ...body, pair: recorded.choicePair, createdAt: new Date(Date.now() - 60_000).toISOString() });
  const resent = page.waitForResponse((r) => isChoicePost(r.request()) && r.request().headers()['idempotency-key'] === key);
  await page.reload();
  expect((await resent).status()).toBe(409);
  await expect.poll(() => deviceQueue(page)).toEqual([]);
  await expect(pairOptions(page).first()).toBeEnabled({ timeout: 20_000 });
  // Read once, not waited for: a "synced" line would stay for seconds, and waiting would outlast it.
  expect(await statusLine(page).count()).toBe(0);
  await expect(page.getByText('Already answered')).toHaveCount(0);
  await expect(page.getByText('Failed to submit choice. Please try again.')).toHaveCount(0);
  expect(await historyOf(userId)).toEqual([]);
});
