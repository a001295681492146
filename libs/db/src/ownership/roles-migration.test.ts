import { describe, expect, it } from 'vitest';
import { listMigrations } from '../migrate/runner.ts';
import { newestRolesMigration, rolesMigrations } from './roles-migrations.ts';
import { renderRolesMigration } from './roles-sql.ts';

// The grants come from the ownership table, never by hand (docs/data-ownership.md): the newest roles
// migration must be exactly what the table renders now, and no table may be created after it.
describe('the roles migration', () => {
  it('is what the ownership table renders (after a change: npm run migration:roles -w @alive/db -- <name>)', async () => {
    const newest = newestRolesMigration(await listMigrations());
    expect(newest, 'no roles migration: npm run migration:roles -w @alive/db -- database_roles').toBeDefined();
    expect(newest!.sql).toBe(renderRolesMigration());
  });

  it('comes after every migration that creates a table, so each table has its grants', async () => {
    const migrations = await listMigrations();
    const newest = newestRolesMigration(migrations)!;
    const later = migrations.filter((migration) => migration.name > newest.name && /\bCREATE\s+TABLE\b/i.test(migration.sql));
    expect(later.map((migration) => migration.name), 'give the new tables an owner and run npm run migration:roles').toEqual([]);
  });

  it('can be cut at semicolons by prisma migrate deploy: none inside a DO body or a comment', () => {
    for (const line of renderRolesMigration().split('\n')) {
      // A statement's own semicolon ends its last line; any other one would cut it apart.
      const body = line.startsWith('--') ? line : line.trimEnd().replace(/;$/, '');
      expect(body, line).not.toContain(';');
    }
    expect(rolesMigrations([{ name: 'x', sql: renderRolesMigration(), checksum: '' }])).toHaveLength(1);
  });

  it('creates each role only when missing and lets a concurrent creation in another database pass', () => {
    const creates = renderRolesMigration()
      .split('\n')
      .filter((line) => line.includes('CREATE ROLE'));
    expect(creates.length).toBeGreaterThan(0);
    for (const line of creates) {
      expect(line).toMatch(/^DO E'BEGIN IF NOT EXISTS \(SELECT 1 FROM pg_roles WHERE rolname = ''alive_[a-z]+''\)/);
      expect(line).toContain('EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL');
    }
  });
});
