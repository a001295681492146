import { describe, expect, it } from 'vitest';
import { PREPARED_STATEMENT_MARKER, preparedStatementName } from './prepared-statements.ts';

describe('preparedStatementName', () => {
  it('names only statements that opt in, by a hash of their text', () => {
    expect(preparedStatementName({ sql: 'SELECT 1' })).toBeUndefined();
    const a = preparedStatementName({ sql: `${PREPARED_STATEMENT_MARKER} SELECT 1` });
    expect(a).toMatch(/^alive_[0-9a-f]{24}$/);
    expect(preparedStatementName({ sql: `${PREPARED_STATEMENT_MARKER} SELECT 1` })).toBe(a);
    expect(preparedStatementName({ sql: `\n  ${PREPARED_STATEMENT_MARKER} SELECT 2` })).not.toBe(a);
    expect(preparedStatementName({ sql: `SELECT 1 ${PREPARED_STATEMENT_MARKER}` })).toBeUndefined();
  });
});
