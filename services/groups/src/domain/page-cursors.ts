import createError from 'http-errors';
import { GROUP_PAGE_LIMIT, type GroupRole } from '@alive/contracts';
import { ROLE_ORDER, type GroupListKey, type MemberListKey } from '../data/group-repository.ts';

/**
 * The cursors of the groups list and the members list (docs/product/groups.md, Pages): the last row's
 * sort key as base64url JSON, opaque to the client. A key, not an offset, so a group created or a
 * member removed between two pages neither repeats nor skips anyone.
 */

export const BAD_CURSOR_MESSAGE = 'Invalid query: cursor must be the nextCursor of a page';

const badCursor = () => createError(400, BAD_CURSOR_MESSAGE);

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function decode(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw badCursor();
  }
}

function isoDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString() !== value) throw badCursor();
  return date;
}

export const pageLimit = (limit: number | undefined) => limit ?? GROUP_PAGE_LIMIT.default;

export function encodeGroupCursor(key: GroupListKey): string {
  return encode({ c: key.createdAt.toISOString(), g: key.groupId });
}

export function decodeGroupCursor(cursor: string): GroupListKey {
  const value = decode(cursor) as { c?: unknown; g?: unknown } | null;
  if (!value || typeof value !== 'object' || typeof value.g !== 'string' || !/^[0-9a-f-]{36}$/.test(value.g)) throw badCursor();
  return { createdAt: isoDate(value.c), groupId: value.g };
}

export function encodeMemberCursor(key: MemberListKey): string {
  return encode({ r: key.role, j: key.joinedAt.toISOString(), i: key.id });
}

export function decodeMemberCursor(cursor: string): MemberListKey {
  const value = decode(cursor) as { r?: unknown; j?: unknown; i?: unknown } | null;
  if (!value || typeof value !== 'object' || !ROLE_ORDER.includes(value.r as GroupRole) || !Number.isSafeInteger(value.i) || (value.i as number) < 1 || (value.i as number) > 2_147_483_647) throw badCursor();
  return { role: value.r as GroupRole, joinedAt: isoDate(value.j), id: value.i as number };
}
