#!/usr/bin/env node
/**
 * Cost as data grows (not a test; docs/performance.md, Cost as data grows).
 *
 *   node tools/bench/scale.mjs [--runs 3] [--requests 500] [--small-users 1000] [--small-choices 10000]
 *                                [--large-users 1000000] [--large-choices 10000000] [--pairs 10000]
 *                                [--heavy-users 5] [--heavy-history 1000] [--keep-db]
 *
 * 1. Two fresh Postgres databases built by SQL (tools/bench/lib/large-data.mjs): small (10k choices,
 *    1k users) and large (10M choices, 1M users), the same pairs and the same measured people in both:
 *    --heavy-users people with --heavy-history choices each, 50 new people without any per round (and
 *    the warm-up, and one more for the plans), 50 readers (people with a few choices like everyone
 *    else) whose general list is generated first.
 *    Prints how long each step of the build took (the large set: minutes).
 * 2. A private JetStream server and, per database, the choices and recommendations services as their
 *    own processes (scripts/service-main.ts <name>, NODE_ENV=production), as in production.
 * 3. --runs rounds; in each, every endpoint is measured on the small set and on the large one with
 *    their requests alternating one by one, so the machine's load falls on both alike: --requests
 *    sequential requests each of GET /api/choice-pairs/next (long histories; new people), POST
 *    /api/user-choices with an Idempotency-Key (long histories; new people, each round its own 50)
 *    and the cached GET /api/personalized-recommendations/general?limit=10 (readers).
 * 4. The median over the rounds of p50/p95/p99 per endpoint and size, the large/small p99 ratio against
 *    1.2×, EXPLAIN (ANALYZE, BUFFERS) of each statement behind them on the large set; the admin's
 *    figures over choices and people (after admin's fold of the built choices into their rollups, timed)
 *    called alternately on both sets, checked against counting the rows; and the time of grouping every
 *    preference row for the popular tags (live on a small site, a snapshot refresh on a large one).
 *
 * Target (docs/performance.md, Cost as data grows): p99 of the large set within 1.2× of the small one's.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { benchSessionCookies, startNatsServerProcess } from './lib/workspace.mjs';
import { buildLargeDataSet } from './lib/large-data.mjs';
import { fmt, loadAverage, loadAverageAfterLine, log, logMachine, sleep } from './lib/bench-run.mjs';
import { connection, pool, send } from '../lib/http-client.mjs';
import { median, summarize } from '../lib/percentiles.mjs';
import { startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';
import { scriptStatements } from './lib/query-plans.mjs';

const { nextPairQuery } = await import('../../services/choices/src/data/choice-pair-repository.ts');
const { NEXT_PAIR_CANDIDATES } = await import('@alive/domain');
const { createAnalyticsRepository } = await import('../../services/admin/src/data/analytics-repository.ts');
const { createChoiceRollups } = await import('../../services/admin/src/data/choice-rollups.ts');
const { startChoiceRollupFolding } = await import('../../services/admin/src/domain/choice-rollup-folding.ts');
const { LIVE_TAG_ROWS_MAX } = await import('../../services/admin/src/data/tag-popularity.ts');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    requests: { type: 'string', default: '500' },
    'small-users': { type: 'string', default: '1000' },
    'small-choices': { type: 'string', default: '10000' },
    'large-users': { type: 'string', default: '1000000' },
    'large-choices': { type: 'string', default: '10000000' },
    pairs: { type: 'string', default: '10000' },
    'heavy-users': { type: 'string', default: '5' },
    'heavy-history': { type: 'string', default: '1000' },
    'keep-db': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const REQUESTS = Number(args.requests);
const HEAVY_USERS = Number(args['heavy-users']);
const HEAVY_HISTORY = Number(args['heavy-history']);
/** Each round (and the warm-up) gives its POSTs of new people to 50 people nobody has used yet. */
const NEW_PER_ROUND = 50;
/** …and one more who never chooses: the new person of the plans. */
const NEW_USERS = NEW_PER_ROUND * (RUNS + 1) + 1;
const READERS = 50;
const FIRST_READER = HEAVY_USERS + NEW_USERS;
const RATIO_TARGET = 1.2;
const READ_PATH = '/api/personalized-recommendations/general?limit=10';
const CHOICE_LOOP_SQL = readFileSync(fileURLToPath(new URL('./choice-loop.pgbench.sql', import.meta.url)), 'utf8');
const RECOMMENDATIONS_SQL = readFileSync(fileURLToPath(new URL('./recommendations-read.pgbench.sql', import.meta.url)), 'utf8');

const SIZES = [
  { name: 'small', users: Number(args['small-users']), choices: Number(args['small-choices']) },
  { name: 'large', users: Number(args['large-users']), choices: Number(args['large-choices']) },
];

const heavyIds = Array.from({ length: HEAVY_USERS }, (_, i) => i);
const newIdsOfRound = (round) => Array.from({ length: NEW_PER_ROUND }, (_, i) => HEAVY_USERS + round * NEW_PER_ROUND + i);
const readerIds = Array.from({ length: READERS }, (_, i) => FIRST_READER + i);

/** Per measured person, shared pairs they have not answered, in an order of their own (the POSTs' pairs). */
async function unansweredPairs(client, userIndexes, count) {
  const { rows } = await client.query(
    `SELECT u, array(SELECT cp.id FROM choice_pairs cp
                      WHERE cp.owner_user_id IS NULL AND cp.is_active
                        AND NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = 'bench-user-' || u AND uc.choice_pair_id = cp.id)
                      ORDER BY md5(u || ':' || cp.id) LIMIT $2) AS ids
       FROM unnest($1::int[]) AS u`,
    [userIndexes, count],
  );
  return new Map(rows.map((r) => [r.u, r.ids]));
}

const sets = [];

async function prepareSize(size, nats) {
  const { db } = await buildLargeDataSet({
    label: size.name,
    users: size.users,
    choices: size.choices,
    pairs: Number(args.pairs),
    heavyUsers: HEAVY_USERS,
    heavyHistory: HEAVY_HISTORY,
    newUsers: NEW_USERS,
  });
  const client = new pg.Client({ connectionString: db.databaseUrl });
  await client.connect();
  const set = { ...size, db, client, used: new Map() };
  set.fold = await foldChoices(db.prisma);
  log(`${size.name}: folded ${set.fold.folded.toLocaleString('en')} choices into the admin rollups in ${set.fold.seconds.toFixed(1)} s (${set.fold.steps} steps)`);
  sets.push(set); // from here on, main's finally drops it whatever happens
  const readers = readerIds.map((n) => `bench-user-${n}`);
  // The readers' lists are generated by the service (below), not the filler rows of the build, and
  // their sessions are signed here like everyone measured.
  await client.query(`DELETE FROM recommendation_caches WHERE user_id = ANY($1::text[])`, [readers]);
  await client.query(`DELETE FROM sessions WHERE user_id = ANY($1::text[])`, [readers]);
  set.cookies = await benchSessionCookies(db.prisma, FIRST_READER + READERS);
  const perRoundPosts = Math.ceil(REQUESTS / HEAVY_USERS);
  set.pairs = await unansweredPairs(client, [...heavyIds, ...Array.from({ length: NEW_USERS }, (_, i) => HEAVY_USERS + i)], perRoundPosts * (RUNS + 1) + 1);
  const env = { DATABASE_URL: db.databaseUrl, NATS_URL: nats.url };
  set.choicesService = await startServiceProcess('choices', { env, logLevel: 'warn', poolSize: '10' });
  set.recommendationsService = await startServiceProcess('recommendations', { env, logLevel: 'warn', poolSize: '10' });
}

/** Every reader's general list exists and is fresh. */
async function warmReaderLists(set) {
  const readers = pool(set.recommendationsService.url, 4);
  try {
    for (let round = 0; round < 600; round += 1) {
      const answers = await Promise.all(readerIds.map((n) => send(readers, 'GET', READ_PATH, { cookie: set.cookies[n] })));
      if (answers.every((a) => a.status === 200 && JSON.parse(a.text).cached && JSON.parse(a.text).recommendations.length > 0)) return;
      await sleep(100);
    }
  } finally {
    await readers.destroy();
  }
  throw new Error(`${set.name}: the readers' general lists did not become fresh`);
}

/** The next unanswered pair of person n on this set (each POST answers a new one). */
function nextPairOf(set, n) {
  const i = set.used.get(n) ?? 0;
  set.used.set(n, i + 1);
  const id = set.pairs.get(n)?.[i];
  if (id === undefined) throw new Error(`${set.name}: no unanswered pair left for bench-user-${n}`);
  return id;
}

/**
 * `count` sequential requests to each set, alternating between them request by request (which one
 * goes first alternates too), so a burst of load on the shared machine falls on both alike.
 * `requestOf[k](i)` → [method, url, path, cookie, body, headers, expected status]. One summary per set.
 */
async function measureInterleaved(count, requestOf) {
  const connections = new Map();
  const latencies = requestOf.map(() => []);
  const statuses = requestOf.map(() => new Map());
  for (let i = 0; i < count; i += 1) {
    for (let j = 0; j < requestOf.length; j += 1) {
      const k = (i + j) % requestOf.length;
      const [method, baseUrl, path, cookie, body, headers, expected] = requestOf[k](i);
      if (!connections.has(baseUrl)) connections.set(baseUrl, connection(baseUrl));
      const t0 = performance.now();
      const res = await send(connections.get(baseUrl), method, path, { cookie, body, headers });
      latencies[k].push(performance.now() - t0);
      const outcome = res.status === expected ? String(res.status) : `${res.status} ${res.text.slice(0, 60)}`;
      statuses[k].set(outcome, (statuses[k].get(outcome) ?? 0) + 1);
    }
  }
  await Promise.all([...connections.values()].map((open) => open.close()));
  return latencies.map((l, k) => ({ latency: summarize(l), statuses: Object.fromEntries(statuses[k]) }));
}

function postChoice(set, n) {
  const body = JSON.stringify({ choicePairId: nextPairOf(set, n), selectedOption: Math.random() < 0.5 ? 'option1' : 'option2', responseTime: 900 });
  return ['POST', set.choicesService.url, '/api/user-choices', set.cookies[n], body, { 'idempotency-key': uuidv7() }, 201];
}

/** [name, (set, round) → request(i)] */
const ENDPOINTS = [
  ['GET next pair, long history', (set) => (i) => ['GET', set.choicesService.url, '/api/choice-pairs/next', set.cookies[heavyIds[i % HEAVY_USERS]], undefined, {}, 200]],
  ['GET next pair, new person', (set, round) => (i) => ['GET', set.choicesService.url, '/api/choice-pairs/next', set.cookies[newIdsOfRound(round)[i % NEW_PER_ROUND]], undefined, {}, 200]],
  ['POST choice, long history', (set) => (i) => postChoice(set, heavyIds[i % HEAVY_USERS])],
  ['POST choice, new person', (set, round) => (i) => postChoice(set, newIdsOfRound(round)[i % NEW_PER_ROUND])],
  ['GET cached recommendations', (set) => (i) => ['GET', set.recommendationsService.url, READ_PATH, set.cookies[readerIds[i % READERS]], undefined, {}, 200]],
];

async function explain(client, label, sql, values = [], { rollback = false } = {}) {
  if (rollback) await client.query('BEGIN');
  try {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, values);
    console.log(`  plan: ${label}`);
    for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
  } finally {
    if (rollback) await client.query('ROLLBACK');
  }
}

/** The statements behind the endpoints, on the large set, as the services send them (pgbench mirrors for the choice's read and write). */
async function printPlans(set) {
  const heavy = heavyIds[0];
  const newcomer = HEAVY_USERS + NEW_PER_ROUND * (RUNS + 1);
  const [session] = scriptStatements(CHOICE_LOOP_SQL, { client_id: heavy });
  await explain(set.client, `session lookup (every request), bench-user-${heavy}`, session);
  for (const [who, n] of [['long history', heavy], ['new person', newcomer]]) {
    const query = nextPairQuery(`bench-user-${n}`, undefined, 0.42, NEXT_PAIR_CANDIDATES);
    await explain(set.client, `next-pair read, ${who} (bench-user-${n})`, query.text, query.values);
  }
  const pairId = set.pairs.get(heavy).at(-1);
  const prefs = JSON.stringify([{ tagName: 'activity-solo', score: 0.55, choiceCount: 1 }]);
  const vars = {
    client_id: heavy, r: 0.42, next_id: pairId, prefs_next: prefs, prefs_count: 1, dims_next: '[]', dims_count: 0,
    event_id: uuidv7(), event_payload: JSON.stringify({ userId: `bench-user-${heavy}`, choicePairId: pairId }),
  };
  const statements = scriptStatements(CHOICE_LOOP_SQL, vars);
  await explain(set.client, `the choice's read (choice-loop.pgbench.sql statement 4), bench-user-${heavy}`, statements[3]);
  // Only preferences the pair has are upserted by the service; with `activity-solo` unknown to the pair the check may raise, so rolled back either way.
  await explain(set.client, `the choice's write (statement 5, rolled back), bench-user-${heavy}`, statements[4], [], { rollback: true }).catch((error) =>
    console.log(`  plan: the choice's write: ${error.message}`),
  );
  const [, cachedRead] = scriptStatements(RECOMMENDATIONS_SQL, { client_id: readerIds[0] });
  await explain(set.client, `cached recommendations read (recommendations-read.pgbench.sql), bench-user-${readerIds[0]}`, cachedRead);
}

/** Admin's fold of the choices into the figures' rollups (services/admin/src/data/choice-rollups.ts), timed. */
async function foldChoices(prisma) {
  // The service's own loop, its timer left idle: the bench calls it until caught up.
  const folding = startChoiceRollupFolding({ rollups: createChoiceRollups(prisma), intervalMs: 3_600_000 });
  const started = performance.now();
  const steps = [];
  try {
    for (;;) {
      steps.push(...(await folding.foldUntilCaughtUp()));
      if (steps.at(-1).caughtUp) break;
      await sleep(100); // a marked range waits for transactions that were open at its marking
    }
  } finally {
    await folding.stop();
  }
  const folded = steps.reduce((sum, step) => sum + step.folded, 0);
  // What autovacuum does soon after a catch-up of millions: the rollups' visibility map for index-only counts.
  await prisma.$executeRawUnsafe('VACUUM ANALYZE choice_people, choice_days, choice_rollup_state');
  return { folded, steps: steps.length, seconds: (performance.now() - started) / 1000 };
}

/**
 * The admin's figures over choices and people (services/admin/src/data/analytics-repository.ts), called
 * as the admin service calls them, alternating small and large; and the same figures counted from the
 * rows (the statements they replaced), to show they agree at both sizes.
 */
const ADMIN_FIGURES = [
  ['engagement overview', (analytics) => analytics.engagement()],
  ['daily, 30 days', (analytics) => analytics.daily(30)],
  ['daily, 90 days', (analytics) => analytics.daily(90)],
];
const ADMIN_CALLS = 30;

async function measureAdminFigures() {
  const out = [];
  for (const [name, call] of ADMIN_FIGURES) {
    const times = sets.map(() => []);
    for (let i = 0; i < ADMIN_CALLS + 3; i += 1) {
      for (const [k, set] of sets.entries()) {
        const started = performance.now();
        await call(createAnalyticsRepository(set.db.prisma));
        if (i >= 3) times[k].push(performance.now() - started);
      }
    }
    out.push({ name, figures: times.map((t) => summarize(t)) });
  }
  return out;
}

/**
 * The read against the rows counted just before and just after it. The 7-day window moves on while the
 * count runs (a second at 10M rows), and people whose last choice leaves it drop out, so the read's
 * active people must lie between the two counts; the totals must equal them.
 */
async function adminFiguresAgreeWithRows(set) {
  const count = async () =>
    (
      await set.client.query(
        `SELECT (SELECT count(*) FROM users)::int AS "totalUsers", (SELECT count(*) FROM user_choices)::int AS "totalChoices",
                (SELECT count(*)::int FROM (SELECT user_id FROM user_choices WHERE created_at > now() - interval '7 days'
                   UNION SELECT user_id FROM page_view_people WHERE last_view > now() - interval '7 days') AS active) AS "activeUsers"`,
      )
    ).rows[0];
  const before = await count();
  const engagement = await createAnalyticsRepository(set.db.prisma).engagement();
  const after = await count();
  const read = { totalUsers: engagement.totalUsers, totalChoices: engagement.totalChoices, activeUsers: engagement.activeUsers };
  const agree =
    read.totalUsers === before.totalUsers && read.totalUsers === after.totalUsers &&
    read.totalChoices === before.totalChoices && read.totalChoices === after.totalChoices &&
    read.activeUsers <= before.activeUsers && read.activeUsers >= after.activeUsers;
  return { agree, read, counted: { before, after } };
}

/** Popular tags read every preference row when computed: its time on both sets (docs/performance.md, Cost as data grows). */
const ADMIN_STATEMENTS = [
  [
    'engagement: popularTags',
    `SELECT tag_name, round(avg(score)::numeric, 4)::float8 AS score, count(*)::int AS people FROM user_preferences WHERE choice_count > 0
      GROUP BY tag_name ORDER BY count(*) FILTER (WHERE score > 0.5) DESC, avg(score) DESC, tag_name LIMIT 5`,
  ],
];

async function printAdminTimes(set) {
  for (const [label, sql] of ADMIN_STATEMENTS) {
    const { rows } = await set.client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`);
    const lines = rows.map((row) => row['QUERY PLAN']);
    const scans = lines.filter((line) => /Scan/.test(line)).map((line) => line.trim().replace(/^->\s*/, '').replace(/\s*\(actual.*$/, ''));
    console.log(`  ${label.padEnd(36)} ${lines.find((line) => line.startsWith('Execution Time'))}  [${scans.join('; ')}]`);
  }
}

async function main() {
  log(`${RUNS} rounds, ${REQUESTS} sequential requests per endpoint, size and round; ${HEAVY_USERS} people with ${HEAVY_HISTORY} choices, ${NEW_USERS} new, ${READERS} readers`);
  logMachine();
  const nats = await startNatsServerProcess();
  try {
    for (const size of SIZES) await prepareSize(size, nats);
    for (const set of sets) await warmReaderLists(set);
    log('readers\' lists generated; warm-up round…');
    const results = new Map(); // `${endpoint}|${size}` → [summary per round]
    for (let round = 0; round <= RUNS; round += 1) {
      for (const [name, requestOf] of ENDPOINTS) {
        const measured = await measureInterleaved(round === 0 ? Math.min(100, REQUESTS) : REQUESTS, sets.map((set) => requestOf(set, round)));
        if (round === 0) continue;
        for (const [k, set] of sets.entries()) {
          const key = `${name}|${set.name}`;
          const result = measured[k];
          results.set(key, [...(results.get(key) ?? []), result]);
          log(`round ${round} ${set.name.padEnd(5)} ${name.padEnd(28)} p50 ${fmt(result.latency.p50)} p95 ${fmt(result.latency.p95)} p99 ${fmt(result.latency.p99)} ${JSON.stringify(result.statuses)} (load ${loadAverage()})`);
        }
      }
    }

    console.log('\n================ cost as data grows ================');
    for (const set of sets) console.log(`${set.name.padEnd(6)} ${set.choices.toLocaleString('en')} user_choices, ${set.users.toLocaleString('en')} users`);
    console.log(`${REQUESTS} sequential requests per endpoint, size and round; median of ${RUNS} rounds (p99 of each round in brackets)`);
    let met = true;
    for (const [name] of ENDPOINTS) {
      const figures = sets.map((set) => {
        const rounds = results.get(`${name}|${set.name}`);
        return {
          p50: median(rounds.map((r) => r.latency.p50)),
          p95: median(rounds.map((r) => r.latency.p95)),
          p99: median(rounds.map((r) => r.latency.p99)),
          p99s: rounds.map((r) => r.latency.p99.toFixed(2)).join(' / '),
          statuses: rounds.map((r) => JSON.stringify(r.statuses)).join(' '),
        };
      });
      const ratio = figures[1].p99 / figures[0].p99;
      if (!(ratio <= RATIO_TARGET)) met = false;
      console.log(`  ${name}`);
      for (const [i, f] of figures.entries()) {
        console.log(`    ${sets[i].name.padEnd(6)} p50 ${fmt(f.p50)}  p95 ${fmt(f.p95)}  p99 ${fmt(f.p99)}  (${f.p99s})  ${f.statuses}`);
      }
      console.log(`    p99 large / small ${ratio.toFixed(2)}×  target ≤ ${RATIO_TARGET}×  ${ratio <= RATIO_TARGET ? 'MET' : 'NOT MET'}`);
    }
    console.log(`plans on the large set (${sets[1].choices.toLocaleString('en')} user_choices)`);
    await printPlans(sets[1]);
    const adminFigures = await measureAdminFigures();
    console.log(`admin figures over choices and people (rollups folded: ${sets.map((set) => `${set.name} ${set.fold.folded.toLocaleString('en')} choices in ${set.fold.seconds.toFixed(1)} s`).join(', ')}); ${ADMIN_CALLS} calls each, alternating`);
    for (const { name, figures } of adminFigures) {
      const ratio = figures[1].p95 / figures[0].p95;
      console.log(`  ${name.padEnd(22)} ${figures.map((f, k) => `${sets[k].name} p50 ${fmt(f.p50)} p95 ${fmt(f.p95)}`).join('   ')}   p95 large / small ${ratio.toFixed(2)}×`);
    }
    for (const set of sets) {
      const check = await adminFiguresAgreeWithRows(set);
      console.log(`  ${set.name.padEnd(6)} agrees with counting the rows (before and after it): ${check.agree ? "yes" : "NO"} ${JSON.stringify(check.read)} counted ${JSON.stringify(check.counted)}`);
      if (!check.agree) met = false;
    }
    console.log(`popular tags grouped over every preference row: live below ${LIVE_TAG_ROWS_MAX.toLocaleString('en')} rows, else what one snapshot refresh costs (small set, then large; EXPLAIN ANALYZE)`);
    for (const set of sets) {
      console.log(` ${set.name}`);
      await printAdminTimes(set);
    }
    console.log(loadAverageAfterLine());
    console.log('====================================================');
    process.exitCode = met ? 0 : 1;
  } finally {
    await stopServiceProcesses(sets.flatMap((set) => [set.choicesService, set.recommendationsService]).filter(Boolean));
    await nats.dispose();
    for (const set of sets) {
      await set.client.end();
      if (args['keep-db']) log(`kept database ${set.db.databaseUrl}`);
      else await set.db.drop();
    }
  }
}

await main();
