import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import {
  GROUP_NOT_FOUND_MESSAGE,
  groupListResponseSchema,
  groupMemberPageSchema,
  groupSchema,
  groupSummarySchema,
  joinGroupResponseSchema,
  type GroupSummary,
} from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { BAD_CURSOR_MESSAGE } from '@alive/service-kit';
import { client, signedInPerson, startGroupsTestService, type Person } from '../test-support/group-fixtures.ts';

/** The groups list and the members list a page at a time (docs/product/groups.md, Pages). */
let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startGroupsTestService(db.as('groups'), { settings: { limits: { ownedPerPerson: 30, membershipsPerPerson: 30, membersPerGroup: 30 } } });
  api = client(server);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const createGroup = async (owner: Person, name: string): Promise<GroupSummary> =>
  expectContract(groupSummarySchema, await api.post('/api/groups', { name }, owner), { status: 201 });
const join = async (person: Person, inviteCode: string) => expectContract(joinGroupResponseSchema, await api.post('/api/groups/join', { inviteCode }, person));
const listPage = async (person: Person, query = '') => expectContract(groupListResponseSchema, await api.get(`/api/groups${query}`, person));
const memberPage = async (groupId: string, person: Person, query = '') =>
  expectContract(groupMemberPageSchema, await api.get(`/api/groups/${groupId}/members${query}`, person));
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('GET /api/groups?cursor=&limit=', () => {
  it('pages through the groups newest first; every group once, even when one is created between pages', async () => {
    const owner = await signedInPerson(db.prisma, 'Pia');
    const names = ['One', 'Two', 'Three', 'Four', 'Five'];
    for (const name of names) await createGroup(owner, name);
    const first = await listPage(owner, '?limit=2');
    expect(first.groups.map((g) => g.name)).toEqual(['Five', 'Four']);
    expect(first.nextCursor).toEqual(expect.any(String));
    // A newer group does not shift the next page: the cursor is a key, not an offset.
    await createGroup(owner, 'Six');
    const second = await listPage(owner, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.groups.map((g) => g.name)).toEqual(['Three', 'Two']);
    const third = await listPage(owner, `?limit=2&cursor=${second.nextCursor}`);
    expect(third).toEqual({ groups: [expect.objectContaining({ name: 'One', role: 'owner' })], nextCursor: null });
    expect((await listPage(owner)).groups.map((g) => g.name)).toEqual(['Six', ...names.slice().reverse()]);
  });

  it('answers 20 groups by default, with a cursor to the rest', async () => {
    const owner = await signedInPerson(db.prisma, 'Max');
    for (let i = 0; i < 21; i++) await createGroup(owner, `Group ${i}`);
    const first = await listPage(owner);
    expect(first.groups).toHaveLength(20);
    const rest = await listPage(owner, `?cursor=${first.nextCursor}`);
    expect(rest).toEqual({ groups: [expect.objectContaining({ name: 'Group 0' })], nextCursor: null });
    expect((await listPage(owner, '?limit=100')).groups).toHaveLength(21);
  });

  it('400 for a bad limit or a cursor that is not a nextCursor; 401 signed out', async () => {
    const person = await signedInPerson(db.prisma);
    for (const limit of ['0', '101', 'abc', '-1']) expect(await expectError(await api.get(`/api/groups?limit=${limit}`, person), 400)).toMatch(/limit/);
    expect(await expectError(await api.get('/api/groups?cursor=not*a*cursor', person), 400)).toMatch(/cursor/);
    for (const cursor of ['abc', cursorOf({ c: 'yesterday', g: randomUUID() }), cursorOf({ c: new Date().toISOString() }), cursorOf([1, 2])]) {
      expect(await expectError(await api.get(`/api/groups?cursor=${cursor}`, person), 400)).toBe(BAD_CURSOR_MESSAGE);
    }
    expect(await expectError(await api.get('/api/groups?limit=5'), 401)).toBe('Unauthorized');
  });
});

describe('GET /api/groups/:groupId/members and the first page in GET /api/groups/:groupId', () => {
  async function groupOfSix() {
    const owner = await signedInPerson(db.prisma, 'Owen');
    const people = [];
    for (const name of ['Ann', 'Bo', 'Cy', 'Di', 'Ed']) people.push(await signedInPerson(db.prisma, name));
    const group = await createGroup(owner, 'Walkers');
    for (const person of people) await join(person, group.inviteCode);
    // Di becomes a group admin: admins come right after the owner.
    const di = await db.prisma.groupMember.findFirstOrThrow({ where: { groupId: group.id, userId: people[3]!.id } });
    await api.patch(`/api/groups/${group.id}/members/${di.id}`, { role: 'admin' }, owner);
    return { owner, people, group };
  }

  it('pages through the members in the order of the group: owner, group admins, members by join date', async () => {
    const { owner, people, group } = await groupOfSix();
    const pages = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await memberPage(group.id, owner, `?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page.members.map((m) => m.user.firstName));
      cursor = page.nextCursor;
    }
    expect(pages).toEqual([
      ['Owen', 'Di', 'Ann', 'Bo'],
      ['Cy', 'Ed'],
    ]);
    const detail = await expectContract(groupSchema, await api.get(`/api/groups/${group.id}`, people[0]!));
    expect(detail.members.map((m) => m.user.firstName)).toEqual(['Owen', 'Di', 'Ann', 'Bo', 'Cy', 'Ed']);
    expect(detail.membersNextCursor).toBeNull();
    expect(detail.memberCount).toBe(6);
  });

  it('a member sees the other members’ names but not their e-mails on every page; the owner sees them', async () => {
    const { owner, people, group } = await groupOfSix();
    const asMember = await memberPage(group.id, people[0]!, '?limit=2');
    const next = await memberPage(group.id, people[0]!, `?limit=2&cursor=${asMember.nextCursor}`);
    expect([...asMember.members, ...next.members].map((m) => [m.user.firstName, m.user.email])).toEqual([
      ['Owen', null],
      ['Di', null],
      ['Ann', people[0]!.email],
      ['Bo', null],
    ]);
    expect((await memberPage(group.id, owner, '?limit=3')).members.every((m) => m.user.email !== null)).toBe(true);
  });

  it('a removed member between pages neither repeats nor skips anyone', async () => {
    const { owner, people, group } = await groupOfSix();
    const first = await memberPage(group.id, owner, '?limit=3');
    expect(first.members.map((m) => m.user.firstName)).toEqual(['Owen', 'Di', 'Ann']);
    // The last member of the page leaves: the next page still starts after her.
    await api.delete(`/api/groups/${group.id}/leave`, people[0]!);
    expect((await memberPage(group.id, owner, `?limit=3&cursor=${first.nextCursor}`)).members.map((m) => m.user.firstName)).toEqual(['Bo', 'Cy', 'Ed']);
  });

  it('the group call holds the first 20 members and a cursor to the rest', async () => {
    const owner = await signedInPerson(db.prisma, 'Big');
    const group = await createGroup(owner, 'Crowd');
    for (let i = 0; i < 21; i++) await join(await signedInPerson(db.prisma, `M${i}`), group.inviteCode);
    const detail = await expectContract(groupSchema, await api.get(`/api/groups/${group.id}`, owner));
    expect(detail.members).toHaveLength(20);
    expect(detail.memberCount).toBe(22);
    const rest = await memberPage(group.id, owner, `?cursor=${detail.membersNextCursor}`);
    expect(rest.members.map((m) => m.user.firstName)).toEqual(['M19', 'M20']);
    expect(rest.nextCursor).toBeNull();
  });

  it('404 for a stranger or an unknown group, 400 for a bad id, limit or cursor, 401 signed out', async () => {
    const { owner, group } = await groupOfSix();
    const stranger = await signedInPerson(db.prisma, 'Stan');
    expect(await expectError(await api.get(`/api/groups/${group.id}/members`, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.get(`/api/groups/${randomUUID()}/members`, owner), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.get('/api/groups/not-a-uuid/members', owner), 400)).toMatch(/groupId/);
    expect(await expectError(await api.get(`/api/groups/${group.id}/members?limit=101`, owner), 400)).toMatch(/limit/);
    for (const cursor of ['abc', cursorOf({ r: 'boss', j: new Date().toISOString(), i: 1 }), cursorOf({ r: 'member', j: new Date().toISOString(), i: 0 })]) {
      expect(await expectError(await api.get(`/api/groups/${group.id}/members?cursor=${cursor}`, owner), 400)).toBe(BAD_CURSOR_MESSAGE);
    }
    expect(await expectError(await api.get(`/api/groups/${group.id}/members`), 401)).toBe('Unauthorized');
  });
});
