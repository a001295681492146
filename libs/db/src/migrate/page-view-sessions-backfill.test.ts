import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { applyMigrations } from './runner.ts';
import { createEmptyDatabase, migrateToJustBefore, removeTempDirs, type EmptyDatabase } from './test-helpers.ts';

// The migration that added session rollups (docs/product/admin.md, Session length) fills them from
// the page views recorded before it, so the overview's session length does not start from nothing.
const MIGRATION = '20261123150538_page_view_sessions';

describe(`${MIGRATION} backfill`, () => {
  afterAll(removeTempDirs);
  let db: EmptyDatabase | undefined;
  afterEach(async () => {
    await db?.drop();
    db = undefined;
  });

  it('gives every earlier session its first and last view, and counts it with its whole length on the day it started', async () => {
    db = await createEmptyDatabase();
    const pending = await migrateToJustBefore(db.databaseUrl, MIGRATION);

    // As the track route wrote them before: page views and their day totals.
    await db.query(`
      INSERT INTO page_views (visitor_id, session_id, page, created_at) VALUES
        ('v1', 's1', '/',  '2026-11-01T10:00:00Z'), ('v1', 's1', '/a', '2026-11-01T10:12:00Z'), ('v1', 's1', '/b', '2026-11-01T10:06:00Z'),
        ('v2', 's2', '/',  '2026-11-01T23:58:00Z'), ('v2', 's2', '/a', '2026-11-02T00:03:00Z'),
        ('v3', 's3', '/',  '2026-11-02T08:00:00Z')`);
    await db.query(`
      INSERT INTO page_view_days (day, page_views, unique_visitors)
      SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int, count(DISTINCT visitor_id)::int FROM page_views GROUP BY 1`);

    const { applied } = await applyMigrations({ databaseUrl: db.databaseUrl });
    expect(applied).toEqual(pending);

    const sessions = await db.query<{ session_id: string; first_view: Date; last_view: Date }>('SELECT session_id, first_view, last_view FROM page_view_sessions ORDER BY session_id');
    expect(sessions.map((s) => [s.session_id, s.first_view.toISOString(), s.last_view.toISOString()])).toEqual([
      ['s1', '2026-11-01T10:00:00.000Z', '2026-11-01T10:12:00.000Z'],
      ['s2', '2026-11-01T23:58:00.000Z', '2026-11-02T00:03:00.000Z'],
      ['s3', '2026-11-02T08:00:00.000Z', '2026-11-02T08:00:00.000Z'],
    ]);
    const days = await db.query<{ day: string; page_views: number; sessions: number; session_seconds: number }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, page_views, sessions, session_seconds FROM page_view_days ORDER BY day",
    );
    expect(days).toEqual([
      // s1 (12 minutes) and s2 (5 minutes, past midnight) started on the 1st.
      { day: '2026-11-01', page_views: 4, sessions: 2, session_seconds: 17 * 60 },
      { day: '2026-11-02', page_views: 2, sessions: 1, session_seconds: 0 },
    ]);
  });
});
