import { DATABASE_SERVICES, databaseRole, type DatabaseService } from './database-services.ts';

/**
 * The same database, entered as a service's role: Postgres runs `SET ROLE alive_<service>` for the
 * connection (`options=-c role=...`, which pg and so the Prisma adapter pass on), so every statement is
 * checked against that role's grants (docs/data-ownership.md). The URL's user must be a member of the
 * role, e.g. a superuser. Used by the tests and by `npm start` with DATABASE_URL; a deployment gives each
 * service a URL whose user is its role instead (docs/deploy.md, "Database roles").
 */
export function databaseUrlAs(databaseUrl: string, service: DatabaseService): string {
  const url = new URL(databaseUrl);
  const options = url.searchParams.get('options');
  const setRole = `-c role=${databaseRole(service)}`;
  url.searchParams.set('options', options ? `${options} ${setRole}` : setRole);
  return url.toString();
}

/** The slice of a PrismaClient the check below needs. */
interface RoleCheck {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
}

/**
 * Whether the connection's user may enter every service role (a superuser, or a member of each), so
 * that `databaseUrlAs` works with its URL. Call it after the migrations, which create the roles.
 */
export async function mayEnterServiceRoles(db: RoleCheck): Promise<boolean> {
  const [row] = await db.$queryRawUnsafe<{ may: boolean | null }[]>(
    `SELECT bool_and(pg_has_role(current_user, role, 'MEMBER')) AS may
       FROM unnest($1::text[]) AS role WHERE EXISTS (SELECT 1 FROM pg_roles WHERE rolname = role)`,
    DATABASE_SERVICES.map(databaseRole),
  );
  return row?.may === true;
}
