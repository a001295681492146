import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { groupRecommendationsResponseSchema, groupSummarySchema } from '@alive/contracts';
import { expectContract, expectError, heldWork, type TestServer } from '@alive/service-kit/testing';
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
const ranking = heldWork({
  settings: { concurrency: 1, queue: 0, perPerson: 1, workerThreads: 0 },
  tasks: WORKER_TASKS,
  tasksModule: GROUP_RANKING_TASKS_MODULE,
  held: 'rankGroupRecommendations',
});

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  server = await startGroupsTestService(db.as('groups'), { work: ranking.work });
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

describe('bounded group list generation', () => {
  it('shares one generation between concurrent refreshes of the same list, by every member', async () => {
    ranking.hold();
    const before = ranking.runs;
    const arrivals = ranking.arrivals();
    const refreshes = [owner, owner, owner, member, member].map((person) => api.get(`/api/groups/${groupId}/recommendations?category=general&refresh=true`, person));
    await arrivals.waitFor(5);
    ranking.release();
    const answers = await Promise.all((await Promise.all(refreshes)).map((res) => expectContract(groupRecommendationsResponseSchema, res)));
    expect(ranking.runs - before).toBe(1);
    expect(new Set(answers.map((a) => a.generatedAt)).size).toBe(1);
  });

  it('refuses a person beyond their share with 429 and Retry-After, while a stored list is read at once', async () => {
    ranking.hold();
    const arrivals = ranking.arrivals();
    const running = api.get(`/api/groups/${groupId}/recommendations?category=movies&refresh=true`, owner);
    await arrivals.waitFor(1);
    const refused = await api.get(`/api/groups/${groupId}/recommendations?category=books&refresh=true`, owner);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await expectError(refused, 429)).toMatch(/try again in/);
    // The general list stored above answers without waiting for the held generation.
    const stored = await expectContract(groupRecommendationsResponseSchema, await api.get(`/api/groups/${groupId}/recommendations?category=general`, member));
    expect(stored.cached).toBe(true);
    ranking.release();
    expect((await running).status).toBe(200);
  });
});
