import createError, { type HttpError } from 'http-errors';

/**
 * The cursor of a page of a list (groups, members, admin pairs, content): the last row's sort key as
 * base64url JSON, opaque to the client. A key, not an offset, so rows added or removed between two
 * pages neither repeat nor get skipped (docs/api.md, "Pages").
 */
export const BAD_CURSOR_MESSAGE = 'Invalid query: cursor must be the nextCursor of a page';

/** The 400 of a cursor that is not one this service made. */
export function badPageCursor(): HttpError {
  return createError(400, BAD_CURSOR_MESSAGE);
}

export function encodePageCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The key inside a cursor, as an object whose fields the caller still checks; 400 for anything that is
 * not base64url JSON of an object.
 */
export function decodePageCursor(cursor: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badPageCursor();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badPageCursor();
  return value as Record<string, unknown>;
}
