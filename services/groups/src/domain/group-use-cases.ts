import createError from 'http-errors';
import {
  DELETE_GROUP_FORBIDDEN_MESSAGE,
  GROUP_NOT_FOUND_MESSAGE,
  INVALID_INVITE_CODE_MESSAGE,
  INVITE_CODE_FORBIDDEN_MESSAGE,
  OWNER_CANNOT_BE_REMOVED_MESSAGE,
  OWNER_CANNOT_LEAVE_MESSAGE,
  REMOVE_ADMIN_FORBIDDEN_MESSAGE,
  REMOVE_MEMBER_FORBIDDEN_MESSAGE,
  REMOVE_SELF_MESSAGE,
  type DeleteGroupResponse,
  type Group,
  type GroupListResponse,
  type GroupMemberPage,
  type InvitePreview,
  type RemoveMemberResponse,
  type GroupMember,
  type GroupSummary,
  type JoinGroupResponse,
  type LeaveGroupResponse,
} from '@alive/contracts';
import type { RateLimiter } from '@alive/service-kit';
import { tooManyRequests } from '@alive/service-kit';
import { GroupLimitError, InviteCodeExhaustedError, type GroupRepository, type MemberRow, type MembershipRow } from '../data/group-repository.ts';
import type { GroupLimits } from '../settings.ts';
import { decodeGroupCursor, decodeMemberCursor, encodeGroupCursor, encodeMemberCursor, pageLimit } from './page-cursors.ts';
import { INVITE_CODE_ATTEMPTS, type InviteCodeGenerator } from './invite-codes.ts';

/**
 * The groups use cases (docs/product/groups.md). To a person who is not a member a group does not
 * exist: every call on it answers 404 with the same message as for an id nobody uses, so ids cannot
 * be probed. Each check runs before anything is written.
 */
export interface GroupUseCaseDeps {
  groups: GroupRepository;
  inviteCodes: InviteCodeGenerator;
  /** Counts wrong invite codes per person (docs/product/groups.md, Invite codes). */
  joinFailures: RateLimiter;
  /** Wakes the outbox relay after a committed membership change, so its event goes out at once. */
  wakeRelay?: () => void;
  /** Per-person and per-group caps (docs/product/groups.md, Limits). */
  limits: GroupLimits;
}

/** The 409 a cap gives, in words that say what to do (docs/product/groups.md, Limits). */
export function limitMessage(error: GroupLimitError): string {
  if (error.limit === 'owned') return `You can own at most ${error.max} groups; delete one to create another.`;
  if (error.limit === 'memberships') return `You can be in at most ${error.max} groups; leave one first.`;
  return `This group is full: it has ${error.max} members, the most a group can have.`;
}

function asLimitConflict(error: unknown): never {
  if (error instanceof GroupLimitError) throw createError(409, limitMessage(error));
  throw error;
}

/** `?cursor=&limit=` as the contract parsed it. */
export interface GroupPageQueryValues {
  cursor?: string;
  limit?: number;
}

export const RENAME_FORBIDDEN_MESSAGE = 'Only the owner and group admins can rename the group';
export const ROLE_CHANGE_FORBIDDEN_MESSAGE = 'Only the owner can change member roles';
export const OWNER_ROLE_FIXED_MESSAGE = "The owner's role cannot be changed";
export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';
export const TOO_MANY_JOIN_ATTEMPTS = (wait: string) => `Too many wrong invite codes; please try again in ${wait}.`;

export function toSummary(row: MembershipRow): GroupSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    inviteCode: row.inviteCode,
    role: row.role,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMember(row: MemberRow): GroupMember {
  return { id: String(row.id), role: row.role, joinedAt: row.joinedAt.toISOString(), user: row.user };
}

/**
 * A member as `viewer` may see them: members see each other's names, never e-mails; the owner, who
 * invites and manages the group, sees them, and everyone sees their own (docs/product/groups.md, Privacy).
 */
export function memberAsSeenBy(viewer: { userId: string; role: GroupMember['role'] }, row: MemberRow): GroupMember {
  const member = toMember(row);
  const sees = viewer.role === 'owner' || viewer.userId === row.user.id;
  return sees ? member : { ...member, user: { ...member.user, email: null } };
}

/** The caller's membership, or the 404 every non-member gets. */
export async function membershipOrNotFound(groups: Pick<GroupRepository, 'membership'>, groupId: string, userId: string): Promise<MembershipRow> {
  const membership = await groups.membership(groupId, userId);
  if (!membership) throw createError(404, GROUP_NOT_FOUND_MESSAGE);
  return membership;
}

/** A page of the caller's groups, newest first (docs/product/groups.md, Pages). */
export async function listGroups(userId: string, query: GroupPageQueryValues, { groups }: Pick<GroupUseCaseDeps, 'groups'>): Promise<GroupListResponse> {
  const limit = pageLimit(query.limit);
  const after = query.cursor ? decodeGroupCursor(query.cursor) : null;
  // One more than the page, to know whether another follows.
  const rows = await groups.groupsOf(userId, { after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { groups: page.map(toSummary), nextCursor: rows.length > limit && last ? encodeGroupCursor({ createdAt: last.createdAt, groupId: last.id }) : null };
}

async function memberPage(groupId: string, viewer: { userId: string; role: GroupMember['role'] }, query: GroupPageQueryValues, groups: GroupRepository): Promise<GroupMemberPage> {
  const limit = pageLimit(query.limit);
  const after = query.cursor ? decodeMemberCursor(query.cursor) : null;
  const rows = await groups.members(groupId, { after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    members: page.map((row) => memberAsSeenBy(viewer, row)),
    nextCursor: rows.length > limit && last ? encodeMemberCursor({ role: last.role, joinedAt: last.joinedAt, id: last.id }) : null,
  };
}

/** A page of a group's members, for members only (docs/product/groups.md, Pages). */
export async function listMembers(userId: string, groupId: string, query: GroupPageQueryValues, { groups }: Pick<GroupUseCaseDeps, 'groups'>): Promise<GroupMemberPage> {
  const membership = await membershipOrNotFound(groups, groupId, userId);
  return memberPage(groupId, { userId, role: membership.role }, query, groups);
}

export async function createGroup(
  userId: string,
  input: { name: string; description: string | null },
  { groups, inviteCodes, wakeRelay, limits }: Pick<GroupUseCaseDeps, 'groups' | 'inviteCodes' | 'wakeRelay' | 'limits'>,
  traceparent?: string,
): Promise<GroupSummary> {
  try {
    const created = await groups.create(userId, input, inviteCodes, INVITE_CODE_ATTEMPTS, limits, traceparent).catch(asLimitConflict);
    wakeRelay?.();
    return toSummary(created);
  } catch (error) {
    // Every attempt collided (one chance in 10^12 each with random codes): nothing was written.
    if (error instanceof InviteCodeExhaustedError) throw createError(503, 'Could not give the group a unique invite code; please try again.', { expose: true });
    throw error;
  }
}

/**
 * Joins by code. While the person is over the wrong-code limit every join is refused (429), right
 * code or not, so the limit cannot be stepped around; a wrong code counts one failure (404).
 */
export async function joinGroup(
  userId: string,
  inviteCode: string,
  { groups, joinFailures, wakeRelay, limits }: Pick<GroupUseCaseDeps, 'groups' | 'joinFailures' | 'wakeRelay' | 'limits'>,
  traceparent?: string,
): Promise<JoinGroupResponse> {
  const window = await joinFailures.peek(userId);
  if (window && window.consumedPoints >= joinFailures.points) throw tooManyRequests(window.msBeforeNext, TOO_MANY_JOIN_ATTEMPTS);
  const groupId = await groups.groupIdByInviteCode(inviteCode);
  if (!groupId) {
    await joinFailures.consume(userId);
    throw createError(404, INVALID_INVITE_CODE_MESSAGE);
  }
  const { joined, membership } = await groups.join(groupId, userId, limits, traceparent).catch(asLimitConflict);
  if (joined) wakeRelay?.();
  return {
    message: joined ? `You joined ${membership.name}` : `You are already a member of ${membership.name}`,
    joined,
    group: toSummary(membership),
  };
}

export async function renameGroup(userId: string, groupId: string, name: string, { groups }: Pick<GroupUseCaseDeps, 'groups'>): Promise<GroupSummary> {
  const membership = await membershipOrNotFound(groups, groupId, userId);
  if (membership.role === 'member') throw createError(403, RENAME_FORBIDDEN_MESSAGE);
  await groups.rename(groupId, name);
  return toSummary({ ...membership, name });
}

export async function leaveGroup(
  userId: string,
  groupId: string,
  { groups, wakeRelay }: Pick<GroupUseCaseDeps, 'groups' | 'wakeRelay'>,
  traceparent?: string,
): Promise<LeaveGroupResponse> {
  const membership = await membershipOrNotFound(groups, groupId, userId);
  if (membership.role === 'owner') throw createError(409, OWNER_CANNOT_LEAVE_MESSAGE);
  // Already gone (a second tab left a moment ago) reads as gone: the 404 a non-member gets.
  if (!(await groups.leave(groupId, userId, traceparent))) throw createError(404, GROUP_NOT_FOUND_MESSAGE);
  wakeRelay?.();
  return { message: 'Left group', groupId };
}

export async function getGroup(userId: string, groupId: string, { groups }: Pick<GroupUseCaseDeps, 'groups'>): Promise<Group> {
  const membership = await membershipOrNotFound(groups, groupId, userId);
  const first = await memberPage(groupId, { userId, role: membership.role }, {}, groups);
  return { ...toSummary(membership), members: first.members, membersNextCursor: first.nextCursor };
}

/** Beyond the product's first list of calls: the owner makes a member a group admin or back (docs/product/groups.md, Roles). */
export async function changeMemberRole(
  userId: string,
  groupId: string,
  memberId: number,
  role: 'admin' | 'member',
  { groups, wakeRelay }: Pick<GroupUseCaseDeps, 'groups' | 'wakeRelay'>,
  traceparent?: string,
): Promise<GroupMember> {
  const membership = await membershipOrNotFound(groups, groupId, userId);
  if (membership.role !== 'owner') throw createError(403, ROLE_CHANGE_FORBIDDEN_MESSAGE);
  const target = await groups.member(groupId, memberId);
  if (!target) throw createError(404, MEMBER_NOT_FOUND_MESSAGE);
  if (target.role === 'owner') throw createError(409, OWNER_ROLE_FIXED_MESSAGE);
  if (!(await groups.setRole(groupId, memberId, role, traceparent))) throw createError(404, MEMBER_NOT_FOUND_MESSAGE);
  if (target.role !== role) wakeRelay?.();
  return toMember({ ...target, role });
}

/** The owner deletes the group for everyone (docs/product/groups.md, Managing a group). */
export async function deleteGroup(
  userId: string,
  groupId: string,
  { groups, wakeRelay }: Pick<GroupUseCaseDeps, 'groups' | 'wakeRelay'>,
  traceparent?: string,
): Promise<DeleteGroupResponse> {
  const membership = await membershipOrNotFound(groups, groupId, userId);
  if (membership.role !== 'owner') throw createError(403, DELETE_GROUP_FORBIDDEN_MESSAGE);
  if (!(await groups.delete(groupId, userId, traceparent))) throw createError(404, GROUP_NOT_FOUND_MESSAGE);
  wakeRelay?.();
  return { message: `Deleted ${membership.name}`, groupId };
}

/** The owner removes anyone but themselves; a group admin removes plain members (docs/product/groups.md, Roles). */
export async function removeMember(
  userId: string,
  groupId: string,
  memberId: number,
  { groups, wakeRelay }: Pick<GroupUseCaseDeps, 'groups' | 'wakeRelay'>,
  traceparent?: string,
): Promise<RemoveMemberResponse> {
  const membership = await membershipOrNotFound(groups, groupId, userId);
  if (membership.role === 'member') throw createError(403, REMOVE_MEMBER_FORBIDDEN_MESSAGE);
  const target = await groups.member(groupId, memberId);
  if (!target) throw createError(404, MEMBER_NOT_FOUND_MESSAGE);
  if (target.user.id === userId) throw createError(400, REMOVE_SELF_MESSAGE);
  if (target.role === 'owner') throw createError(409, OWNER_CANNOT_BE_REMOVED_MESSAGE);
  if (target.role === 'admin' && membership.role !== 'owner') throw createError(403, REMOVE_ADMIN_FORBIDDEN_MESSAGE);
  const removable = membership.role === 'owner' ? (['admin', 'member'] as const) : (['member'] as const);
  // Gone or promoted in the meantime: the same answers as if it had been so when asked.
  if (!(await groups.removeMember(groupId, memberId, removable, traceparent))) throw createError(404, MEMBER_NOT_FOUND_MESSAGE);
  wakeRelay?.();
  const name = [target.user.firstName, target.user.lastName].filter(Boolean).join(' ') || 'the member';
  return { message: `Removed ${name}`, groupId, memberId: String(memberId) };
}

/** A new invite code: the old one stops working at once (docs/product/groups.md, Invite codes). */
export async function replaceInviteCode(
  userId: string,
  groupId: string,
  { groups, inviteCodes }: Pick<GroupUseCaseDeps, 'groups' | 'inviteCodes'>,
): Promise<GroupSummary> {
  const membership = await membershipOrNotFound(groups, groupId, userId);
  if (membership.role === 'member') throw createError(403, INVITE_CODE_FORBIDDEN_MESSAGE);
  try {
    if (!(await groups.replaceInviteCode(groupId, inviteCodes, INVITE_CODE_ATTEMPTS))) throw createError(404, GROUP_NOT_FOUND_MESSAGE);
  } catch (error) {
    if (error instanceof InviteCodeExhaustedError) throw createError(503, 'Could not make a unique invite code; please try again.', { expose: true });
    throw error;
  }
  return toSummary(await membershipOrNotFound(groups, groupId, userId));
}

/**
 * What a join link shows before joining. A wrong code counts against the same wrong-code limit as a
 * join, so previews cannot be used to guess codes; only a member learns the group's id.
 */
export async function previewInvite(
  userId: string,
  inviteCode: string,
  { groups, joinFailures }: Pick<GroupUseCaseDeps, 'groups' | 'joinFailures'>,
): Promise<InvitePreview> {
  const window = await joinFailures.peek(userId);
  if (window && window.consumedPoints >= joinFailures.points) throw tooManyRequests(window.msBeforeNext, TOO_MANY_JOIN_ATTEMPTS);
  const group = await groups.byInviteCode(inviteCode);
  if (!group) {
    await joinFailures.consume(userId);
    throw createError(404, INVALID_INVITE_CODE_MESSAGE);
  }
  const isMember = (await groups.membership(group.id, userId)) !== null;
  return { name: group.name, description: group.description, memberCount: group.memberCount, isMember, groupId: isMember ? group.id : null };
}
