import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../index.ts';
import { applyMigrations, listMigrations, MigrationError } from './runner.ts';
import { removeTempDirs, writeMigrations } from './test-helpers.ts';

describe('applyMigrations on PGlite', () => {
  afterAll(removeTempDirs);
  let pglite: PGlite | undefined;
  afterEach(async () => {
    await pglite?.close();
    pglite = undefined;
  });

  it('applies the real migrations once, after which the Prisma client works on the same instance', async () => {
    pglite = new PGlite();
    const names = (await listMigrations()).map((f) => f.name);
    expect(await applyMigrations({ pglite })).toEqual({ applied: names, alreadyApplied: [] });
    expect(await applyMigrations({ pglite })).toEqual({ applied: [], alreadyApplied: names });

    const prisma = createPrismaClient({ pglite });
    const user = await prisma.user.create({ data: { id: 'u1', email: 'u1@example.test' } });
    const pair = await prisma.choicePair.create({
      data: { category: 'Books', option1: 'a', option2: 'b', option1Tags: { 'media:Reading': 1 }, option2Tags: {} },
    });
    await prisma.userChoice.create({
      data: { userId: user.id, choicePairId: pair.id, selectedOption: 'option1', responseTime: 1200 },
    });
    expect(await prisma.userChoice.count({ where: { userId: 'u1' } })).toBe(1);
    await prisma.$disconnect();
  });

  it('rolls back and records a failing migration, and refuses a modified one', async () => {
    pglite = new PGlite();
    const dir = await writeMigrations({
      '20240101000000_a': 'CREATE TABLE a (id int);',
      '20240102000000_b': 'CREATE TABLE b (id int); SELECT 1/0;',
    });
    await expect(applyMigrations({ pglite }, { migrationsDir: dir })).rejects.toThrow(/20240102000000_b failed.*division by zero/);
    const tables = await pglite.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(['_prisma_migrations', 'a']);
    const failed = await pglite.query<{ logs: string; rolled_back_at: Date | null }>(
      "SELECT logs, rolled_back_at FROM _prisma_migrations WHERE migration_name = '20240102000000_b'",
    );
    expect(failed.rows[0]?.logs).toMatch(/division by zero/);
    expect(failed.rows[0]?.rolled_back_at).toBeInstanceOf(Date);

    await writeMigrations({ '20240101000000_a': 'CREATE TABLE a (id bigint);' }, dir);
    await expect(applyMigrations({ pglite }, { migrationsDir: dir })).rejects.toBeInstanceOf(MigrationError);
  });
});
