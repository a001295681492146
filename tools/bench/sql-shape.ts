/**
 * Compares the shape of SQL statements: the service's statements (values bound as `$n`) against the
 * pgbench script's imitation (values written as pgbench variables `:name`, literals, or `||` chains
 * of those such as `'bench-user-' || :client_id`). Layout, comments and keyword case do not count;
 * everything else — tables, columns, joins, CTEs, predicates, functions, literals the service itself
 * writes — must be the same.
 */

export type TokenKind = 'word' | 'ident' | 'string' | 'number' | 'param' | 'var' | 'op';

export interface Token {
  kind: TokenKind;
  text: string;
}

const OPERATORS = ['->>', '::', '||', '>=', '<=', '<>', '!=', '->'];

export function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const rest = sql.slice(i);
    if (/\s/.test(ch)) {
      i += 1;
    } else if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (ch === "'" || ch === '"') {
      let j = i + 1;
      for (;;) {
        if (j >= sql.length) throw new Error(`unterminated ${ch} at ${i}: ${sql.slice(i, i + 40)}`);
        if (sql[j] === ch && sql[j + 1] === ch) j += 2;
        else if (sql[j] === ch) break;
        else j += 1;
      }
      tokens.push({ kind: ch === "'" ? 'string' : 'ident', text: sql.slice(i, j + 1) });
      i = j + 1;
    } else if (/^\$\d+/.test(rest)) {
      const text = /^\$\d+/.exec(rest)![0];
      tokens.push({ kind: 'param', text });
      i += text.length;
    } else if (/^:[A-Za-z_]\w*/.test(rest)) {
      const text = /^:[A-Za-z_]\w*/.exec(rest)![0];
      tokens.push({ kind: 'var', text });
      i += text.length;
    } else if (/^\d/.test(rest)) {
      const text = /^\d+(\.\d+)?/.exec(rest)![0];
      tokens.push({ kind: 'number', text });
      i += text.length;
    } else if (/^[A-Za-z_]/.test(rest)) {
      const text = /^[A-Za-z_]\w*/.exec(rest)![0];
      tokens.push({ kind: 'word', text: text.toLowerCase() });
      i += text.length;
    } else {
      const op = OPERATORS.find((candidate) => rest.startsWith(candidate)) ?? ch;
      tokens.push({ kind: 'op', text: op });
      i += op.length;
    }
  }
  return tokens;
}

const isValue = (token: Token | undefined) => token !== undefined && (token.kind === 'var' || token.kind === 'string' || token.kind === 'number');

/**
 * Does the service statement appear in the bench statement, as a whole or as a contiguous part of it
 * (the bench may wrap a statement, e.g. as a CTE, to add the work the service does in JavaScript)?
 * Each `$n` of the service matches one bench value or an `||` chain of values. On failure, says how
 * far the best alignment got.
 */
export function findStatement(service: string, bench: string): { ok: true } | { ok: false; reason: string } {
  const s = tokenize(service);
  const b = tokenize(bench);
  const memo = new Map<number, boolean>();
  let best = { i: -1, j: 0 };

  const match = (i: number, j: number): boolean => {
    if (i > best.i) best = { i, j };
    if (i === s.length) return true;
    const key = i * (b.length + 1) + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    const want = s[i]!;
    if (want.kind === 'param') {
      // one value, then optionally `|| value` repeatedly; try each chain length
      for (let end = j; isValue(b[end]) && !result; ) {
        result = match(i + 1, end + 1);
        if (b[end + 1]?.text === '||' && isValue(b[end + 2])) end += 2;
        else break;
      }
    } else {
      const got = b[j];
      result = got !== undefined && got.kind === want.kind && got.text === want.text && match(i + 1, j + 1);
    }
    memo.set(key, result);
    return result;
  };

  for (let start = 0; start < b.length; start += 1) {
    if (match(0, start)) return { ok: true };
  }
  const show = (tokens: Token[], at: number) =>
    `${tokens.slice(Math.max(0, at - 12), at).map((t) => t.text).join(' ')}  ⟨HERE⟩  ${tokens.slice(at, at + 12).map((t) => t.text).join(' ')}`;
  return {
    ok: false,
    reason: `matched ${Math.max(best.i, 0)} of ${s.length} tokens.\n  service: ${show(s, Math.max(best.i, 0))}\n  bench:   ${show(b, best.j)}`,
  };
}

/**
 * The SQL statements of a pgbench script, in order: meta-commands (`\set`) and comment lines dropped,
 * a statement ends with `;` or a `\gset` at the end of a line.
 */
export function pgbenchStatements(script: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  for (const line of script.split('\n')) {
    const trimmed = line.trim();
    if (current.length === 0 && (trimmed === '' || trimmed.startsWith('--') || trimmed.startsWith('\\'))) continue;
    const gset = /\\gset(\s+\w+)?\s*$/.exec(line);
    const body = gset ? line.slice(0, gset.index) : line;
    current.push(body);
    if (gset || trimmed.endsWith(';')) {
      statements.push(current.join('\n').trim().replace(/;$/, ''));
      current = [];
    }
  }
  if (current.join('').trim()) statements.push(current.join('\n').trim());
  return statements;
}
