import { defineConfig } from 'prisma/config';

// Prisma 7 CLI config. `prisma generate` works offline (npm run generate); `prisma migrate deploy`
// needs Prisma's schema-engine binary (network on first use) and DATABASE_URL. Offline, use the
// runner instead (npm run migrate) — both keep the same _prisma_migrations table. docs/migrations.md.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL },
});
