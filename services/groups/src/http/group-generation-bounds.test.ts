import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { groupRecommendationsResponseSchema, groupSummarySchema } from '@alive/contracts';
import { createExpensiveWork } from '@alive/service-kit';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { GROUP_RANKING_TASKS_MODULE, WORKER_TASKS } from '../workers/group-ranking-tasks.ts';
import { client, signedInPerson, startGroupsTestService, type Person } from '../test-support/group-fixtures.ts';

/**
 * Group list generation is bounded (docs/architecture.md, "Expensive work"): members refreshing one
 * list at once share one generation, one person cannot hold more than their share of the slots (429
 * with Retry-After beyond it), and reading a stored list never waits behind anyone's generation.
 */
let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof client>;
let owner: Person;
let member: Person;
let groupId: string;
let rankings = 0;
/** Calls that reached the work (the single flight), so the test can wait for all of a burst to arrive. */
let arrived = 0;
let release: () => void = () => {};
let held = Promise.resolve();

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  const work = createExpensiveWork({
    settings: { concurrency: 1, queue: 0, perPerson: 1, workerThreads: 0 },
    // The real ranking, held until the test lets it finish.
    tasks: {
      async rankGroupRecommendations(input: Parameters<(typeof WORKER_TASKS)['rankGroupRecommendations']>[0]) {
        rankings += 1;
        await held;
        return WORKER_TASKS.rankGroupRecommendations(input);
      },
    } as unknown as typeof WORKER_TASKS,
    tasksModule: GROUP_RANKING_TASKS_MODULE,
  });
  server = await startGroupsTestService(db.prisma, {
    work: {
      ...work,
      run: (person, key, run) => {
        arrived += 1;
        return work.run(person, key, run);
      },
    },
  });
  api = client(server);
  owner = await signedInPerson(db.prisma, 'Olu');
  member = await signedInPerson(db.prisma, 'Mei');
  const group = await expectContract(groupSummarySchema, await api.post('/api/groups', { name: 'Bounded' }, owner), { status: 201 });
  groupId = group.id;
  expect((await api.post('/api/groups/join', { inviteCode: group.inviteCode }, member)).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const hold = () => {
  held = new Promise((resolve) => (release = resolve));
};

describe('bounded group list generation', () => {
  it('shares one generation between concurrent refreshes of the same list, by every member', async () => {
    hold();
    const before = rankings;
    const arrivedBefore = arrived;
    const refreshes = [owner, owner, owner, member, member].map((person) => api.get(`/api/groups/${groupId}/recommendations?category=general&refresh=true`, person));
    while (arrived - arrivedBefore < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const answers = await Promise.all((await Promise.all(refreshes)).map((res) => expectContract(groupRecommendationsResponseSchema, res)));
    expect(rankings - before).toBe(1);
    expect(new Set(answers.map((a) => a.generatedAt)).size).toBe(1);
  });

  it("refuses a person beyond their share with 429 and Retry-After, while a stored list is read at once", async () => {
    hold();
    const arrivedBefore = arrived;
    const running = api.get(`/api/groups/${groupId}/recommendations?category=movies&refresh=true`, owner);
    while (arrived - arrivedBefore < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = await api.get(`/api/groups/${groupId}/recommendations?category=books&refresh=true`, owner);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await expectError(refused, 429)).toMatch(/try again in/);
    // The general list stored above answers without waiting for the held generation.
    const stored = await expectContract(groupRecommendationsResponseSchema, await api.get(`/api/groups/${groupId}/recommendations?category=general`, member));
    expect(stored.cached).toBe(true);
    release();
    expect((await running).status).toBe(200);
  });
});
