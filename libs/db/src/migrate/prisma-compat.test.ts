import { afterAll, describe, expect, it } from 'vitest';
import { runPrisma6 } from './prisma6.ts';
import { applyMigrations, listMigrations } from './runner.ts';
import { createEmptyDatabase, type EmptyDatabase } from './test-helpers.ts';

// Prisma's own migrate (6.19 CLI, Wasm engine over @prisma/adapter-pg, so it runs offline) and our
// runner must accept each other's `_prisma_migrations` bookkeeping.
describe('compatibility with prisma migrate', () => {
  const dbs: EmptyDatabase[] = [];
  afterAll(async () => {
    for (const db of dbs) await db.drop();
  });

  it(
    'prisma migrate status accepts a database migrated by the runner, and the runner accepts one deployed by prisma',
    async () => {
      const [ours, theirs] = await Promise.all([createEmptyDatabase(), createEmptyDatabase()]);
      dbs.push(ours, theirs);
      await applyMigrations({ databaseUrl: ours.databaseUrl });

      const [status, deploy] = await Promise.all([
        runPrisma6(['migrate', 'status'], { config: 'pg', databaseUrl: ours.databaseUrl }),
        runPrisma6(['migrate', 'deploy'], { config: 'pg', databaseUrl: theirs.databaseUrl }),
      ]);
      expect(status.code, status.stdout + status.stderr).toBe(0);
      expect(status.stdout).toMatch(/Database schema is up to date/);
      expect(deploy.code, deploy.stdout + deploy.stderr).toBe(0);

      const names = (await listMigrations()).map((f) => f.name);
      expect(await applyMigrations({ databaseUrl: theirs.databaseUrl })).toEqual({ applied: [], alreadyApplied: names });
    },
    240_000,
  );
});
