/**
 * A large data set for the scale benchmark (tools/bench/scale.mjs; docs/performance.md, Cost as data
 * grows), written by SQL alone (generate_series, INSERT ... SELECT) in one fresh test database:
 *
 * - the product seed (pairs, catalogue, content library) with its pairs replicated to `pairs`;
 * - `users` users `bench-user-<n>`: the first `heavyUsers` have `heavyHistory` choices each (the
 *   people with long histories), the next `newUsers` none (the new people), the rest share the
 *   remaining choices (`choices` in all), each on pairs of their own spread over the set;
 * - what the read paths read beside the choices: every other user's session (the measured people's
 *   are signed by the bench), dimension_evidence (5 rows per person with choices), user_preferences
 *   (every seed tag for the long histories, `tagsPerUser` for the rest), a general recommendation list
 *   and recommendation_states row per person with choices, choice_requests for the choices of the
 *   last 30 days (the keys the browser sends), and, with `pageViews`, page views and their rollups.
 *
 * The secondary indexes of the loaded tables are dropped before the load and built again after it
 * (one sorted build instead of 10M index insertions), foreign keys are not checked row by row during
 * the load (session_replication_role = replica: the rows are coherent by construction), then
 * VACUUM ANALYZE (statistics and the visibility map the index-only scans need). Each step's time is
 * printed.
 */
import pg from 'pg';
import { log } from './bench-run.mjs';
import { createTestDatabase, replicateSeedPairs } from './workspace.mjs';

/** Tables whose non-primary-key indexes are rebuilt around the load. */
const LOADED_TABLES = ['users', 'sessions', 'user_choices', 'user_preferences', 'dimension_evidence', 'recommendation_caches', 'recommendation_states', 'choice_requests', 'page_views'];

const DIMENSIONS = ['primary_drive', 'happiness_orientation', 'life_engagement', 'value_investment', 'locus_of_control'];

async function timedStep(client, name, sql) {
  const started = performance.now();
  const result = await client.query(sql);
  log(`  ${name.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s${result.rowCount != null && result.command !== 'CREATE' ? `  (${result.rowCount.toLocaleString('en')} rows)` : ''}`);
  return result;
}

/**
 * Page views over `days` days (about 20 per visitor, in browser sessions of 5; a third signed in as
 * one of `users` users `bench-user-<n>`) and the rollups the track route keeps, built in bulk exactly
 * as the migrations backfill them (libs/db/prisma/migrations/20261123045606_page_view_rollups,
 * 20261123150538_page_view_sessions, 20261127051000_page_view_people). Used by this file and tools/bench/analytics.mjs.
 */
export async function buildPageViews(client, { pageViews, users, days }) {
  const visitors = Math.max(1, Math.floor(pageViews / 20));
  await timedStep(
    client,
    `page_views (${pageViews.toLocaleString('en')})`,
    `INSERT INTO page_views (visitor_id, session_id, page, user_id, created_at)
     SELECT 'visitor-' || v, 'session-' || v || '-' || (k / 5), (ARRAY['/', '/dashboard', '/groups', '/recommendations', '/profile', '/learning-insights', '/admin', '/smart-recommendations', '/ai-insights', '/enhanced-recommendations'])[1 + (n % 10)],
            CASE WHEN v % 3 = 0 THEN 'bench-user-' || (v % ${users}) END,
            now() - ((hashtext(v || '-' || (k / 5)) & 2147483647) % ${days * 86_400} + 900) * interval '1 second'
                  + (k % 5) * (random() * 4) * interval '1 minute'
       FROM (SELECT n, n % ${visitors} AS v, n / ${visitors} AS k FROM generate_series(0, ${pageViews - 1}) AS n) AS s`,
  );
  await timedStep(
    client,
    'page_visitors',
    `INSERT INTO page_visitors (visitor_id, last_seen, last_day, first_view_of_day)
     SELECT visitor_id, max(created_at), (max(created_at) AT TIME ZONE 'UTC')::date, true FROM page_views GROUP BY visitor_id`,
  );
  await timedStep(
    client,
    'page_view_days',
    `INSERT INTO page_view_days (day, page_views, unique_visitors)
     SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int, count(DISTINCT visitor_id)::int FROM page_views GROUP BY 1`,
  );
  await timedStep(
    client,
    'page_view_day_pages',
    `INSERT INTO page_view_day_pages (day, page, views)
     SELECT (created_at AT TIME ZONE 'UTC')::date, page, count(*)::int FROM page_views GROUP BY 1, 2`,
  );
  await timedStep(
    client,
    'page_view_people',
    `INSERT INTO page_view_people (user_id, last_view)
     SELECT user_id, max(created_at) FROM page_views WHERE user_id IS NOT NULL GROUP BY user_id`,
  );
  await timedStep(
    client,
    'page_view_sessions',
    `INSERT INTO page_view_sessions (session_id, first_view, last_view)
     SELECT session_id, min(created_at), max(created_at) FROM page_views GROUP BY session_id`,
  );
  await timedStep(
    client,
    'page_view_days: sessions and their length',
    `UPDATE page_view_days AS d SET sessions = s.sessions, session_seconds = s.session_seconds
       FROM (SELECT (first_view AT TIME ZONE 'UTC')::date AS day, count(*)::int AS sessions,
                    sum(extract(epoch FROM last_view - first_view))::float8 AS session_seconds
               FROM page_view_sessions GROUP BY 1) AS s
      WHERE d.day = s.day`,
  );
}

/**
 * Opens a session for a bulk load: large sorts in memory, no per-row foreign key checks (superuser;
 * coherent by construction), no wait for the WAL flush per statement.
 */
export async function openLoadSession(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`SET maintenance_work_mem = '512MB'; SET work_mem = '256MB'; SET synchronous_commit = off; SET session_replication_role = replica`);
  return client;
}

/**
 * What the load's triggers would have kept (they are off in a load session): the number of people
 * and of new people per day (user_totals, user_days; migration 20261127100308_choice_rollups). Choices need nothing: admin folds them later.
 */
export async function countPeopleAfterLoad(client) {
  await client.query('UPDATE user_totals SET users = (SELECT count(*) FROM users) WHERE id = 1');
  await client.query(`DELETE FROM user_days`);
  await client.query(`INSERT INTO user_days (day, new_users) SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM users GROUP BY 1`);
}

/** Drops the non-primary-key indexes of `tables` and returns a function that builds them again. */
export async function withoutSecondaryIndexes(client, tables) {
  const { rows } = await client.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
       JOIN pg_class c ON c.relname = i.indexname
       JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[]) AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)`,
    [tables],
  );
  for (const { indexname } of rows) await client.query(`DROP INDEX "${indexname}"`);
  return async () => {
    for (const { indexname, indexdef } of rows) await timedStep(client, `index ${indexname}`, indexdef);
  };
}

/**
 * Builds the data set; resolves with `{ db, counts }` (db from createTestDatabase: drop() it).
 * `users` ≥ heavyUsers + newUsers + 1 and `choices` ≥ heavyUsers × heavyHistory + the other users.
 */
export async function buildLargeDataSet({ label, users, choices, pairs, heavyUsers, heavyHistory, newUsers, tagsPerUser = 8, pageViews = 0, days = 365 }) {
  const started = performance.now();
  const others = users - heavyUsers - newUsers;
  const otherChoices = choices - heavyUsers * heavyHistory;
  if (others < 1 || otherChoices < others) throw new Error(`${label}: need at least one choice for each of the ${others} other users`);
  if (otherChoices / others >= pairs || heavyHistory >= pairs) throw new Error(`${label}: ${pairs} pairs are too few for the histories`);
  log(`${label}: building ${users.toLocaleString('en')} users, ${choices.toLocaleString('en')} choices over ${pairs.toLocaleString('en')} pairs${pageViews ? `, ${pageViews.toLocaleString('en')} page views` : ''}`);
  const db = await createTestDatabase({ seed: true, maxConnections: 4 });
  await replicateSeedPairs(db.prisma, pairs);
  const client = await openLoadSession(db.databaseUrl);
  let built = false;
  try {
    const rebuildIndexes = await withoutSecondaryIndexes(client, LOADED_TABLES);
    // The shared pairs in id order, as an array: pair k of the set is ids[k + 1].
    await client.query(`CREATE TEMP TABLE shared_pair_ids AS SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS pair_count FROM choice_pairs WHERE owner_user_id IS NULL AND is_active`);
    const firstOther = heavyUsers + newUsers;
    await timedStep(
      client,
      `users (${users.toLocaleString('en')})`,
      `INSERT INTO users (id, email, first_name, created_at, updated_at)
       SELECT 'bench-user-' || n, 'bench-' || n || '@example.test', 'Bench' || n, now() - random() * ${days} * interval '1 day', now()
         FROM generate_series(0, ${users - 1}) AS n`,
    );
    // The measured people's sessions are created and signed by the bench (benchSessionCookies).
    await timedStep(
      client,
      'sessions of the other users',
      `INSERT INTO sessions (id, user_id, created_at, last_seen_at)
       SELECT 'bench-session-of-user-' || n, 'bench-user-' || n, now() - random() * interval '20 days', now() - random() * interval '6 days'
         FROM generate_series(${firstOther}, ${users - 1}) AS n`,
    );
    await timedStep(
      client,
      `user_choices: ${heavyUsers} × ${heavyHistory} long histories`,
      `INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time, created_at)
       SELECT 'bench-user-' || u, chosen.id, (CASE WHEN random() < 0.5 THEN 'option1' ELSE 'option2' END)::"SelectedOption",
              300 + floor(random() * 3000)::int, now() - random() * ${days} * interval '1 day'
         FROM generate_series(0, ${heavyUsers - 1}) AS u,
              LATERAL (SELECT id FROM choice_pairs WHERE owner_user_id IS NULL AND is_active ORDER BY md5(u || '-' || id) LIMIT ${heavyHistory}) AS chosen`,
    );
    // Choice n belongs to other user (n mod others) and is their t-th (t = n / others): their pairs
    // are consecutive in the set from a start of their own, so no pair twice per person.
    await timedStep(
      client,
      `user_choices: ${otherChoices.toLocaleString('en')} of the other users`,
      `INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time, created_at)
       SELECT 'bench-user-' || (${firstOther} + n % ${others}),
              p.ids[1 + ((n % ${others}) * 7919 + n / ${others}) % p.pair_count],
              (CASE WHEN n % 2 = 0 THEN 'option1' ELSE 'option2' END)::"SelectedOption",
              300 + (n % 3000), now() - random() * ${days} * interval '1 day'
         FROM shared_pair_ids p, generate_series(0, ${otherChoices - 1}::bigint) AS n`,
    );
    await timedStep(
      client,
      'dimension_evidence (5 per person with choices)',
      `INSERT INTO dimension_evidence (user_id, dimension, positive_weight, negative_weight, choice_count, updated_at)
       SELECT 'bench-user-' || u, d, floor(random() * 20), floor(random() * 20),
              CASE WHEN u < ${heavyUsers} THEN ${Math.round(heavyHistory / 5)} ELSE 2 END, now() - random() * interval '30 days'
         FROM generate_series(0, ${users - 1}) AS u, unnest(ARRAY[${DIMENSIONS.map((d) => `'${d}'`).join(', ')}]) AS d
        WHERE u < ${heavyUsers} OR u >= ${firstOther}`,
    );
    await client.query(
      `CREATE TEMP TABLE seed_tags AS
       SELECT array_agg(DISTINCT k ORDER BY k) AS tags, count(DISTINCT k)::int AS tag_count
         FROM choice_pairs, jsonb_object_keys(option1_tags || option2_tags) AS k
        WHERE source = 'seed' AND k NOT LIKE 'alive:%'`,
    );
    await timedStep(
      client,
      `user_preferences (all seed tags / ${tagsPerUser} per person)`,
      `INSERT INTO user_preferences (user_id, tag_name, score, choice_count, updated_at)
       SELECT 'bench-user-' || u, t.tags[1 + (u * 31 + k) % t.tag_count], round((0.2 + random() * 0.6)::numeric, 4), 1 + (k % 3), now()
         FROM seed_tags t, generate_series(0, ${users - 1}) AS u,
              generate_series(0, CASE WHEN u < ${heavyUsers} THEN t.tag_count ELSE ${tagsPerUser} END - 1) AS k
        WHERE u < ${heavyUsers} OR u >= ${firstOther}`,
    );
    await timedStep(
      client,
      'recommendation_caches (general, other users)',
      `INSERT INTO recommendation_caches (user_id, category, payload, generated_at)
       SELECT 'bench-user-' || u, 'general', '[]'::jsonb, now() - random() * interval '12 hours'
         FROM generate_series(${firstOther}, ${users - 1}) AS u`,
    );
    await timedStep(
      client,
      'recommendation_states',
      `INSERT INTO recommendation_states (user_id, choices_since_refresh, total_choices_seen, updated_at)
       SELECT 'bench-user-' || u, 0, 1, now() FROM generate_series(${firstOther}, ${users - 1}) AS u`,
    );
    await timedStep(
      client,
      'choice_requests (keys of the last 30 days)',
      `INSERT INTO choice_requests (idempotency_key, user_id, request_hash, choice_id, choice_created_at, choice_pair)
       SELECT gen_random_uuid(), user_id, md5(id::text), id, created_at, jsonb_build_object('id', choice_pair_id)
         FROM user_choices WHERE created_at > now() - interval '30 days'`,
    );
    if (pageViews > 0) await buildPageViews(client, { pageViews, users, days: Math.min(days, 90) });
    await rebuildIndexes();
    await countPeopleAfterLoad(client);
    await timedStep(client, 'VACUUM ANALYZE', 'VACUUM ANALYZE');
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM user_choices)::int AS choices,
              (SELECT count(*) FROM choice_pairs)::int AS pairs, (SELECT count(*) FROM user_preferences)::int AS preferences,
              (SELECT count(*) FROM choice_requests)::int AS "choiceRequests", (SELECT count(*) FROM page_views)::int AS "pageViews",
              pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    log(`${label}: built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(rows[0])}`);
    built = true;
    return { db, counts: rows[0] };
  } finally {
    await client.end();
    if (!built) await db.drop(); // a half-built set is of no use: no database is left behind
  }
}
