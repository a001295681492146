import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import {
  GROUP_NAME_REQUIRED_MESSAGE,
  GROUP_NOT_FOUND_MESSAGE,
  INVALID_INVITE_CODE_MESSAGE,
  INVITE_CODE_ALPHABET,
  OWNER_CANNOT_LEAVE_MESSAGE,
  groupListResponseSchema,
  groupMemberSchema,
  groupSchema,
  groupSummarySchema,
  joinGroupResponseSchema,
  leaveGroupResponseSchema,
  type GroupSummary,
} from '@alive/contracts';
import { GROUP_MEMBERSHIP_TYPE, groupMembershipChangedV1Schema } from '@alive/events';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { OWNER_ROLE_FIXED_MESSAGE, RENAME_FORBIDDEN_MESSAGE, ROLE_CHANGE_FORBIDDEN_MESSAGE } from '../domain/group-use-cases.ts';
import { client, groupRowCounts, signedInPerson, startGroupsTestService, type Person } from '../test-support/group-fixtures.ts';

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

async function createGroup(owner: Person, name = 'Weekend Hikers', description?: string): Promise<GroupSummary> {
  return expectContract(groupSummarySchema, await api.post('/api/groups', { name, description }, owner), { status: 201 });
}

async function join(person: Person, inviteCode: string) {
  return expectContract(joinGroupResponseSchema, await api.post('/api/groups/join', { inviteCode }, person), { status: 200 });
}

async function membershipEvents(groupId: string) {
  const rows = await db.prisma.groupsOutboxEvent.findMany({ where: { type: GROUP_MEMBERSHIP_TYPE }, orderBy: { createdAt: 'asc' } });
  return rows.map((row) => groupMembershipChangedV1Schema.parse(row.payload)).filter((event) => event.groupId === groupId);
}

describe('signed out', () => {
  it('answers 401 on every call and writes nothing', async () => {
    const id = randomUUID();
    const before = await groupRowCounts(db.prisma);
    const calls = [
      api.get('/api/groups'),
      api.post('/api/groups', { name: 'X' }),
      api.post('/api/groups/join', { inviteCode: 'ABCDEFGH' }),
      api.get(`/api/groups/${id}`),
      api.patch(`/api/groups/${id}`, { name: 'X' }),
      api.delete(`/api/groups/${id}/leave`),
      api.patch(`/api/groups/${id}/members/1`, { role: 'admin' }),
      api.get(`/api/groups/${id}/recommendations`),
    ];
    for (const response of await Promise.all(calls)) expect(await expectError(response, 401)).toBe('Unauthorized');
    expect(await groupRowCounts(db.prisma)).toEqual(before);
  });
});

describe('POST /api/groups', () => {
  it('creates the group with the caller as owner, a fresh invite code and a membership event', async () => {
    const owner = await signedInPerson(db.prisma, 'Olive');
    const group = await createGroup(owner, '  Book Club  ', '  Monthly reads  ');
    expect(group).toMatchObject({ name: 'Book Club', description: 'Monthly reads', role: 'owner', memberCount: 1 });
    expect(group.inviteCode).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
    expect(group.inviteCode).not.toMatch(/[01IO]/);
    expect(await membershipEvents(group.id)).toEqual([expect.objectContaining({ userId: owner.id, change: 'created', role: 'owner', memberCount: 1 })]);
  });

  it('stores a blank description as none', async () => {
    const owner = await signedInPerson(db.prisma);
    expect((await createGroup(owner, 'No description', '   ')).description).toBeNull();
  });

  it('400 for a missing, blank or too long name and a too long description; nothing written', async () => {
    const owner = await signedInPerson(db.prisma);
    const before = await groupRowCounts(db.prisma);
    expect(await expectError(await api.post('/api/groups', {}, owner), 400)).toContain(GROUP_NAME_REQUIRED_MESSAGE);
    expect(await expectError(await api.post('/api/groups', { name: '   ' }, owner), 400)).toContain(GROUP_NAME_REQUIRED_MESSAGE);
    expect(await expectError(await api.post('/api/groups', { name: 'x'.repeat(81) }, owner), 400)).toContain('at most 80');
    expect(await expectError(await api.post('/api/groups', { name: 'Fine', description: 'x'.repeat(501) }, owner), 400)).toContain('at most 500');
    expect(await expectError(await api.post('/api/groups', { name: 'Fine', extra: 1, description: 5 }, owner), 400)).toMatch(/description/);
    expect(await groupRowCounts(db.prisma)).toEqual(before);
  });

  it('tries another invite code when one collides, and gives up with a 503 without writing when all do', async () => {
    const owner = await signedInPerson(db.prisma);
    const existing = await createGroup(owner, 'First');
    const fresh = 'ZZZZ2345';
    const codes = [existing.inviteCode, existing.inviteCode, fresh];
    const colliding = await startGroupsTestService(db.as('groups'), { inviteCodes: () => codes.shift() ?? 'YYYY2345' });
    try {
      const created = await expectContract(groupSummarySchema, await client(colliding).post('/api/groups', { name: 'Second' }, owner), { status: 201 });
      expect(created.inviteCode).toBe(fresh);
      expect(codes).toEqual([]);
    } finally {
      await colliding.close();
    }
    const stuck = await startGroupsTestService(db.as('groups'), { inviteCodes: () => existing.inviteCode });
    try {
      const before = await groupRowCounts(db.prisma);
      expect(await expectError(await client(stuck).post('/api/groups', { name: 'Third' }, owner), 503)).toMatch(/try again/);
      expect(await groupRowCounts(db.prisma)).toEqual(before);
    } finally {
      await stuck.close();
    }
  });
});

describe('membership events carry the trace of the request that changed the membership', () => {
  it('writes the request traceparent, continued by the service, into each outbox row', async () => {
    const owner = await signedInPerson(db.prisma, 'Tracy');
    const joiner = await signedInPerson(db.prisma, 'Jo');
    const traced = (traceId: string, path: string, person: Person, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: person.cookie, traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
        body: JSON.stringify(body),
      });
    const created = (await (await traced('4bf92f3577b34da6a3ce929d0e0e4736', '/api/groups', owner, { name: 'Traced' })).json()) as GroupSummary;
    expect((await traced('0af7651916cd43dd8448eb211c80319c', '/api/groups/join', joiner, { inviteCode: created.inviteCode })).status).toBe(200);

    const rows = await db.prisma.groupsOutboxEvent.findMany({ where: { type: GROUP_MEMBERSHIP_TYPE }, orderBy: { createdAt: 'asc' } });
    const ofGroup = rows.filter((row) => groupMembershipChangedV1Schema.parse(row.payload).groupId === created.id);
    expect(ofGroup.map((row) => row.traceparent)).toEqual([
      expect.stringMatching(/^00-4bf92f3577b34da6a3ce929d0e0e4736-(?!00f067aa0ba902b7)[0-9a-f]{16}-01$/),
      expect.stringMatching(/^00-0af7651916cd43dd8448eb211c80319c-(?!00f067aa0ba902b7)[0-9a-f]{16}-01$/),
    ]);
  });
});

describe('GET /api/groups', () => {
  it("lists only the caller's groups, newest first, with role and member count", async () => {
    const owner = await signedInPerson(db.prisma, 'Ana');
    const other = await signedInPerson(db.prisma, 'Ben');
    const older = await createGroup(owner, 'Older');
    const newer = await createGroup(owner, 'Newer');
    const foreign = await createGroup(other, 'Foreign');
    await join(other, older.inviteCode);
    const mine = (await expectContract(groupListResponseSchema, await api.get('/api/groups', owner))).groups;
    expect(mine.map((g) => [g.name, g.role, g.memberCount])).toEqual([
      ['Newer', 'owner', 1],
      ['Older', 'owner', 2],
    ]);
    const theirs = (await expectContract(groupListResponseSchema, await api.get('/api/groups', other))).groups;
    expect(theirs.map((g) => [g.id, g.role])).toEqual([
      [foreign.id, 'owner'],
      [older.id, 'member'],
    ]);
    expect(mine.some((g) => g.id === foreign.id)).toBe(false);
    expect(newer.id).not.toBe(older.id);
  });

  it('answers an empty list for someone in no group', async () => {
    const loner = await signedInPerson(db.prisma);
    expect(await expectContract(groupListResponseSchema, await api.get('/api/groups', loner))).toEqual({ groups: [], nextCursor: null });
  });
});

describe('POST /api/groups/join', () => {
  it('joins with a lower-case code, once: joining again changes nothing', async () => {
    const owner = await signedInPerson(db.prisma);
    const member = await signedInPerson(db.prisma);
    const group = await createGroup(owner, 'Trail Runners');
    const first = await join(member, ` ${group.inviteCode.toLowerCase()} `);
    expect(first).toMatchObject({ joined: true, group: { id: group.id, role: 'member', memberCount: 2 } });
    expect(first.message).toContain('Trail Runners');
    const again = await join(member, group.inviteCode);
    expect(again).toMatchObject({ joined: false, group: { id: group.id, role: 'member', memberCount: 2 } });
    const ownerAgain = await join(owner, group.inviteCode);
    expect(ownerAgain).toMatchObject({ joined: false, group: { role: 'owner' } });
    expect((await membershipEvents(group.id)).map((e) => e.change)).toEqual(['created', 'joined']);
  });

  it('leaves exactly one membership after 20 concurrent joins of the same person', async () => {
    const owner = await signedInPerson(db.prisma);
    const member = await signedInPerson(db.prisma);
    const group = await createGroup(owner);
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/groups/join', { inviteCode: group.inviteCode }, member)));
    const bodies = await Promise.all(answers.map((answer) => expectContract(joinGroupResponseSchema, answer, { status: 200 })));
    expect(bodies.filter((b) => b.joined)).toHaveLength(1);
    expect(await db.prisma.groupMember.count({ where: { groupId: group.id, userId: member.id } })).toBe(1);
    expect((await membershipEvents(group.id)).filter((e) => e.change === 'joined')).toHaveLength(1);
  });

  it('404 for a code no group has; 400 for a malformed code; nothing written', async () => {
    const person = await signedInPerson(db.prisma);
    const before = await groupRowCounts(db.prisma);
    expect(await expectError(await api.post('/api/groups/join', { inviteCode: 'QQQQQQQQ' }, person), 404)).toBe(INVALID_INVITE_CODE_MESSAGE);
    for (const inviteCode of ['', 'ABC', 'ABCDEFGHJ', 'ABCD0O1I', 42]) {
      expect(await expectError(await api.post('/api/groups/join', { inviteCode }, person), 400)).toMatch(/inviteCode/);
    }
    expect(await expectError(await api.post('/api/groups/join', {}, person), 400)).toMatch(/inviteCode/);
    expect(await groupRowCounts(db.prisma)).toEqual(before);
  });

  it('refuses every join with 429 after a burst of wrong codes, for that person only; right codes are not counted', async () => {
    const owner = await signedInPerson(db.prisma);
    const guesser = await signedInPerson(db.prisma);
    const bystander = await signedInPerson(db.prisma);
    const group = await createGroup(owner);
    const other = await createGroup(owner, 'Other');
    // Right codes never count: many joins stay fine.
    for (let i = 0; i < 4; i++) await join(guesser, other.inviteCode);
    for (let i = 0; i < 3; i++) await expectError(await api.post('/api/groups/join', { inviteCode: `WRNG${2345 + i}` }, guesser), 404);
    const blocked = await api.post('/api/groups/join', { inviteCode: group.inviteCode }, guesser);
    expect(blocked.headers.get('retry-after')).toMatch(/^[0-9]+$/);
    expect(await expectError(blocked, 429)).toMatch(/Too many wrong invite codes/);
    expect(await expectError(await api.post('/api/groups/join', { inviteCode: 'WRNGWRNG' }, guesser), 429)).toMatch(/try again/);
    expect(await db.prisma.groupMember.count({ where: { groupId: group.id, userId: guesser.id } })).toBe(0);
    // Someone else is not affected.
    expect((await join(bystander, group.inviteCode)).joined).toBe(true);
  });
});

describe('GET /api/groups/:groupId', () => {
  it('shows the group with its members: owner first, then group admins, then members', async () => {
    const owner = await signedInPerson(db.prisma, 'Olga');
    const early = await signedInPerson(db.prisma, 'Eli');
    const late = await signedInPerson(db.prisma, 'Lia');
    const group = await createGroup(owner, 'Climbers', 'Bouldering on Thursdays');
    await join(early, group.inviteCode);
    await join(late, group.inviteCode);
    const lateMember = (await db.prisma.groupMember.findFirstOrThrow({ where: { groupId: group.id, userId: late.id } })).id;
    await expectContract(groupMemberSchema, await api.patch(`/api/groups/${group.id}/members/${lateMember}`, { role: 'admin' }, owner));
    const detail = await expectContract(groupSchema, await api.get(`/api/groups/${group.id}`, early));
    expect(detail).toMatchObject({ id: group.id, name: 'Climbers', description: 'Bouldering on Thursdays', role: 'member', memberCount: 3 });
    expect(detail.members.map((m) => [m.user.id, m.role])).toEqual([
      [owner.id, 'owner'],
      [late.id, 'admin'],
      [early.id, 'member'],
    ]);
    expect(Date.parse(detail.members[1]!.joinedAt)).toBeGreaterThan(0);
    // Members see names, and their own e-mail only; the owner sees every e-mail (docs/product/groups.md, Privacy).
    const emailsSeenBy = async (viewer: typeof owner) =>
      (await expectContract(groupSchema, await api.get(`/api/groups/${group.id}`, viewer))).members.map((m) => [m.user.firstName, m.user.email]);
    expect(await emailsSeenBy(early)).toEqual([
      ['Olga', null],
      ['Lia', null],
      ['Eli', early.email],
    ]);
    expect(await emailsSeenBy(late)).toEqual([
      ['Olga', null],
      ['Lia', late.email],
      ['Eli', null],
    ]);
    expect(await emailsSeenBy(owner)).toEqual([
      ['Olga', owner.email],
      ['Lia', late.email],
      ['Eli', early.email],
    ]);
  });

  it('404 alike for an unknown id and for a group the caller is not in; 400 for a malformed id', async () => {
    const owner = await signedInPerson(db.prisma);
    const stranger = await signedInPerson(db.prisma);
    const group = await createGroup(owner);
    expect(await expectError(await api.get(`/api/groups/${group.id}`, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.get(`/api/groups/${randomUUID()}`, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.get(`/api/groups/${group.id}/recommendations`, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.get('/api/groups/not-a-uuid', stranger), 400)).toMatch(/groupId/);
    expect(await expectError(await api.get('/api/groups/42/recommendations', stranger), 400)).toMatch(/groupId/);
  });
});

describe('PATCH /api/groups/:groupId', () => {
  it('lets the owner and group admins rename; a member gets 403 and nothing changes', async () => {
    const owner = await signedInPerson(db.prisma);
    const admin = await signedInPerson(db.prisma);
    const member = await signedInPerson(db.prisma);
    const group = await createGroup(owner, 'Old name');
    await join(admin, group.inviteCode);
    await join(member, group.inviteCode);
    const adminId = (await db.prisma.groupMember.findFirstOrThrow({ where: { groupId: group.id, userId: admin.id } })).id;
    await expectContract(groupMemberSchema, await api.patch(`/api/groups/${group.id}/members/${adminId}`, { role: 'admin' }, owner));

    expect(await expectContract(groupSummarySchema, await api.patch(`/api/groups/${group.id}`, { name: '  New name ' }, owner))).toMatchObject({ name: 'New name', role: 'owner' });
    expect(await expectContract(groupSummarySchema, await api.patch(`/api/groups/${group.id}`, { name: 'Admin name' }, admin))).toMatchObject({ name: 'Admin name', role: 'admin' });
    expect(await expectError(await api.patch(`/api/groups/${group.id}`, { name: 'Member name' }, member), 403)).toBe(RENAME_FORBIDDEN_MESSAGE);
    expect((await db.prisma.group.findUniqueOrThrow({ where: { id: group.id } })).name).toBe('Admin name');
  });

  it('400 for a blank name, 404 for a non-member; nothing written', async () => {
    const owner = await signedInPerson(db.prisma);
    const stranger = await signedInPerson(db.prisma);
    const group = await createGroup(owner, 'Keep');
    expect(await expectError(await api.patch(`/api/groups/${group.id}`, { name: '  ' }, owner), 400)).toContain(GROUP_NAME_REQUIRED_MESSAGE);
    expect(await expectError(await api.patch(`/api/groups/${group.id}`, { name: 'Taken over' }, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.patch('/api/groups/nope', { name: 'X' }, owner), 400)).toMatch(/groupId/);
    expect((await db.prisma.group.findUniqueOrThrow({ where: { id: group.id } })).name).toBe('Keep');
  });
});

describe('DELETE /api/groups/:groupId/leave', () => {
  it('lets a member leave; the group is then closed to them', async () => {
    const owner = await signedInPerson(db.prisma);
    const member = await signedInPerson(db.prisma);
    const group = await createGroup(owner);
    await join(member, group.inviteCode);
    expect(await expectContract(leaveGroupResponseSchema, await api.delete(`/api/groups/${group.id}/leave`, member))).toEqual({ message: 'Left group', groupId: group.id });
    expect(await expectError(await api.get(`/api/groups/${group.id}`, member), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.delete(`/api/groups/${group.id}/leave`, member), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect((await expectContract(groupSchema, await api.get(`/api/groups/${group.id}`, owner))).memberCount).toBe(1);
    expect((await membershipEvents(group.id)).map((e) => [e.change, e.memberCount])).toEqual([
      ['created', 1],
      ['joined', 2],
      ['left', 1],
    ]);
  });

  it('refuses the owner with 409, a stranger with 404; nothing written', async () => {
    const owner = await signedInPerson(db.prisma);
    const stranger = await signedInPerson(db.prisma);
    const group = await createGroup(owner);
    const before = await groupRowCounts(db.prisma);
    expect(await expectError(await api.delete(`/api/groups/${group.id}/leave`, owner), 409)).toBe(OWNER_CANNOT_LEAVE_MESSAGE);
    expect(await expectError(await api.delete(`/api/groups/${group.id}/leave`, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.delete('/api/groups/x/leave', stranger), 400)).toMatch(/groupId/);
    expect(await groupRowCounts(db.prisma)).toEqual(before);
  });

  it('lets a group admin leave', async () => {
    const owner = await signedInPerson(db.prisma);
    const admin = await signedInPerson(db.prisma);
    const group = await createGroup(owner);
    await join(admin, group.inviteCode);
    const adminId = (await db.prisma.groupMember.findFirstOrThrow({ where: { groupId: group.id, userId: admin.id } })).id;
    await expectContract(groupMemberSchema, await api.patch(`/api/groups/${group.id}/members/${adminId}`, { role: 'admin' }, owner));
    await expectContract(leaveGroupResponseSchema, await api.delete(`/api/groups/${group.id}/leave`, admin));
  });
});

describe('PATCH /api/groups/:groupId/members/:memberId', () => {
  it('lets the owner make a member a group admin and back, with events', async () => {
    const owner = await signedInPerson(db.prisma);
    const member = await signedInPerson(db.prisma);
    const group = await createGroup(owner);
    await join(member, group.inviteCode);
    const memberId = (await db.prisma.groupMember.findFirstOrThrow({ where: { groupId: group.id, userId: member.id } })).id;
    const promoted = await expectContract(groupMemberSchema, await api.patch(`/api/groups/${group.id}/members/${memberId}`, { role: 'admin' }, owner));
    expect(promoted).toMatchObject({ id: String(memberId), role: 'admin', user: { id: member.id } });
    expect((await expectContract(groupListResponseSchema, await api.get('/api/groups', member))).groups[0]!.role).toBe('admin');
    const demoted = await expectContract(groupMemberSchema, await api.patch(`/api/groups/${group.id}/members/${memberId}`, { role: 'member' }, owner));
    expect(demoted.role).toBe('member');
    expect((await membershipEvents(group.id)).filter((e) => e.change === 'role_changed').map((e) => e.role)).toEqual(['admin', 'member']);
  });

  it('403 for anyone but the owner, 409 for the owner row, 404 for a member of another group; 400 for bad input', async () => {
    const owner = await signedInPerson(db.prisma);
    const admin = await signedInPerson(db.prisma);
    const member = await signedInPerson(db.prisma);
    const group = await createGroup(owner);
    const elsewhere = await createGroup(await signedInPerson(db.prisma), 'Elsewhere');
    await join(admin, group.inviteCode);
    await join(member, group.inviteCode);
    const id = async (userId: string, groupId = group.id) => (await db.prisma.groupMember.findFirstOrThrow({ where: { groupId, userId } })).id;
    await expectContract(groupMemberSchema, await api.patch(`/api/groups/${group.id}/members/${await id(admin.id)}`, { role: 'admin' }, owner));
    const before = await groupRowCounts(db.prisma);
    const memberPath = `/api/groups/${group.id}/members/${await id(member.id)}`;
    expect(await expectError(await api.patch(memberPath, { role: 'admin' }, member), 403)).toBe(ROLE_CHANGE_FORBIDDEN_MESSAGE);
    expect(await expectError(await api.patch(memberPath, { role: 'admin' }, admin), 403)).toBe(ROLE_CHANGE_FORBIDDEN_MESSAGE);
    expect(await expectError(await api.patch(`/api/groups/${group.id}/members/${await id(owner.id)}`, { role: 'member' }, owner), 409)).toBe(OWNER_ROLE_FIXED_MESSAGE);
    const foreignMember = await id((await db.prisma.group.findUniqueOrThrow({ where: { id: elsewhere.id } })).ownerId, elsewhere.id);
    expect(await expectError(await api.patch(`/api/groups/${group.id}/members/${foreignMember}`, { role: 'admin' }, owner), 404)).toMatch(/not found/i);
    expect(await expectError(await api.patch(memberPath, { role: 'owner' }, owner), 400)).toMatch(/role/);
    expect(await expectError(await api.patch(`/api/groups/${group.id}/members/0`, { role: 'admin' }, owner), 400)).toMatch(/memberId/);
    expect(await expectError(await api.patch(`/api/groups/${elsewhere.id}/members/${foreignMember}`, { role: 'admin' }, owner), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await groupRowCounts(db.prisma)).toEqual(before);
    expect((await db.prisma.groupMember.findUniqueOrThrow({ where: { id: await id(member.id) } })).role).toBe('member');
  });
});
