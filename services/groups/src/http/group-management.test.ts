import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import {
  DELETE_GROUP_FORBIDDEN_MESSAGE,
  GROUP_NOT_FOUND_MESSAGE,
  INVALID_INVITE_CODE_MESSAGE,
  INVITE_CODE_FORBIDDEN_MESSAGE,
  OWNER_CANNOT_BE_REMOVED_MESSAGE,
  REMOVE_ADMIN_FORBIDDEN_MESSAGE,
  REMOVE_MEMBER_FORBIDDEN_MESSAGE,
  REMOVE_SELF_MESSAGE,
  deleteGroupResponseSchema,
  groupListResponseSchema,
  groupMemberSchema,
  groupSchema,
  groupSummarySchema,
  invitePreviewSchema,
  joinGroupResponseSchema,
  removeMemberResponseSchema,
  type GroupSummary,
} from '@alive/contracts';
import { GROUP_MEMBERSHIP_TYPE, groupMembershipChangedV1Schema } from '@alive/events';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { MEMBER_NOT_FOUND_MESSAGE } from '../domain/group-use-cases.ts';
import { client, groupRowCounts, signedInPerson, startGroupsTestService, type Person } from '../test-support/group-fixtures.ts';

/** Managing a group (docs/product/groups.md, Managing a group), always with several people. */
let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startGroupsTestService(db.as('groups'), { settings: { joinFailureLimit: { points: 3, durationSeconds: 600 } } });
  api = client(server);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const createGroup = async (owner: Person, name = 'Climbers'): Promise<GroupSummary> =>
  expectContract(groupSummarySchema, await api.post('/api/groups', { name }, owner), { status: 201 });
const join = async (person: Person, inviteCode: string) => expectContract(joinGroupResponseSchema, await api.post('/api/groups/join', { inviteCode }, person));
const detail = async (group: { id: string }, person: Person) => expectContract(groupSchema, await api.get(`/api/groups/${group.id}`, person));
const memberIdOf = async (group: { id: string }, person: Person) =>
  (await db.prisma.groupMember.findFirstOrThrow({ where: { groupId: group.id, userId: person.id } })).id;
const makeAdmin = async (group: { id: string }, owner: Person, person: Person) =>
  expectContract(groupMemberSchema, await api.patch(`/api/groups/${group.id}/members/${await memberIdOf(group, person)}`, { role: 'admin' }, owner));
const changes = async (groupId: string) =>
  (await db.prisma.groupsOutboxEvent.findMany({ where: { type: GROUP_MEMBERSHIP_TYPE }, orderBy: { createdAt: 'asc' } }))
    .map((row) => groupMembershipChangedV1Schema.parse(row.payload))
    .filter((event) => event.groupId === groupId)
    .map((event) => event.change);

/** An owner, a group admin and a member in one group. */
async function threePeople() {
  const owner = await signedInPerson(db.prisma, 'Olga');
  const admin = await signedInPerson(db.prisma, 'Ada');
  const member = await signedInPerson(db.prisma, 'Mo');
  const group = await createGroup(owner);
  await join(admin, group.inviteCode);
  await join(member, group.inviteCode);
  await makeAdmin(group, owner, admin);
  return { owner, admin, member, group };
}

describe('DELETE /api/groups/:groupId', () => {
  it('lets the owner delete the group for everyone, recorded as a deleted membership event', async () => {
    const { owner, member, group } = await threePeople();
    expect(await expectContract(deleteGroupResponseSchema, await api.delete(`/api/groups/${group.id}`, owner))).toEqual({ message: 'Deleted Climbers', groupId: group.id });
    expect(await expectError(await api.get(`/api/groups/${group.id}`, member), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect((await expectContract(groupListResponseSchema, await api.get('/api/groups', member))).groups.map((g) => g.id)).not.toContain(group.id);
    expect(await db.prisma.groupMember.count({ where: { groupId: group.id } })).toBe(0);
    expect(await changes(group.id)).toEqual(['created', 'joined', 'joined', 'role_changed', 'deleted']);
    await expectError(await api.post('/api/groups/join', { inviteCode: group.inviteCode }, member), 404);
  });

  it('403 for a group admin and a member, 404 for a stranger or an unknown id, 400 for a malformed id; nothing written', async () => {
    const { admin, member, group } = await threePeople();
    const stranger = await signedInPerson(db.prisma, 'Stan');
    const before = await groupRowCounts(db.prisma);
    expect(await expectError(await api.delete(`/api/groups/${group.id}`, admin), 403)).toBe(DELETE_GROUP_FORBIDDEN_MESSAGE);
    expect(await expectError(await api.delete(`/api/groups/${group.id}`, member), 403)).toBe(DELETE_GROUP_FORBIDDEN_MESSAGE);
    expect(await expectError(await api.delete(`/api/groups/${group.id}`, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.delete(`/api/groups/${randomUUID()}`, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.delete('/api/groups/not-a-uuid', stranger), 400)).toMatch(/groupId/);
    expect(await expectError(await api.delete(`/api/groups/${group.id}`), 401)).toBe('Unauthorized');
    expect(await groupRowCounts(db.prisma)).toEqual(before);
  });
});

describe('DELETE /api/groups/:groupId/members/:memberId', () => {
  it('the owner removes a group admin and a member; the removed no longer see the group', async () => {
    const { owner, admin, member, group } = await threePeople();
    const removed = await expectContract(removeMemberResponseSchema, await api.delete(`/api/groups/${group.id}/members/${await memberIdOf(group, member)}`, owner));
    expect(removed).toMatchObject({ message: 'Removed Mo Tester', groupId: group.id });
    await expectContract(removeMemberResponseSchema, await api.delete(`/api/groups/${group.id}/members/${await memberIdOf(group, admin)}`, owner));
    expect(await expectError(await api.get(`/api/groups/${group.id}`, member), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect((await detail(group, owner)).members.map((m) => m.user.id)).toEqual([owner.id]);
    expect((await changes(group.id)).slice(-2)).toEqual(['removed', 'removed']);
  });

  it('a group admin removes plain members only; a member removes nobody; nobody removes the owner or themselves', async () => {
    const { owner, admin, member, group } = await threePeople();
    const other = await signedInPerson(db.prisma, 'Ola');
    await join(other, group.inviteCode);
    const before = await groupRowCounts(db.prisma);
    const remove = async (who: Person, whom: Person) => api.delete(`/api/groups/${group.id}/members/${await memberIdOf(group, whom)}`, who);
    expect(await expectError(await remove(member, other), 403)).toBe(REMOVE_MEMBER_FORBIDDEN_MESSAGE);
    expect(await expectError(await remove(admin, owner), 409)).toBe(OWNER_CANNOT_BE_REMOVED_MESSAGE);
    expect(await expectError(await remove(admin, admin), 400)).toBe(REMOVE_SELF_MESSAGE);
    expect(await expectError(await remove(owner, owner), 400)).toBe(REMOVE_SELF_MESSAGE);
    const secondAdmin = other;
    await makeAdmin(group, owner, secondAdmin);
    expect(await expectError(await remove(admin, secondAdmin), 403)).toBe(REMOVE_ADMIN_FORBIDDEN_MESSAGE);
    expect(await expectError(await api.delete(`/api/groups/${group.id}/members/2000000000`, owner), 404)).toBe(MEMBER_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.delete(`/api/groups/${group.id}/members/abc`, owner), 400)).toMatch(/memberId/);
    expect(await expectError(await api.delete(`/api/groups/${group.id}/members/1`), 401)).toBe('Unauthorized');
    // Only the role change above was written.
    expect(await groupRowCounts(db.prisma)).toEqual({ ...before, outbox: before.outbox + 1 });
    await expectContract(removeMemberResponseSchema, await remove(admin, member));
  });
});

describe('POST /api/groups/:groupId/invite-code', () => {
  it('gives the owner or a group admin a new code; the old one stops working, members stay', async () => {
    const { owner, admin, group } = await threePeople();
    const fresh = await expectContract(groupSummarySchema, await api.post(`/api/groups/${group.id}/invite-code`, {}, admin));
    expect(fresh).toMatchObject({ id: group.id, role: 'admin', memberCount: 3 });
    expect(fresh.inviteCode).not.toBe(group.inviteCode);
    const late = await signedInPerson(db.prisma, 'Lee');
    expect(await expectError(await api.post('/api/groups/join', { inviteCode: group.inviteCode }, late), 404)).toBe(INVALID_INVITE_CODE_MESSAGE);
    expect((await join(late, fresh.inviteCode)).joined).toBe(true);
    expect((await expectContract(groupSummarySchema, await api.post(`/api/groups/${group.id}/invite-code`, {}, owner))).inviteCode).not.toBe(fresh.inviteCode);
  });

  it('403 for a member, 404 for a stranger; 401 signed out', async () => {
    const { member, group } = await threePeople();
    const stranger = await signedInPerson(db.prisma, 'Stan');
    expect(await expectError(await api.post(`/api/groups/${group.id}/invite-code`, {}, member), 403)).toBe(INVITE_CODE_FORBIDDEN_MESSAGE);
    expect(await expectError(await api.post(`/api/groups/${group.id}/invite-code`, {}, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.post(`/api/groups/${group.id}/invite-code`, {}), 401)).toBe('Unauthorized');
    expect((await db.prisma.group.findUniqueOrThrow({ where: { id: group.id } })).inviteCode).toBe(group.inviteCode);
  });
});

describe('GET /api/groups/invites/:inviteCode', () => {
  it('shows a newcomer the group behind a join link without its id; a member gets the id to open it', async () => {
    const { member, group } = await threePeople();
    const newcomer = await signedInPerson(db.prisma, 'Nia');
    const preview = await expectContract(invitePreviewSchema, await api.get(`/api/groups/invites/${group.inviteCode.toLowerCase()}`, newcomer));
    expect(preview).toEqual({ name: 'Climbers', description: null, memberCount: 3, isMember: false, groupId: null });
    expect(await expectContract(invitePreviewSchema, await api.get(`/api/groups/invites/${group.inviteCode}`, member))).toMatchObject({ isMember: true, groupId: group.id });
  });

  it('a wrong code is 404 and counts against the wrong-code limit shared with joins; 400 malformed; 401 signed out', async () => {
    const { group } = await threePeople();
    const guesser = await signedInPerson(db.prisma, 'Gus');
    for (const code of ['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC']) expect(await expectError(await api.get(`/api/groups/invites/${code}`, guesser), 404)).toBe(INVALID_INVITE_CODE_MESSAGE);
    const limited = await api.get(`/api/groups/invites/${group.inviteCode}`, guesser);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    await expectError(limited, 429);
    expect(await expectError(await api.get('/api/groups/invites/short', guesser), 400)).toMatch(/inviteCode/);
    expect(await expectError(await api.get(`/api/groups/invites/${group.inviteCode}`), 401)).toBe('Unauthorized');
  });
});
