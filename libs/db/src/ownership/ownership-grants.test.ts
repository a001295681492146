import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../migrate/runner.ts';
import { createEmptyDatabase, type EmptyDatabase } from '../migrate/test-helpers.ts';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '../testing.ts';
import { BUILT_IN_ROLE_GRANTS, DATABASE_SERVICES, databaseRole, SESSION_READERS } from './database-services.ts';
import { OWNED_FUNCTIONS } from './owned-functions.ts';
import { TABLE_OWNERS, type TableName } from './table-owners.ts';

/**
 * A migrated database against the ownership table (docs/data-ownership.md): every table has an owner,
 * only the owner's role may write it, every service may read it, and a write to another service's
 * table is refused by Postgres itself.
 */
interface Privileges {
  role: string;
  table: string;
  select: boolean;
  insert: boolean;
  update: boolean;
  delete: boolean;
}

const roles = DATABASE_SERVICES.map(databaseRole);

async function privilegesIn(db: { prisma: TestDatabase['prisma'] }): Promise<Privileges[]> {
  return db.prisma.$queryRawUnsafe<Privileges[]>(
    `SELECT r.rolname AS role, t.tablename AS table,
            has_table_privilege(r.rolname, format('%I.%I', t.schemaname, t.tablename), 'SELECT') AS select,
            has_table_privilege(r.rolname, format('%I.%I', t.schemaname, t.tablename), 'INSERT') AS insert,
            has_table_privilege(r.rolname, format('%I.%I', t.schemaname, t.tablename), 'UPDATE') AS update,
            has_table_privilege(r.rolname, format('%I.%I', t.schemaname, t.tablename), 'DELETE') AS delete
       FROM pg_tables t CROSS JOIN pg_roles r
      WHERE t.schemaname = current_schema() AND r.rolname = ANY($1::text[])
      ORDER BY 1, 2`,
    roles,
  );
}

/** What the ownership table says a role may do with a table. */
function expected(role: string, table: string): Privileges {
  const owner = TABLE_OWNERS[table as TableName] as string | undefined;
  const writes = owner !== undefined && owner !== 'deploy' && databaseRole(owner as never) === role;
  return { role, table, select: owner !== undefined && owner !== 'deploy', insert: writes, update: writes, delete: writes };
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('the grants of a migrated database', () => {
  it('has an owner for every table, and a table for every owner entry (a new table: docs/migrations.md, "Adding a table")', async () => {
    const tables = await db.prisma.$queryRawUnsafe<{ table: string }[]>(`SELECT tablename AS table FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`);
    const names = tables.map((row) => row.table);
    expect(names.filter((name) => !(name in TABLE_OWNERS)), 'tables without an owner in libs/db/src/ownership/table-owners.ts').toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((name) => !names.includes(name)), 'owner entries without a table').toEqual([]);
  });

  it('lets each service write only the tables it owns, and read every service table', async () => {
    const actual = await privilegesIn(db);
    expect(actual).toEqual(actual.map(({ role, table }) => expected(role, table)));
  });

  it('lets every service use the schema and none create anything in it', async () => {
    const rows = await db.prisma.$queryRawUnsafe<{ role: string; usage: boolean; create: boolean }[]>(
      `SELECT rolname AS role, has_schema_privilege(rolname, current_schema(), 'USAGE') AS usage,
              has_schema_privilege(rolname, current_schema(), 'CREATE') AS create
         FROM pg_roles WHERE rolname = ANY($1::text[]) ORDER BY 1`,
      roles,
    );
    expect(rows).toEqual([...roles].sort().map((role) => ({ role, usage: true, create: false })));
  });

  it("lets the owner draw from its tables' sequences and every service read them", async () => {
    const rows = await db.prisma.$queryRawUnsafe<{ sequence: string; table: string; role: string; usage: boolean; select: boolean }[]>(
      `SELECT seq.relname AS sequence, t.relname AS table, r.rolname AS role,
              has_sequence_privilege(r.rolname, seq.oid, 'USAGE') AS usage,
              has_sequence_privilege(r.rolname, seq.oid, 'SELECT') AS select
         FROM pg_class seq
         JOIN pg_depend d ON d.objid = seq.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
         JOIN pg_class t ON t.oid = d.refobjid
         CROSS JOIN pg_roles r
        WHERE seq.relkind = 'S' AND t.relnamespace = to_regnamespace(current_schema()) AND r.rolname = ANY($1::text[])`,
      roles,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row, `${row.role} on ${row.sequence}`).toMatchObject({ select: true, usage: expected(row.role, row.table).insert });
    }
  });

  it('gives each owned function to its owner, SECURITY DEFINER, executable by its callers only', async () => {
    for (const fn of OWNED_FUNCTIONS) {
      const [row] = await db.prisma.$queryRawUnsafe<{ owner: string; definer: boolean }[]>(
        `SELECT pg_get_userbyid(proowner) AS owner, prosecdef AS definer FROM pg_proc WHERE oid = $1::regprocedure`,
        fn.signature,
      );
      expect(row, fn.signature).toEqual({ owner: databaseRole(fn.owner), definer: true });
      for (const service of DATABASE_SERVICES) {
        const [may] = await db.prisma.$queryRawUnsafe<{ execute: boolean }[]>(
          `SELECT has_function_privilege($1, $2::regprocedure, 'EXECUTE') AS execute`,
          databaseRole(service),
          fn.signature,
        );
        expect(may!.execute, `${service} executing ${fn.signature}`).toBe(fn.callers.includes(service) || service === fn.owner);
      }
    }
  });
});

describe('the predefined roles a service needs', () => {
  it('makes each such service a member, and no other', async () => {
    const rows = await db.prisma.$queryRawUnsafe<{ role: string; builtin: string }[]>(
      `SELECT r.rolname AS role, b.rolname AS builtin FROM pg_auth_members m
         JOIN pg_roles r ON r.oid = m.member JOIN pg_roles b ON b.oid = m.roleid
        WHERE r.rolname = ANY($1::text[]) AND b.rolname LIKE 'pg\\_%'`,
      roles,
    );
    expect(rows.sort((a, b) => a.role.localeCompare(b.role))).toEqual(
      BUILT_IN_ROLE_GRANTS.map((grant) => ({ role: databaseRole(grant.service), builtin: grant.role })).sort((a, b) => a.role.localeCompare(b.role)),
    );
  });
});

describe('Postgres refuses a write to another service’s table', () => {
  it('as alive_groups, INSERT into user_choices (choices) is permission denied', async () => {
    const user = await createTestUser(db.prisma);
    const [pair] = await seedChoicePairs(db.prisma);
    const insert = (client: TestDatabase['prisma']) =>
      client.$executeRawUnsafe(`INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time) VALUES ($1, $2, 'option1', 900)`, user.id, pair!.id);
    await expect(insert(db.as('groups'))).rejects.toThrow(/permission denied for table user_choices/);
    // The owner may, through the same statement.
    expect(await insert(db.as('choices'))).toBe(1);
  });

  it('refuses the old cross writes: admin on choice_pairs and remote_releases, choices on choice_days, every service but auth on sessions', async () => {
    await expect(db.as('admin').$executeRawUnsafe(`UPDATE choice_pairs SET is_active = false`)).rejects.toThrow(/permission denied for table choice_pairs/);
    await expect(db.as('admin').$executeRawUnsafe(`DELETE FROM remote_releases`)).rejects.toThrow(/permission denied for table remote_releases/);
    await expect(db.as('choices').$executeRawUnsafe(`DELETE FROM choice_days`)).rejects.toThrow(/permission denied for table choice_days/);
    for (const service of SESSION_READERS.filter((reader) => reader !== 'auth')) {
      await expect(db.as(service).$executeRawUnsafe(`UPDATE sessions SET last_seen_at = now()`), service).rejects.toThrow(/permission denied for table sessions/);
    }
  });

  it('lets every service refresh a session only through auth’s function', async () => {
    const user = await createTestUser(db.prisma);
    await db.prisma.$executeRawUnsafe(`INSERT INTO sessions (id, user_id, last_seen_at) VALUES ('grant-test-session', $1, now() - interval '1 hour')`, user.id);
    const [found] = await db
      .as('groups')
      .$queryRawUnsafe<{ id: string }[]>(`SELECT id FROM alive_session_user('grant-test-session', 1e9, 1e9, 60000)`);
    expect(found?.id).toBe(user.id);
    const [row] = await db.prisma.$queryRawUnsafe<{ fresh: boolean }[]>(
      `SELECT last_seen_at > now() - interval '1 minute' AS fresh FROM sessions WHERE id = 'grant-test-session'`,
    );
    expect(row?.fresh).toBe(true);
  });
});

describe('the roles migration on several databases of one cluster', () => {
  const dbs: EmptyDatabase[] = [];
  afterAll(async () => {
    await Promise.all(dbs.map((empty) => empty.drop()));
  });

  it('applies to two new databases at once and gives both the same grants', async () => {
    dbs.push(await createEmptyDatabase(), await createEmptyDatabase());
    await Promise.all(dbs.map((empty) => applyMigrations({ databaseUrl: empty.databaseUrl })));
    const grants = async (empty: EmptyDatabase) =>
      empty.query<{ grants: string }>(
        `SELECT string_agg(format('%s:%s:%s', grantee, table_name, privilege_type), ',' ORDER BY grantee, table_name, privilege_type) AS grants
           FROM information_schema.role_table_grants WHERE grantee LIKE 'alive\\_%'`,
      );
    const [first, second] = await Promise.all(dbs.map(grants));
    expect(first![0]!.grants).toBeTruthy();
    expect(second).toEqual(first);
  });
});
