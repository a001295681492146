import { isUniqueViolation, type GroupRole, type Prisma, type PrismaClient } from '@alive/db';
import { enqueueEvent, GROUP_MEMBERSHIP_CHANGED_V1, type GroupMembershipChangedV1 } from '@alive/events';
import type { GroupLimits } from '../settings.ts';

/**
 * `groups` and `group_members` (written by groups only, docs/data-ownership.md). Every membership
 * change writes its `group.membership.changed` outbox row and drops the group's cached
 * recommendation lists in the same transaction, so the event and the invalidation commit exactly when
 * the change does (docs/product/groups.md, Events and caching).
 */

export interface GroupRow {
  id: string;
  name: string;
  description: string | null;
  inviteCode: string;
  createdAt: Date;
  memberCount: number;
}

export interface MembershipRow extends GroupRow {
  role: GroupRole;
}

export interface MemberRow {
  id: number;
  role: GroupRole;
  joinedAt: Date;
  user: { id: string; email: string | null; firstName: string | null; lastName: string | null; profileImageUrl: string | null };
}

/** Where a page of the groups list starts: after this group (newest first, ties by id). */
export interface GroupListKey {
  createdAt: Date;
  groupId: string;
}

/** Where a page of the members list starts: after this membership (by role, join date, id). */
export interface MemberListKey {
  role: GroupRole;
  joinedAt: Date;
  id: number;
}

/** The roles in the order Postgres sorts the enum: its declared order. */
export const ROLE_ORDER: readonly GroupRole[] = ['owner', 'admin', 'member'];
const rolesAfter = (role: GroupRole) => ROLE_ORDER.slice(ROLE_ORDER.indexOf(role) + 1);

type Tx = Prisma.TransactionClient;

const groupFields = { id: true, name: true, description: true, inviteCode: true, createdAt: true, _count: { select: { members: true } } } as const;

function groupRow(group: { id: string; name: string; description: string | null; inviteCode: string; createdAt: Date; _count: { members: number } }): GroupRow {
  return { id: group.id, name: group.name, description: group.description, inviteCode: group.inviteCode, createdAt: group.createdAt, memberCount: group._count.members };
}

/** `traceparent`: the request's, carried by the event to its consumers (docs/architecture.md, "Traces"). */
async function recordChange(
  tx: Tx,
  change: Omit<GroupMembershipChangedV1, 'eventId' | 'occurredAt' | 'memberCount'>,
  traceparent: string | undefined,
): Promise<void> {
  const memberCount = await tx.groupMember.count({ where: { groupId: change.groupId } });
  const eventId = crypto.randomUUID();
  await enqueueEvent(tx, GROUP_MEMBERSHIP_CHANGED_V1, { ...change, eventId, memberCount, occurredAt: new Date().toISOString() }, eventId, traceparent);
  await tx.groupRecommendationCache.deleteMany({ where: { groupId: change.groupId } });
}

/** Which cap a create or join would pass (docs/product/groups.md, Limits). */
export class GroupLimitError extends Error {
  constructor(readonly limit: 'owned' | 'memberships' | 'members', readonly max: number) {
    super(`group limit reached: ${limit} (${max})`);
  }
}

/**
 * Serialises the caller's membership changes (and, with `groupId`, the group's), so counting and
 * inserting cannot interleave: twenty creates at once still stop at the cap.
 */
async function lockFor(tx: Tx, userId: string, groupId?: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`groups:person:${userId}`}))`;
  if (groupId) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`groups:group:${groupId}`}))`;
}

async function checkPersonLimits(tx: Tx, userId: string, limits: GroupLimits, owning: boolean): Promise<void> {
  const [owned, memberships] = await Promise.all([
    owning ? tx.groupMember.count({ where: { userId, role: 'owner' } }) : Promise.resolve(0),
    tx.groupMember.count({ where: { userId } }),
  ]);
  if (owning && owned >= limits.ownedPerPerson) throw new GroupLimitError('owned', limits.ownedPerPerson);
  if (memberships >= limits.membershipsPerPerson) throw new GroupLimitError('memberships', limits.membershipsPerPerson);
}

/** Thrown by create when every attempt at a unique invite code collided. */
export class InviteCodeExhaustedError extends Error {
  constructor(attempts: number) {
    super(`no unique invite code after ${attempts} attempts`);
  }
}

export function createGroupRepository(prisma: PrismaClient) {
  async function membership(groupId: string, userId: string): Promise<MembershipRow | null> {
    const row = await prisma.groupMember.findUnique({
      where: { groupId_userId: { groupId, userId } },
      select: { role: true, group: { select: groupFields } },
    });
    return row && { ...groupRow(row.group), role: row.role };
  }

  return {
    membership,

    /**
     * The person's groups with their role, newest group first (ties by id): at most `limit`, those after
     * `after` (the last group of the page before).
     */
    async groupsOf(userId: string, page: { after: GroupListKey | null; limit: number }): Promise<MembershipRow[]> {
      const { after, limit } = page;
      const rows = await prisma.groupMember.findMany({
        where: {
          userId,
          ...(after ? { OR: [{ group: { createdAt: { lt: after.createdAt } } }, { group: { createdAt: after.createdAt }, groupId: { gt: after.groupId } }] } : {}),
        },
        select: { role: true, group: { select: groupFields } },
        orderBy: [{ group: { createdAt: 'desc' } }, { groupId: 'asc' }],
        take: limit,
      });
      return rows.map((row) => ({ ...groupRow(row.group), role: row.role }));
    },

    /**
     * A new group owned by `userId`, with a code from `nextCode`; a code that collides with an existing
     * one (unique index) is replaced by another, up to `attempts` times.
     */
    async create(
      userId: string,
      input: { name: string; description: string | null },
      nextCode: () => string,
      attempts: number,
      limits: GroupLimits,
      traceparent?: string,
    ): Promise<MembershipRow> {
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          return await prisma.$transaction(async (tx) => {
            await lockFor(tx, userId);
            await checkPersonLimits(tx, userId, limits, true);
            const group = await tx.group.create({
              data: { name: input.name, description: input.description, inviteCode: nextCode(), ownerId: userId, members: { create: { userId, role: 'owner' } } },
              select: { id: true },
            });
            await recordChange(tx, { groupId: group.id, userId, change: 'created', role: 'owner' }, traceparent);
            const created = await tx.group.findUniqueOrThrow({ where: { id: group.id }, select: groupFields });
            return { ...groupRow(created), role: 'owner' as const };
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new InviteCodeExhaustedError(attempts);
    },

    /** The group with this invite code, or null. */
    async groupIdByInviteCode(inviteCode: string): Promise<string | null> {
      const group = await prisma.group.findUnique({ where: { inviteCode }, select: { id: true } });
      return group?.id ?? null;
    },

    /**
     * Adds the person as a member; a second join (or twenty at once) changes nothing: the unique
     * (group, user) index lets exactly one insert through. `joined` says whether this call added them.
     */
    async join(groupId: string, userId: string, limits: GroupLimits, traceparent?: string): Promise<{ joined: boolean; membership: MembershipRow }> {
      const joined = await prisma.$transaction(async (tx) => {
        await lockFor(tx, userId, groupId);
        // A member already: joining again changes nothing, whatever the caps say.
        if (await tx.groupMember.findUnique({ where: { groupId_userId: { groupId, userId } }, select: { id: true } })) return false;
        await checkPersonLimits(tx, userId, limits, false);
        if ((await tx.groupMember.count({ where: { groupId } })) >= limits.membersPerGroup) throw new GroupLimitError('members', limits.membersPerGroup);
        const { count } = await tx.groupMember.createMany({ data: [{ groupId, userId, role: 'member' }], skipDuplicates: true });
        if (count === 1) await recordChange(tx, { groupId, userId, change: 'joined', role: 'member' }, traceparent);
        return count === 1;
      });
      const row = await membership(groupId, userId);
      if (!row) throw new Error('membership vanished right after joining');
      return { joined, membership: row };
    },

    /** Deletes the group with its memberships and lists (cascade) and records `deleted`; false when already gone. */
    async delete(groupId: string, ownerId: string, traceparent?: string): Promise<boolean> {
      return prisma.$transaction(async (tx) => {
        const { count } = await tx.group.deleteMany({ where: { id: groupId } });
        if (count === 1) await recordChange(tx, { groupId, userId: ownerId, change: 'deleted', role: null }, traceparent);
        return count === 1;
      });
    },

    /**
     * Removes the membership `memberId` when its role is one of `roles`; the removed person's user id,
     * or null when there was no such membership (or it had another role by now).
     */
    async removeMember(groupId: string, memberId: number, roles: readonly GroupRole[], traceparent?: string): Promise<string | null> {
      return prisma.$transaction(async (tx) => {
        const target = await tx.groupMember.findFirst({ where: { id: memberId, groupId, role: { in: [...roles] } }, select: { userId: true } });
        if (!target) return null;
        const { count } = await tx.groupMember.deleteMany({ where: { id: memberId, groupId, role: { in: [...roles] } } });
        if (count !== 1) return null;
        await recordChange(tx, { groupId, userId: target.userId, change: 'removed', role: null }, traceparent);
        await tx.groupRecommendationRating.deleteMany({ where: { groupId, userId: target.userId } });
        return target.userId;
      });
    },

    /** A new invite code from `nextCode` (retried on a collision); false when the group is gone. */
    async replaceInviteCode(groupId: string, nextCode: () => string, attempts: number): Promise<boolean> {
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          const { count } = await prisma.group.updateMany({ where: { id: groupId }, data: { inviteCode: nextCode() } });
          return count === 1;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new InviteCodeExhaustedError(attempts);
    },

    /** The group behind a code, with its size, for a join link; null for an unknown code. */
    async byInviteCode(inviteCode: string): Promise<GroupRow | null> {
      const group = await prisma.group.findUnique({ where: { inviteCode }, select: groupFields });
      return group && groupRow(group);
    },

    async rename(groupId: string, name: string): Promise<void> {
      await prisma.group.update({ where: { id: groupId }, data: { name } });
    },

    /** Removes a member who is not the owner; false when there was no such membership. */
    async leave(groupId: string, userId: string, traceparent?: string): Promise<boolean> {
      return prisma.$transaction(async (tx) => {
        const { count } = await tx.groupMember.deleteMany({ where: { groupId, userId, role: { not: 'owner' } } });
        if (count === 1) await recordChange(tx, { groupId, userId, change: 'left', role: null }, traceparent);
        // Someone no longer in the group has no say in its lists.
        if (count === 1) await tx.groupRecommendationRating.deleteMany({ where: { groupId, userId } });
        return count === 1;
      });
    },

    /**
     * Members, owner first, then group admins, then members, each by join date (ties by membership id;
     * Postgres sorts the role enum in its declared order): at most `limit`, those after `after`.
     */
    async members(groupId: string, page: { after: MemberListKey | null; limit: number }): Promise<MemberRow[]> {
      const { after, limit } = page;
      return prisma.groupMember.findMany({
        where: {
          groupId,
          ...(after
            ? {
                OR: [
                  { role: { in: rolesAfter(after.role) } },
                  { role: after.role, joinedAt: { gt: after.joinedAt } },
                  { role: after.role, joinedAt: after.joinedAt, id: { gt: after.id } },
                ],
              }
            : {}),
        },
        select: {
          id: true,
          role: true,
          joinedAt: true,
          user: { select: { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true } },
        },
        orderBy: [{ role: 'asc' }, { joinedAt: 'asc' }, { id: 'asc' }],
        take: limit,
      });
    },

    async member(groupId: string, memberId: number): Promise<MemberRow | null> {
      return prisma.groupMember.findFirst({
        where: { id: memberId, groupId },
        select: {
          id: true,
          role: true,
          joinedAt: true,
          user: { select: { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true } },
        },
      });
    },

    /** Sets a non-owner member's role; false when that member is not (or no longer) there. */
    async setRole(groupId: string, memberId: number, role: 'admin' | 'member', traceparent?: string): Promise<boolean> {
      return prisma.$transaction(async (tx) => {
        const target = await tx.groupMember.findFirst({ where: { id: memberId, groupId, role: { not: 'owner' } }, select: { userId: true, role: true } });
        if (!target) return false;
        if (target.role === role) return true;
        await tx.groupMember.update({ where: { id: memberId }, data: { role } });
        await recordChange(tx, { groupId, userId: target.userId, change: 'role_changed', role }, traceparent);
        return true;
      });
    },

    /** User ids of the group's members. */
    async memberIds(groupId: string): Promise<string[]> {
      const rows = await prisma.groupMember.findMany({ where: { groupId }, select: { userId: true }, orderBy: { userId: 'asc' } });
      return rows.map((row) => row.userId);
    },
  };
}

export type GroupRepository = ReturnType<typeof createGroupRepository>;
