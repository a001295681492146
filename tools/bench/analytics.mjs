#!/usr/bin/env node
/**
 * Admin analytics benchmark (not a test).
 *
 *   node tools/bench/analytics.mjs [--page-views 1000000] [--users 10000] [--days 90] [--requests 200]
 *                                    [--concurrency 4] [--runs 3] [--keep-db]
 *
 * 1. Fresh Postgres database (@alive/db/testing) with --users users (created over --days days, one of
 *    them an admin) and --page-views page views spread over --days days (about a third signed in,
 *    ~20 views per visitor, ~5 per browser session), written by generate_series in SQL with the
 *    indexes built after the load (tools/bench/lib/large-data.mjs: 10,000,000 in minutes), then
 *    VACUUM ANALYZE.
 * 2. The admin service as its own process (scripts/service-main.ts admin, NODE_ENV=production).
 * 3. As the admin, --requests requests of each of GET /api/analytics?type=realtime,
 *    ?type=daily&days=30, ?type=daily&days=90 and the engagement overview, --concurrency at once, in
 *    --runs rounds: latency p50/p95/p99 (median of the rounds), and the query plans (EXPLAIN ANALYZE)
 *    of the statements behind them.
 *
 * Target (docs/product/admin.md, Built APIs; docs/performance.md, Cost as data grows): realtime, daily and the
 * engagement overview p95 < 100 ms at 1,000,000 page views and 10,000 users, and at 10,000,000 page views.
 */
import { parseArgs } from 'node:util';
import { createTestDatabase, SESSION_KEYS } from './lib/workspace.mjs';
import { buildPageViews, countPeopleAfterLoad, openLoadSession, withoutSecondaryIndexes } from './lib/large-data.mjs';
import { fmt, loadAverage, loadAverageAfterLine, log, logMachine } from './lib/bench-run.mjs';
import { connection, send } from '../lib/http-client.mjs';
import { median, summarize } from '../lib/percentiles.mjs';
import { startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';

const { loadServiceConfig } = await import('@alive/service-kit');
const { sessionCookieFor } = await import('@alive/service-kit/testing');

const { values: args } = parseArgs({
  options: {
    'page-views': { type: 'string', default: '1000000' },
    users: { type: 'string', default: '10000' },
    days: { type: 'string', default: '90' },
    requests: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '4' },
    'keep-db': { type: 'boolean', default: false },
  },
});
const PAGE_VIEWS = Number(args['page-views']);
const USERS = Number(args.users);
const DAYS = Number(args.days);
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const RUNS = Number(args.runs);
const TARGET_MS = 100;

const ENDPOINTS = [
  ['realtime', '/api/analytics?type=realtime', true],
  ['daily, 30 days', '/api/analytics?type=daily&days=30', true],
  ['daily, 90 days', '/api/analytics?type=daily&days=90', true],
  ['engagement overview', '/api/analytics', true],
];

async function seed(db) {
  const started = performance.now();
  const client = await openLoadSession(db.databaseUrl);
  try {
    // One sorted build of each index after the load instead of an insertion per row (minutes, not hours, at 10M).
    const rebuildIndexes = await withoutSecondaryIndexes(client, ['users', 'page_views', 'page_visitors']);
    await client.query(`
      INSERT INTO users (id, email, first_name, is_admin, created_at, updated_at)
      SELECT 'bench-user-' || n, 'bench-' || n || '@example.test', 'Bench' || n, n = 0,
             now() - (random() * ${DAYS} * interval '1 day'), now()
      FROM generate_series(0, ${USERS - 1}) AS n`);
    // ~20 views per visitor in sessions of 5 views, a third signed in, and the rollups the track route keeps.
    await buildPageViews(client, { pageViews: PAGE_VIEWS, users: USERS, days: DAYS });
    await rebuildIndexes();
    await countPeopleAfterLoad(client);
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
  log(`seeded ${USERS} users and ${PAGE_VIEWS} page views over ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function measure(url, cookie, path) {
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const caller = connection(url);
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await send(caller, 'GET', path, { cookie });
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
      await caller.close();
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
    ['active people of the last 7 days (engagement)', `SELECT count(*) FROM (SELECT user_id FROM user_choices WHERE created_at > now() - interval '7 days' UNION SELECT user_id FROM page_view_people WHERE last_view > now() - interval '7 days') AS active`],
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
    await seed(db);
    const cookie = await sessionCookieFor(db.prisma, 'bench-user-0', loadServiceConfig({ SESSION_KEYS, LOG_LEVEL: 'silent' }));
    const admin = await startServiceProcess('admin', { env: { DATABASE_URL: db.databaseUrl }, logLevel: 'warn', poolSize: '10' });
    services.push(admin);
    // --runs rounds over the same data, each endpoint once per round: the median of the rounds' figures.
    const rounds = ENDPOINTS.map(() => []);
    for (const [, path] of ENDPOINTS) await measure(admin.url, cookie, path); // warm-up
    for (let round = 1; round <= RUNS; round += 1) {
      for (const [index, [name, path]] of ENDPOINTS.entries()) {
        const result = await measure(admin.url, cookie, path);
        rounds[index].push(result);
        log(`round ${round} ${name.padEnd(22)} p50 ${fmt(result.latency.p50)} p95 ${fmt(result.latency.p95)} p99 ${fmt(result.latency.p99)} (load ${loadAverage()})`);
      }
    }
    console.log('\n================ admin analytics benchmark ================');
    console.log(`${PAGE_VIEWS} page views, ${USERS} users, ${REQUESTS} requests per endpoint, ${CONCURRENCY} at once, as the admin over HTTP; median of ${RUNS} rounds (p95 of each in brackets)`);
    let met = true;
    for (const [index, [name, , targeted]] of ENDPOINTS.entries()) {
      const of = (key) => median(rounds[index].map((r) => r.latency[key]));
      const p95 = of('p95');
      const statuses = rounds[index].map((r) => JSON.stringify(r.statuses)).join(' ');
      const verdict = targeted ? (p95 < TARGET_MS ? '  MET' : '  NOT MET') : '';
      if (targeted && p95 >= TARGET_MS) met = false;
      console.log(`  ${name.padEnd(22)} p50 ${fmt(of('p50'))}  p95 ${fmt(p95)}  p99 ${fmt(of('p99'))}  (${rounds[index].map((r) => r.latency.p95.toFixed(1)).join(' / ')})  ${statuses}${targeted ? `  target p95 < ${TARGET_MS} ms` : ''}${verdict}`);
    }
    await plans(db.prisma);
    console.log(loadAverageAfterLine());
    console.log('============================================================');
    process.exitCode = met ? 0 : 1;
  } finally {
    await stopServiceProcesses(services);
    if (args['keep-db']) log(`kept database ${db.databaseUrl}`);
    else await db.drop();
  }
}

await main();
