import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { enhancedRecommendationsResponseSchema, smartRecommendationsResponseSchema } from '@alive/contracts';
import { createExpensiveWork } from '@alive/service-kit';
import { expectContract, expectError } from '@alive/service-kit/testing';
import { RECOMMENDATION_TASKS_MODULE, WORKER_TASKS } from '../workers/recommendation-tasks.ts';
import { client, signedInUser, startTestService, type SignedInUser, type TestService } from '../test-support/recommendation-fixtures.ts';

/**
 * The views computed per request are bounded (docs/architecture.md, "Expensive work"): identical
 * concurrent calls share one run, one person holds at most their share of the slots (429 with
 * Retry-After beyond it), and someone else still finds a slot.
 */
let db: TestDatabase;
let service: TestService;
let api: ReturnType<typeof client>;
let alex: SignedInUser;
let sam: SignedInUser;
let proposals = 0;
/** Calls that reached the work (the single flight), so the test can wait for all of a burst to arrive. */
let arrived = 0;
let release: () => void = () => {};
let held = Promise.resolve();
const hold = () => {
  held = new Promise((resolve) => (release = resolve));
};

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  const work = createExpensiveWork({
    settings: { concurrency: 2, queue: 0, perPerson: 1, workerThreads: 0 },
    tasks: {
      ...WORKER_TASKS,
      // The real proposal, held until the test lets it finish.
      async proposeSmartPairs(input: Parameters<(typeof WORKER_TASKS)['proposeSmartPairs']>[0]) {
        proposals += 1;
        await held;
        return WORKER_TASKS.proposeSmartPairs(input);
      },
    } as unknown as typeof WORKER_TASKS,
    tasksModule: RECOMMENDATION_TASKS_MODULE,
  });
  service = await startTestService(db.prisma, {
    work: {
      ...work,
      run: (person, key, run) => {
        arrived += 1;
        return work.run(person, key, run);
      },
    },
  });
  api = client(service.server);
  alex = await signedInUser(db.prisma);
  sam = await signedInUser(db.prisma);
});

afterAll(async () => {
  await service?.close();
  await db?.drop();
});

describe('bounded computed views', () => {
  it('twenty identical smart-pair requests from one person cost one run, and all get its answer', async () => {
    hold();
    const before = proposals;
    const arrivedBefore = arrived;
    const calls = Array.from({ length: 20 }, () => api.post('/api/smart-recommendations', { category: 'Travel' }, alex.cookie));
    while (arrived - arrivedBefore < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const answers = await Promise.all((await Promise.all(calls)).map((res) => expectContract(smartRecommendationsResponseSchema, res)));
    expect(proposals - before).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it("refuses a person's burst beyond their share with 429 and Retry-After, while someone else is served", async () => {
    hold();
    const arrivedBefore = arrived;
    const running = api.post('/api/smart-recommendations', { category: 'Books' }, alex.cookie);
    while (arrived - arrivedBefore < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = await api.get('/api/enhanced-content-recommendations?limit=3', alex.cookie);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await expectError(refused, 429)).toMatch(/try again in/);
    // Sam is not held up by Alex's work: a slot is left for everyone else.
    await expectContract(enhancedRecommendationsResponseSchema, await api.get('/api/enhanced-content-recommendations?limit=3', sam.cookie));
    release();
    expect((await running).status).toBe(200);
  });
});

describe('refresh limit (RECOMMENDATIONS_REFRESH_LIMIT)', () => {
  it('answers 429 with Retry-After once a person asked for more refreshes than the window allows; others go on', async () => {
    const limited = await startTestService(db.prisma, { settings: { refreshLimit: { points: 3, durationSeconds: 60 } } });
    try {
      const limitedApi = client(limited.server);
      for (let i = 0; i < 3; i += 1) expect((await limitedApi.post('/api/recommendations/refresh', { category: 'travel' }, alex.cookie)).status).toBe(202);
      const refused = await limitedApi.post('/api/recommendations/refresh', { category: 'travel' }, alex.cookie);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await expectError(refused, 429)).toMatch(/^You asked for fresh recommendations many times just now; please try again in/);
      expect((await limitedApi.post('/api/recommendations/refresh', { category: 'travel' }, sam.cookie)).status).toBe(202);
      await limited.runtime.generations.idle();
    } finally {
      await limited.close();
    }
  });
});
