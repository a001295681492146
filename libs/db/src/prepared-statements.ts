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

/** The statement name for the pg driver adapter (`statementNameGenerator`): a hash of the text, or none. */
export function preparedStatementName(query: { sql: string }): string | undefined {
  if (!query.sql.trimStart().startsWith(PREPARED_STATEMENT_MARKER)) return undefined;
  return `alive_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`;
}
