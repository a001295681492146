import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { enhancedRecommendationsResponseSchema, smartRecommendationsResponseSchema } from '@alive/contracts';
import { expectContract, expectError, heldWork } from '@alive/service-kit/testing';
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
const proposals = heldWork({
  settings: { concurrency: 2, queue: 0, perPerson: 1, workerThreads: 0 },
  tasks: WORKER_TASKS,
  tasksModule: RECOMMENDATION_TASKS_MODULE,
  held: 'proposeSmartPairs',
});

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  service = await startTestService(db.as('recommendations'), { work: proposals.work });
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
    proposals.hold();
    const before = proposals.runs;
    const arrivals = proposals.arrivals();
    const calls = Array.from({ length: 20 }, () => api.post('/api/smart-recommendations', { category: 'Travel' }, alex.cookie));
    await arrivals.waitFor(20);
    proposals.release();
    const answers = await Promise.all((await Promise.all(calls)).map((res) => expectContract(smartRecommendationsResponseSchema, res)));
    expect(proposals.runs - before).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it("refuses a person's burst beyond their share with 429 and Retry-After, while someone else is served", async () => {
    proposals.hold();
    const arrivals = proposals.arrivals();
    const running = api.post('/api/smart-recommendations', { category: 'Books' }, alex.cookie);
    await arrivals.waitFor(1);
    const refused = await api.get('/api/enhanced-content-recommendations?limit=3', alex.cookie);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await expectError(refused, 429)).toMatch(/try again in/);
    // Sam is not held up by Alex's work: a slot is left for everyone else.
    await expectContract(enhancedRecommendationsResponseSchema, await api.get('/api/enhanced-content-recommendations?limit=3', sam.cookie));
    proposals.release();
    expect((await running).status).toBe(200);
  });
});

describe('refresh limit (RECOMMENDATIONS_REFRESH_LIMIT)', () => {
  it('answers 429 with Retry-After once a person asked for more refreshes than the window allows; others go on', async () => {
    const limited = await startTestService(db.as('recommendations'), { settings: { refreshLimit: { points: 3, durationSeconds: 60 } } });
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
