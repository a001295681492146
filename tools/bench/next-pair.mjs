#!/usr/bin/env node
/**
 * Adaptive next-pair benchmark (not a test; docs/profile-model.md, Adaptive choices).
 *
 *   node tools/bench/next-pair.mjs [--pairs 100000] [--choices 10000] [--requests 1000] [--keep-db]
 *
 * 1. Fresh Postgres database (@alive/db/testing) with the product seed replicated to --pairs shared
 *    pairs, one person (bench-user-0) who has answered --choices of them (spread over 90 days, with
 *    their dimension evidence and a preference row for every tag of the seed), and one new person
 *    (bench-user-1, no choices), then ANALYZE.
 * 2. The choices service as its own process (scripts/service-main.ts choices, NODE_ENV=production).
 * 3. --requests sequential calls per case: the read itself in this process (findNextPair: the
 *    prepared statement and the policy, as the service runs it) for each person, with and without a
 *    category, beside the floor of any Prisma read (SELECT 1); then GET /api/choice-pairs/next over
 *    HTTP (adds the session lookup and Koa). Latency p50/p95/p99, and the statement's plan
 *    (EXPLAIN ANALYZE) for the person with --choices choices.
 *
 * Target (issue 12): the next-pair read < 5 ms p95 at 100,000 pairs and a person with 10,000 choices.
 */
import { parseArgs } from 'node:util';
import { benchSessionCookies, createBenchUsers, createTestDatabase, replicateSeedPairs } from './lib/workspace.mjs';
import { fmt, loadAverageAfterLine, log, logMachine } from './lib/bench-run.mjs';
import { connection, send } from '../lib/http-client.mjs';
import { summarize } from '../lib/percentiles.mjs';
import { startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';

const { findNextPair } = await import('../../services/choices/src/domain/next-pair.ts');
const { nextPairQuery } = await import('../../services/choices/src/data/choice-pair-repository.ts');
const { NEXT_PAIR_CANDIDATES } = await import('@alive/domain');
const { Prisma } = await import('@alive/db');

const { values: args } = parseArgs({
  options: {
    pairs: { type: 'string', default: '100000' },
    choices: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '1000' },
    'keep-db': { type: 'boolean', default: false },
  },
});
const PAIRS = Number(args.pairs);
const CHOICES = Number(args.choices);
const REQUESTS = Number(args.requests);
const TARGET_MS = 5;
const HEAVY = 'bench-user-0';
const NEW = 'bench-user-1';

async function prepareDatabase() {
  const started = performance.now();
  const db = await createTestDatabase({ seed: true, maxConnections: 4 });
  await replicateSeedPairs(db.prisma, PAIRS);
  await createBenchUsers(db.prisma, 2);
  // The heavy person's choices: a random --choices of the pairs, over 90 days.
  await db.prisma.$executeRawUnsafe(`
    INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time, created_at)
    SELECT '${HEAVY}', id, (CASE WHEN random() < 0.5 THEN 'option1' ELSE 'option2' END)::"SelectedOption", 900,
           now() - random() * interval '90 days'
      FROM (SELECT id FROM choice_pairs ORDER BY random() LIMIT ${CHOICES}) AS chosen`);
  await db.prisma.$executeRawUnsafe(`
    INSERT INTO dimension_evidence (user_id, dimension, positive_weight, negative_weight, choice_count, updated_at)
    SELECT '${HEAVY}', d, 1000 + floor(random() * 1000), 1000 + floor(random() * 1000), ${Math.round(CHOICES / 5)}, now() - random() * interval '1 day'
      FROM unnest(ARRAY['primary_drive', 'happiness_orientation', 'life_engagement', 'value_investment', 'locus_of_control']) AS d`);
  await db.prisma.$executeRawUnsafe(`
    INSERT INTO user_preferences (user_id, tag_name, score, choice_count, updated_at)
    SELECT DISTINCT '${HEAVY}', k, 0.5, 10, now()
      FROM choice_pairs, jsonb_object_keys(option1_tags || option2_tags) AS k
     WHERE source = 'seed' AND k NOT LIKE 'alive:%'`);
  await db.prisma.$executeRawUnsafe('VACUUM ANALYZE');
  const counts = await db.prisma.$queryRawUnsafe(
    `SELECT (SELECT count(*) FROM choice_pairs)::int AS pairs, (SELECT count(*) FROM user_choices WHERE user_id = '${HEAVY}')::int AS choices,
            (SELECT count(*) FROM user_preferences WHERE user_id = '${HEAVY}')::int AS tags`,
  );
  log(`database ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts[0])}`);
  return db;
}

async function overHttp(serviceUrl, cookie, path) {
  const person = connection(serviceUrl);
  const latencies = [];
  const statuses = new Map();
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await send(person, 'GET', path, { cookie });
    latencies.push(performance.now() - started);
    const outcome = response.status === 200 && response.text !== 'null' ? '200 pair' : `${response.status} ${response.text.slice(0, 20)}`;
    statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
  }
  await person.close();
  return { latency: summarize(latencies), statuses: Object.fromEntries(statuses) };
}

/** In this process, through the same Prisma client setup the service uses (createPrismaClient). */
async function timed(read) {
  const latencies = [];
  let answered = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const result = await read();
    latencies.push(performance.now() - started);
    if (result) answered += 1;
  }
  return { latency: summarize(latencies), statuses: { answered } };
}

async function main() {
  log(`${PAIRS} pairs, a person with ${CHOICES} choices, ${REQUESTS} sequential requests per case`);
  logMachine();
  const db = await prepareDatabase();
  const services = [];
  try {
    const cookies = await benchSessionCookies(db.prisma, 2);
    const service = await startServiceProcess('choices', { env: { DATABASE_URL: db.databaseUrl }, logLevel: 'warn', poolSize: '10' });
    services.push(service);
    // [name, run, targeted]: the target is the read (statement + policy); the Prisma round trip of
    // SELECT 1 is the floor every read pays on this machine, and HTTP adds the session lookup.
    const cases = [
      ['floor: Prisma round trip, SELECT 1', () => timed(() => db.prisma.$queryRaw`SELECT 1`), false],
      [`read + policy, ${CHOICES} choices`, () => timed(() => findNextPair(db.prisma, HEAVY, undefined)), true],
      [`read + policy, ${CHOICES} choices, Books`, () => timed(() => findNextPair(db.prisma, HEAVY, 'Books')), true],
      ['read + policy, new person', () => timed(() => findNextPair(db.prisma, NEW, undefined)), true],
      [`HTTP, ${CHOICES} choices, all categories`, () => overHttp(service.url, cookies[0], '/api/choice-pairs/next'), false],
      [`HTTP, ${CHOICES} choices, category Books`, () => overHttp(service.url, cookies[0], '/api/choice-pairs/next?category=Books'), false],
    ];
    const results = [];
    for (const [name, run, targeted] of cases) {
      await run(); // warm-up (statements prepared, connections open)
      results.push([name, await run(), targeted]);
    }
    console.log('\n================ adaptive next-pair benchmark ================');
    console.log(`${PAIRS} shared pairs, ${NEXT_PAIR_CANDIDATES} candidates per read, ${REQUESTS} sequential requests per case`);
    let met = true;
    for (const [name, { latency, statuses }, targeted] of results) {
      if (targeted && latency.p95 >= TARGET_MS) met = false;
      const verdict = targeted ? `  ${latency.p95 < TARGET_MS ? 'MET' : 'NOT MET'} (p95 < ${TARGET_MS} ms)` : '';
      console.log(`  ${name.padEnd(38)} p50 ${fmt(latency.p50)}  p95 ${fmt(latency.p95)}  p99 ${fmt(latency.p99)}  ${JSON.stringify(statuses)}${verdict}`);
    }
    const plan = await db.prisma.$queryRaw(Prisma.sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${nextPairQuery(HEAVY, undefined, 0.42, NEXT_PAIR_CANDIDATES)}`);
    console.log(`  plan: the next-pair read of ${HEAVY} (${CHOICES} choices), all categories`);
    for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
    console.log(loadAverageAfterLine());
    console.log('==============================================================');
    process.exitCode = met ? 0 : 1;
  } finally {
    await stopServiceProcesses(services);
    if (!args['keep-db']) await db.drop();
  }
}

await main();
