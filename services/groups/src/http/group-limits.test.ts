import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { groupSummarySchema, joinGroupResponseSchema, type GroupSummary } from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { client, groupRowCounts, signedInPerson, startGroupsTestService, type Person } from '../test-support/group-fixtures.ts';

/** Caps per person and per group (docs/product/groups.md, Limits): clear 409s, never passed, not even at once. */
let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startGroupsTestService(db.as('groups'), { settings: { limits: { ownedPerPerson: 2, membershipsPerPerson: 3, membersPerGroup: 3 } } });
  api = client(server);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const create = (owner: Person, name: string) => api.post('/api/groups', { name }, owner);
const created = async (owner: Person, name: string): Promise<GroupSummary> => expectContract(groupSummarySchema, await create(owner, name), { status: 201 });
const join = (person: Person, inviteCode: string) => api.post('/api/groups/join', { inviteCode }, person);

describe('group caps', () => {
  it('a person owns at most 2 groups here; twenty creates at once still stop there, and nothing more is written', async () => {
    const owner = await signedInPerson(db.prisma, 'Oona');
    await created(owner, 'First');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create(owner, `Burst ${i}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.every((answer) => answer.status === 409)).toBe(true);
    expect(await expectError(refused[0]!, 409)).toBe('You can own at most 2 groups; delete one to create another.');
    expect(await db.prisma.groupMember.count({ where: { userId: owner.id, role: 'owner' } })).toBe(2);
  });

  it('a person is in at most 3 groups, owned ones included; joining one they are in still answers as before', async () => {
    const joiner = await signedInPerson(db.prisma, 'Jo');
    const others = await Promise.all(['A', 'B', 'C', 'D'].map((name) => signedInPerson(db.prisma, name)));
    const groups = await Promise.all(others.map((other, i) => created(other, `Group ${i}`)));
    for (const group of groups.slice(0, 3)) expect((await expectContract(joinGroupResponseSchema, await join(joiner, group.inviteCode))).joined).toBe(true);
    const before = await groupRowCounts(db.prisma);
    expect(await expectError(await join(joiner, groups[3]!.inviteCode), 409)).toBe('You can be in at most 3 groups; leave one first.');
    expect(await expectError(await create(joiner, 'Mine'), 409)).toBe('You can be in at most 3 groups; leave one first.');
    expect(await groupRowCounts(db.prisma)).toEqual(before);
    expect((await expectContract(joinGroupResponseSchema, await join(joiner, groups[0]!.inviteCode))).joined).toBe(false);
  });

  it('a group has at most 3 members, even when many join at once', async () => {
    const owner = await signedInPerson(db.prisma, 'Gus');
    const group = await created(owner, 'Small');
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => signedInPerson(db.prisma, `P${i}`)));
    const answers = await Promise.all(people.map((person) => join(person, group.inviteCode)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect(await expectError(refused, 409)).toBe('This group is full: it has 3 members, the most a group can have.');
    expect(await db.prisma.groupMember.count({ where: { groupId: group.id } })).toBe(3);
  });
});
