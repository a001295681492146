import { badPageCursor, decodePageCursor, encodePageCursor } from '@alive/service-kit';
import { GROUP_PAGE_LIMIT, type GroupRole } from '@alive/contracts';
import { ROLE_ORDER, type GroupListKey, type MemberListKey } from '../data/group-repository.ts';

/**
 * The cursors of the groups list and the members list (docs/product/groups.md, Pages): the last row's
 * sort key in the service kit's page cursor.
 */

function isoDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString() !== value) throw badPageCursor();
  return date;
}

export const pageLimit = (limit: number | undefined) => limit ?? GROUP_PAGE_LIMIT.default;

export function encodeGroupCursor(key: GroupListKey): string {
  return encodePageCursor({ c: key.createdAt.toISOString(), g: key.groupId });
}

export function decodeGroupCursor(cursor: string): GroupListKey {
  const value = decodePageCursor(cursor);
  if (typeof value.g !== 'string' || !/^[0-9a-f-]{36}$/.test(value.g)) throw badPageCursor();
  return { createdAt: isoDate(value.c), groupId: value.g };
}

export function encodeMemberCursor(key: MemberListKey): string {
  return encodePageCursor({ r: key.role, j: key.joinedAt.toISOString(), i: key.id });
}

export function decodeMemberCursor(cursor: string): MemberListKey {
  const value = decodePageCursor(cursor);
  if (!ROLE_ORDER.includes(value.r as GroupRole) || !Number.isSafeInteger(value.i) || (value.i as number) < 1 || (value.i as number) > 2_147_483_647) throw badPageCursor();
  return { role: value.r as GroupRole, joinedAt: isoDate(value.j), id: value.i as number };
}
