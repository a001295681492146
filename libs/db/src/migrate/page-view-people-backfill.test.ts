import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { applyMigrations } from './runner.ts';
import { createEmptyDatabase, migrateToJustBefore, removeTempDirs, type EmptyDatabase } from './test-helpers.ts';

// The migration that added page_view_people (docs/product/admin.md, Built APIs: active people) fills it
// from the page views recorded before it, so the overview's active people do not start from nothing.
const MIGRATION = '20261127051000_page_view_people';

describe(`${MIGRATION} backfill`, () => {
  afterAll(removeTempDirs);
  let db: EmptyDatabase | undefined;
  afterEach(async () => {
    await db?.drop();
    db = undefined;
  });

  it('gives every person with a signed-in page view their latest one, and no row to anonymous views', async () => {
    db = await createEmptyDatabase();
    const pending = await migrateToJustBefore(db.databaseUrl, MIGRATION);

    await db.query(`INSERT INTO users (id, updated_at) VALUES ('ana', now()), ('ben', now()), ('cy', now())`);
    await db.query(`
      INSERT INTO page_views (visitor_id, session_id, page, user_id, created_at) VALUES
        ('v1', 's1', '/',  'ana', '2026-11-01T10:00:00Z'), ('v1', 's1', '/a', 'ana', '2026-11-20T09:00:00Z'),
        ('v1', 's2', '/b', 'ana', '2026-11-05T10:00:00Z'),
        ('v2', 's3', '/',  'ben', '2026-11-02T08:00:00Z'),
        ('v3', 's4', '/',  NULL,  '2026-11-25T08:00:00Z')`);

    const { applied } = await applyMigrations({ databaseUrl: db.databaseUrl });
    expect(applied).toEqual(pending);

    const people = await db.query<{ user_id: string; last_view: Date }>('SELECT user_id, last_view FROM page_view_people ORDER BY user_id');
    expect(people.map((p) => [p.user_id, p.last_view.toISOString()])).toEqual([
      ['ana', '2026-11-20T09:00:00.000Z'],
      ['ben', '2026-11-02T08:00:00.000Z'],
    ]);
    // Deleting a person removes their row with them.
    await db.query(`DELETE FROM users WHERE id = 'ben'`);
    expect(await db.query('SELECT user_id FROM page_view_people ORDER BY user_id')).toEqual([{ user_id: 'ana' }]);
  });
});
