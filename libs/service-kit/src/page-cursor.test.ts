import { BAD_CURSOR_MESSAGE, decodePageCursor, encodePageCursor } from './page-cursor.ts';

describe('page cursors', () => {
  it('give back the key they were made from', () => {
    expect(decodePageCursor(encodePageCursor({ id: 42, at: '2026-11-26T00:00:00.000Z' }))).toEqual({ id: 42, at: '2026-11-26T00:00:00.000Z' });
  });

  it('refuse with 400 anything that is not base64url JSON of an object', () => {
    for (const cursor of ['%%%', Buffer.from('not json').toString('base64url'), Buffer.from('null').toString('base64url'), Buffer.from('[1]').toString('base64url'), Buffer.from('7').toString('base64url')]) {
      expect(() => decodePageCursor(cursor), cursor).toThrow(expect.objectContaining({ status: 400, message: BAD_CURSOR_MESSAGE }));
    }
  });
});
