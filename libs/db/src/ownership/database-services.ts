/**
 * The processes that connect to Postgres. Each connects as a role of its own, `alive_<name>`, which may
 * write only the tables it owns (docs/data-ownership.md). The list matches the feature registry's
 * processes that have a database (scripts/data-ownership-doc.test.ts checks it).
 */
export const DATABASE_SERVICES = ['auth', 'identity', 'choices', 'profile', 'recommendations', 'groups', 'admin', 'releases', 'edge'] as const;

export type DatabaseService = (typeof DATABASE_SERVICES)[number];

/** The Postgres role of a service: cluster-wide, so one name for every database of the cluster. */
export function databaseRole(service: DatabaseService): string {
  return `alive_${service}`;
}

/**
 * The services whose requests load the signed-in user through the service kit (its session
 * middleware): they may execute the session functions auth's role owns (owned-functions.ts).
 */
export const SESSION_READERS = ['auth', 'choices', 'profile', 'recommendations', 'groups', 'admin', 'releases'] as const satisfies readonly DatabaseService[];

/**
 * Predefined Postgres roles a service's role is a member of, beyond its table grants (roles-sql.ts
 * grants them; ownership-grants.test.ts checks them).
 */
export const BUILT_IN_ROLE_GRANTS: readonly { service: DatabaseService; role: string; why: string }[] = [
  {
    service: 'admin',
    role: 'pg_read_all_stats',
    why: "the choice rollups' fold waits out every transaction open in the database (services/admin/src/data/choice-rollups.ts), and pg_stat_activity shows another role's sessions only with it",
  },
];
