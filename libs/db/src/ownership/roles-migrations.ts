import type { MigrationFile } from '../migrate/runner.ts';
import { ROLES_MIGRATION_MARKER } from './roles-sql.ts';

/** The migrations `npm run migration:roles` wrote, in apply order (they start with its marker line). */
export function rolesMigrations(migrations: readonly MigrationFile[]): MigrationFile[] {
  return migrations.filter((migration) => migration.sql.startsWith(ROLES_MIGRATION_MARKER));
}

/** The roles migration that decides the grants now: the last one applied. */
export function newestRolesMigration(migrations: readonly MigrationFile[]): MigrationFile | undefined {
  return rolesMigrations(migrations).at(-1);
}
