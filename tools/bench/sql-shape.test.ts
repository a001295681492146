import { findStatement, pgbenchStatements, tokenize } from './sql-shape.ts';

describe('findStatement', () => {
  it('ignores layout, keyword case and comments', () => {
    expect(findStatement('SELECT id\n  FROM users -- the table\n WHERE id = $1', 'select id from users where id = :uid')).toEqual({ ok: true });
  });

  it('lets a bound value be a pgbench variable, a literal or an || chain of them', () => {
    const service = 'INSERT INTO t (a, b, c) VALUES ($1, $2::"SelectedOption", $3)';
    expect(findStatement(service, `INSERT INTO t (a, b, c) VALUES ('bench-user-' || :client_id, 'option1'::"SelectedOption", 850)`).ok).toBe(true);
  });

  it('finds a statement the bench wraps (e.g. as a CTE)', () => {
    expect(findStatement('SELECT x FROM t WHERE y = $1', 'WITH s AS (SELECT x FROM t WHERE y = :y) SELECT x + 1 FROM s').ok).toBe(true);
  });

  it('fails on a different column, table or predicate, showing where', () => {
    const result = findStatement('SELECT id, email FROM users WHERE id = $1', 'SELECT id, name FROM users WHERE id = :uid');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/matched 3 of 10 tokens[\s\S]*⟨HERE⟩\s+email[\s\S]*⟨HERE⟩\s+name/);
    expect(findStatement('SELECT 1 FROM a WHERE x >= $1', 'SELECT 1 FROM a WHERE x > :v').ok).toBe(false);
  });

  it('fails when the bench computes in SQL what the service binds, or changes a literal the service writes', () => {
    expect(findStatement('VALUES ($1::uuid)', 'VALUES (gen_random_uuid())').ok).toBe(false);
    expect(findStatement("SELECT coalesce(x, '[]'::jsonb) FROM t", "SELECT coalesce(x, '{}'::jsonb) FROM t").ok).toBe(false);
  });

  it('tells a cast from a pgbench variable and keeps quoted identifiers as written', () => {
    expect(tokenize(':r::float8 AS "firstName"').map((t) => `${t.kind}:${t.text}`)).toEqual(['var::r', 'op:::', 'word:float8', 'word:as', 'ident:"firstName"']);
  });
});

describe('pgbenchStatements', () => {
  it('splits on ; and \\gset, dropping meta-commands and comment lines', () => {
    const script = ['-- header; with a semicolon;', '\\set r random(0, 9)', 'SELECT 1;', 'SELECT a,', '  b FROM t \\gset next_', 'WITH x AS (SELECT 1)', 'SELECT * FROM x;'].join('\n');
    expect(pgbenchStatements(script)).toEqual(['SELECT 1', 'SELECT a,\n  b FROM t', 'WITH x AS (SELECT 1)\nSELECT * FROM x']);
  });
});
