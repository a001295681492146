import { createHash } from 'node:crypto';

/**
 * Hot statements opt into being kept as named prepared statements on each pooled connection: Postgres
 * then parses them once and, once its generic plan proves as cheap as a custom one, stops planning
 * them on every call (docs/profile-model.md, Adaptive choices: the next-pair read planned in ~1.6 ms and
 * ran in ~0.9 ms). Opt-in rather than for every statement, because a statement with a variable shape
 * (IN lists of any length) would fill every connection with names, and a prepared statement whose
 * result columns a migration changes fails once before it is prepared again.
 *
 * A statement opts in by starting with this comment. Keep LIMITs and other plan-shaping values
 * literal in such statements: a parameter there makes the generic plan look costlier than a custom
 * one and Postgres keeps planning every call.
 */
export const PREPARED_STATEMENT_MARKER = '/* prepared */';

/**
 * Names already computed, by text: hashing a hot statement's few kilobytes on every call showed in the
 * choices service's profile (docs/performance.md). The opted-in texts are a handful per service; the cap
 * only guards against a caller that builds unbounded variants.
 */
const names = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 1000;

/** The statement name for the pg driver adapter (`statementNameGenerator`): a hash of the text, or none. */
export function preparedStatementName(query: { sql: string }): string | undefined {
  if (!query.sql.trimStart().startsWith(PREPARED_STATEMENT_MARKER)) return undefined;
  let name = names.get(query.sql);
  if (name === undefined) {
    name = `alive_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`;
    if (names.size >= MAX_REMEMBERED_NAMES) names.clear();
    names.set(query.sql, name);
  }
  return name;
}
