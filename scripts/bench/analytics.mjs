#!/usr/bin/env node
/**
 * Admin analytics benchmark (not a test).
 *
 *   node scripts/bench/analytics.mjs [--page-views 1000000] [--users 10000] [--days 90] [--requests 200]
 *                                    [--concurrency 4] [--keep-db]
 *
 * 1. Fresh Postgres database (@alive/db/testing) with --users users (created over --days days, one of
 *    them an admin) and --page-views page views spread over --days days (about a third signed in,
 *    ~20 views per visitor, ~5 per browser session), written by generate_series in SQL, then ANALYZE.
 * 2. The admin service as its own process (services/admin/src/main.ts, NODE_ENV=production).
 * 3. As the admin, --requests requests of each of GET /api/analytics?type=realtime,
 *    ?type=daily&days=30, ?type=daily&days=90 and the engagement overview, --concurrency at once:
 *    latency p50/p95/p99, and the query plans (EXPLAIN ANALYZE) of the statements behind them.
 *
 * Target (docs/product/admin.md, Built APIs): realtime, daily and the engagement overview p95 < 100 ms at 1,000,000 page views
 * and 10,000 users.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { createTestDatabase, SESSION_KEYS } from './lib/workspace.mjs';
import { fmt, loadAverageAfterLine, log, logMachine } from './lib/bench-run.mjs';
import { summarize } from './lib/latency.mjs';
import { requestOnce } from './lib/http-request.mjs';
import { startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';

const { loadServiceConfig } = await import('@alive/service-kit');
const { sessionCookieFor } = await import('@alive/service-kit/testing');

const { values: args } = parseArgs({
  options: {
    'page-views': { type: 'string', default: '1000000' },
    users: { type: 'string', default: '10000' },
    days: { type: 'string', default: '90' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    'keep-db': { type: 'boolean', default: false },
  },
});
const PAGE_VIEWS = Number(args['page-views']);
const USERS = Number(args.users);
const DAYS = Number(args.days);
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const TARGET_MS = 100;

const ENDPOINTS = [
  ['realtime', '/api/analytics?type=realtime', true],
  ['daily, 30 days', '/api/analytics?type=daily&days=30', true],
  ['daily, 90 days', '/api/analytics?type=daily&days=90', true],
  ['engagement overview', '/api/analytics', true],
];

async function seed(prisma) {
  const started = performance.now();
  await prisma.$executeRawUnsafe(`
    INSERT INTO users (id, email, first_name, is_admin, created_at, updated_at)
    SELECT 'bench-user-' || n, 'bench-' || n || '@example.test', 'Bench' || n, n = 0,
           now() - (random() * ${DAYS} * interval '1 day'), now()
    FROM generate_series(0, ${USERS - 1}) AS n`);
  // ~20 views per visitor in sessions of 5 views (k = the visitor's k-th view), each session starting at
  // its own time in the span and its views 0–4 minutes apart; a third of the visitors signed in as one of the users.
  const visitors = Math.max(1, Math.floor(PAGE_VIEWS / 20));
  await prisma.$executeRawUnsafe(`
    INSERT INTO page_views (visitor_id, session_id, page, user_id, created_at)
    SELECT 'visitor-' || v, 'session-' || v || '-' || (k / 5), (ARRAY['/', '/dashboard', '/groups', '/recommendations', '/profile', '/learning-insights', '/admin', '/smart-recommendations', '/ai-insights', '/enhanced-recommendations'])[1 + (n % 10)],
           CASE WHEN v % 3 = 0 THEN 'bench-user-' || (v % ${USERS}) END,
           now() - ((hashtext(v || '-' || (k / 5)) & 2147483647) % ${DAYS * 86_400} + 900) * interval '1 second'
                 + (k % 5) * (random() * 4) * interval '1 minute'
    FROM (SELECT n, n % ${visitors} AS v, n / ${visitors} AS k FROM generate_series(0, ${PAGE_VIEWS - 1}) AS n) AS s`);
  // The rollups the track route keeps per view, built in bulk exactly as the migration
  // (libs/db/prisma/migrations/20261123045606_page_view_rollups) backfills them.
  await prisma.$executeRawUnsafe(`
    INSERT INTO page_visitors (visitor_id, last_seen, last_day, first_view_of_day)
    SELECT visitor_id, max(created_at), (max(created_at) AT TIME ZONE 'UTC')::date, true FROM page_views GROUP BY visitor_id`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO page_view_days (day, page_views, unique_visitors)
    SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int, count(DISTINCT visitor_id)::int FROM page_views GROUP BY 1`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO page_view_day_pages (day, page, views)
    SELECT (created_at AT TIME ZONE 'UTC')::date, page, count(*)::int FROM page_views GROUP BY 1, 2`);
  // As libs/db/prisma/migrations/20261123150538_page_view_sessions backfills them.
  await prisma.$executeRawUnsafe(`
    INSERT INTO page_view_sessions (session_id, first_view, last_view)
    SELECT session_id, min(created_at), max(created_at) FROM page_views GROUP BY session_id`);
  await prisma.$executeRawUnsafe(`
    UPDATE page_view_days AS d SET sessions = s.sessions, session_seconds = s.session_seconds
    FROM (SELECT (first_view AT TIME ZONE 'UTC')::date AS day, count(*)::int AS sessions,
                 sum(extract(epoch FROM last_view - first_view))::float8 AS session_seconds
          FROM page_view_sessions GROUP BY 1) AS s
    WHERE d.day = s.day`);
  await prisma.$executeRawUnsafe('VACUUM ANALYZE');
  log(`seeded ${USERS} users and ${PAGE_VIEWS} page views over ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function measure(url, cookie, path) {
  const target = new URL(url);
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await requestOnce(agent, target, 'GET', path, cookie);
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
      agent.destroy();
    }),
  );
  return { latency: summarize(latencies), statuses: Object.fromEntries(statuses) };
}

async function plans(prisma) {
  // The heaviest statements behind realtime, daily and the engagement overview, as services/admin/src/data/analytics-repository.ts sends them.
  const statements = [
    ['visitors of the last 7 days', `SELECT count(*) FROM page_visitors WHERE last_seen >= (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') - interval '6 days'`],
    ['visitors of the last 24 hours', `SELECT count(*) FROM page_visitors WHERE last_seen > now() - interval '24 hours'`],
    ['daily page figures (90 days)', `SELECT day, page_views, unique_visitors FROM page_view_days WHERE day >= (now() AT TIME ZONE 'UTC')::date - 89`],
    ['session length (engagement)', `SELECT round((sum(session_seconds) / nullif(sum(sessions), 0) / 60)::numeric, 1)::float8 FROM page_view_days WHERE day > (now() AT TIME ZONE 'UTC')::date - 30`],
    ['active people of the last 7 days (engagement)', `SELECT count(*) FROM (SELECT user_id FROM user_choices WHERE created_at > now() - interval '7 days' UNION SELECT user_id FROM page_views WHERE created_at > now() - interval '7 days' AND user_id IS NOT NULL) AS active`],
  ];
  for (const [name, sql] of statements) {
    const rows = await prisma.$queryRawUnsafe(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`);
    console.log(`  plan: ${name}`);
    for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
  }
}

async function main() {
  log(`${PAGE_VIEWS} page views, ${USERS} users, ${REQUESTS} requests per endpoint, ${CONCURRENCY} at once`);
  logMachine();
  const db = await createTestDatabase({ maxConnections: 4 });
  const services = [];
  try {
    await seed(db.prisma);
    const cookie = await sessionCookieFor(db.prisma, 'bench-user-0', loadServiceConfig({ SESSION_KEYS, LOG_LEVEL: 'silent' }));
    const admin = await startServiceProcess('admin', { env: { DATABASE_URL: db.databaseUrl }, logLevel: 'warn', poolSize: '10' });
    services.push(admin);
    const results = [];
    for (const [name, path] of ENDPOINTS) {
      await measure(admin.url, cookie, path); // warm-up
      results.push([name, await measure(admin.url, cookie, path)]);
    }
    console.log('\n================ admin analytics benchmark ================');
    console.log(`${PAGE_VIEWS} page views, ${USERS} users, ${REQUESTS} requests per endpoint, ${CONCURRENCY} at once, as the admin over HTTP`);
    let met = true;
    for (const [index, [name, { latency, statuses }]] of results.entries()) {
      const targeted = ENDPOINTS[index][2];
      const verdict = targeted ? (latency.p95 < TARGET_MS ? '  MET' : '  NOT MET') : '';
      if (targeted && latency.p95 >= TARGET_MS) met = false;
      console.log(`  ${name.padEnd(22)} p50 ${fmt(latency.p50)}  p95 ${fmt(latency.p95)}  p99 ${fmt(latency.p99)}  ${JSON.stringify(statuses)}${targeted ? `  target p95 < ${TARGET_MS} ms` : ''}${verdict}`);
    }
    await plans(db.prisma);
    console.log(loadAverageAfterLine());
    console.log('============================================================');
    process.exitCode = met ? 0 : 1;
  } finally {
    await stopServiceProcesses(services);
    if (!args['keep-db']) await db.drop();
  }
}

await main();
