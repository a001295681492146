export { BUILT_IN_ROLE_GRANTS, DATABASE_SERVICES, SESSION_READERS, databaseRole, type DatabaseService } from './database-services.ts';
export { TABLE_OWNERS, serviceReadableTables, tablesOwnedBy, type OutboxTable, type RateLimitTable, type TableName, type TableOwner } from './table-owners.ts';
export { OWNED_FUNCTIONS, type OwnedFunction } from './owned-functions.ts';
export { ROLES_MIGRATION_MARKER, renderRolesMigration } from './roles-sql.ts';
export { newestRolesMigration, rolesMigrations } from './roles-migrations.ts';
export { databaseUrlAs, mayEnterServiceRoles } from './connect-as.ts';
