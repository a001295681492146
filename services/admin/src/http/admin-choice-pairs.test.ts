import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { tagHierarchySchema } from '@alive/contracts';
import { expectContract, type TestServer } from '@alive/service-kit/testing';
import { adminClient, signedIn, startAdminTestService } from '../test-support/admin-fixtures.ts';
import { createPairs } from '../test-support/ai-pair-fixtures.ts';

// The pairs' list and changes are the choices service's (services/choices/src/http/admin-choice-pairs.test.ts);
// admin answers the tag hierarchy over them.
let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminClient>;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startAdminTestService(db.as('admin'));
  api = adminClient(server);
  admin = await signedIn(db.prisma, true);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const create = async (pair: { option1: string; option2: string; category: string; option1Tags: Record<string, number>; option2Tags: Record<string, number>; isActive?: boolean }) =>
  createPairs(db.prisma, [pair]);

describe('choice pairs (admin)', () => {
  it('answers the tag hierarchy of the active pairs', async () => {
    await create({ option1: 'Solo trip', option2: 'Group tour', category: 'Travel', option1Tags: { 'activity:Solo': 1 }, option2Tags: { 'activity:Group': 1, 'travel:Guided': 0.5 } });
    await create({ option1: 'Quiet cafe', option2: 'Street food', category: 'Food', option1Tags: { 'activity:Solo': 0.5 }, option2Tags: { 'food:Street': 1 }, isActive: false });
    const tree = await expectContract(tagHierarchySchema, await api.get('/api/admin/tag-hierarchy', admin.cookie));
    const activity = tree.roots.find((n) => n.name === 'activity')!;
    expect(activity.children.map((n) => [n.path, n.usage])).toEqual(expect.arrayContaining([['activity:Solo', 1], ['activity:Group', 1]]));
    expect(tree.roots.some((n) => n.name === 'food' && n.children.some((c) => c.name === 'Street'))).toBe(false);
  });
});
