#!/usr/bin/env node
/**
 * Recommendations benchmark (not a test).
 *
 *   node tools/bench/recommendations.mjs [--users 50] [--duration 15] [--warmup 3] [--fresh-users 20]
 *                                          [--pool 10] [--log-level info] [--keep-db] [--skip-pgbench]
 *
 * 1. Fresh Postgres database (@alive/db/testing, 127.0.0.1:5432) with the product seed (choice pairs,
 *    recommendation catalogue, content library), --users users, a private JetStream server.
 * 2. The recommendations and choices services as their own processes (scripts/service-main.ts <name>,
 *    NODE_ENV=production, real NATS), exactly how they run in production.
 * 3. Cached reads: every user's general list is generated, then --users concurrent users (one
 *    keep-alive connection each) read GET /api/personalized-recommendations/general?limit=10, each
 *    every --think-ms (latency p50/p95/p99 at that load), then back to back (capacity); beside the
 *    capacity, pgbench running the same SQL per read (recommendations-read.pgbench.sql, kept in step
 *    by recommendations-sql.test.ts) at the same concurrency.
 * 4. Freshness: --fresh-users people at once each make 5 choices through the choices service
 *    (GET next pair → POST the choice); from the 5th choice's 201, the time until their general list
 *    reads `cached: true` with a new `generatedAt` (outbox → JetStream → consumer → background
 *    generation), polled every 20 ms.
 *
 * 5. The views computed per request (enhanced content, smart pairs, profile, insights, groupings):
 *    latency at 10 requests at once.
 *
 * Targets (docs/product/recommendations.md, Freshness and status): cached read p95 < 10 ms at 50
 * users; 5th choice → fresh list p95 < 2 s.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchSessionCookies, createBenchUsers, createTestDatabase, startNatsServerProcess } from './lib/workspace.mjs';
import { fmt, loadAverageAfterLine, log, logMachine, sleep } from './lib/bench-run.mjs';
import { connection, pool, send } from '../lib/http-client.mjs';
import { summarize } from '../lib/percentiles.mjs';
import { startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';
import { runPgbench } from './lib/pgbench.mjs';

const PGBENCH_SCRIPT = fileURLToPath(new URL('./recommendations-read.pgbench.sql', import.meta.url));

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    'fresh-users': { type: 'string', default: '20' },
    pool: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'info' },
    /** Think time range between one person's reads in the latency phase, ms (switching tabs, scrolling). */
    'think-ms': { type: 'string', default: '250-750' },
    'keep-db': { type: 'boolean', default: false },
    'skip-pgbench': { type: 'boolean', default: false },
  },
});
const USERS = Number(args.users);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const FRESH_USERS = Math.min(Number(args['fresh-users']), USERS);
const THINK_MS = args['think-ms'].split('-').map(Number);

// ---------------------------------------------------------------------------------------------
// Database, NATS, services

async function prepareDatabase() {
  const db = await createTestDatabase({ seed: true, maxConnections: 4 });
  await createBenchUsers(db.prisma, USERS);
  await db.prisma.$executeRawUnsafe('ANALYZE');
  return db;
}

function startService(name, env) {
  return startServiceProcess(name, { env, logLevel: args['log-level'], poolSize: args.pool });
}

const READ_PATH = '/api/personalized-recommendations/general?limit=10';

/** Every user's general list exists and is fresh. */
async function warmCaches(url, cookies) {
  const readers = pool(url, 8);
  for (let round = 0; round < 200; round += 1) {
    const answers = await Promise.all(cookies.map((cookie) => send(readers, 'GET', READ_PATH, { cookie })));
    if (answers.every((a) => a.status === 200 && JSON.parse(a.text).cached)) {
      await readers.close();
      return JSON.parse(answers[0].text).recommendations.length;
    }
    await sleep(100);
  }
  throw new Error('the general lists did not become fresh');
}

/**
 * thinkMs [min, max]: pause between reads (0 = closed loop: each user reads again as soon as the answer
 * arrives, which measures capacity; a pause measures latency at the load of that many people browsing).
 */
async function runReads(url, cookies, seconds, thinkMs = [0, 0]) {
  const latencies = [];
  const notCached = { count: 0 };
  const errors = new Map();
  let stop = false;
  const started = performance.now();
  async function user(index) {
    const person = connection(url);
    // With think time, people arrive spread over one think period, not all in the same millisecond.
    if (thinkMs[1] > 0) await sleep(Math.random() * thinkMs[1]);
    while (!stop) {
      const think = thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]);
      if (think > 0) await sleep(think);
      const t0 = performance.now();
      const res = await send(person, 'GET', READ_PATH, { cookie: cookies[index] });
      latencies.push(performance.now() - t0);
      if (res.status !== 200) errors.set(res.status, (errors.get(res.status) ?? 0) + 1);
      else if (!JSON.parse(res.text).cached) notCached.count += 1;
    }
    await person.close();
  }
  const workers = cookies.map((_, i) => user(i));
  await sleep(seconds * 1000);
  stop = true;
  await Promise.all(workers);
  const elapsedS = (performance.now() - started) / 1000;
  return { latency: summarize(latencies), readsPerSecond: latencies.length / elapsedS, notCached: notCached.count, errors: Object.fromEntries(errors) };
}

/** The views computed per request (no cache): each asked `perEndpoint` times, 10 at once, after the people have choices. */
const COMPUTED = [
  ['GET', '/api/enhanced-content-recommendations?limit=12'],
  ['POST', '/api/smart-recommendations', '{}'],
  ['GET', '/api/personality-profile'],
  ['GET', '/api/recommendation-insights'],
  ['GET', '/api/user-groupings'],
];

async function runComputed(url, cookies, perEndpoint = 200) {
  const results = [];
  for (const [method, path, body] of COMPUTED) {
    const latencies = [];
    let next = 0;
    const statuses = new Map();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const caller = connection(url);
        while (next < perEndpoint) {
          const cookie = cookies[next++ % cookies.length];
          const t0 = performance.now();
          const res = await send(caller, method, path, { cookie, body });
          latencies.push(performance.now() - t0);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
        await caller.close();
      }),
    );
    results.push({ endpoint: `${method} ${path.split('?')[0]}`, latency: summarize(latencies), statuses: Object.fromEntries(statuses) });
  }
  return results;
}

/** 5 choices per person through the choices service; from the 5th 201, the time until their list is fresh again. */
async function runFreshness(choicesUrl, recommendationsUrl, cookies) {
  const durations = [];
  const failures = [];
  await Promise.all(
    cookies.map(async (cookie) => {
      const choices = connection(choicesUrl);
      const recommendations = connection(recommendationsUrl);
      try {
        const before = JSON.parse((await send(recommendations, 'GET', READ_PATH, { cookie })).text);
        let fifthAt = 0;
        for (let i = 0; i < 5; i += 1) {
          const next = await send(choices, 'GET', '/api/choice-pairs/next', { cookie });
          const pair = JSON.parse(next.text);
          const body = JSON.stringify({ choicePairId: pair.id, selectedOption: Math.random() < 0.5 ? 'option1' : 'option2', responseTime: 700 });
          const submit = await send(choices, 'POST', '/api/user-choices', { cookie, body });
          if (submit.status !== 201) throw new Error(`choice ${submit.status} ${submit.text}`);
          fifthAt = performance.now();
        }
        for (;;) {
          const answer = JSON.parse((await send(recommendations, 'GET', READ_PATH, { cookie })).text);
          if (answer.cached && answer.generatedAt !== before.generatedAt) break;
          if (performance.now() - fifthAt > 30_000) throw new Error('no fresh list within 30 s');
          await sleep(20);
        }
        durations.push(performance.now() - fifthAt);
      } catch (error) {
        failures.push(String(error));
      } finally {
        await Promise.all([choices.destroy(), recommendations.destroy()]);
      }
    }),
  );
  return { latency: summarize(durations), failures };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  log(`${USERS} users, ${WARMUP_S}s warm-up + ${DURATION_S}s of reads, ${FRESH_USERS} people choosing at once, DB pool ${args.pool}`);
  logMachine();
  const db = await prepareDatabase();
  const nats = await startNatsServerProcess();
  // One signed-in session per bench user; the ids are the ones recommendations-read.pgbench.sql looks up.
  const cookies = await benchSessionCookies(db.prisma, USERS);
  // The cache figures (/api/debug/recommendation-performance) are admins' only: the first bench user reads them.
  await db.prisma.user.update({ where: { id: 'bench-user-0' }, data: { isAdmin: true } });
  const services = [];
  try {
    const [items, titles, pairs] = await Promise.all([db.prisma.recommendationItem.count(), db.prisma.contentClassification.count(), db.prisma.choicePair.count()]);
    log(`database ${new URL(db.databaseUrl).pathname.slice(1)}: ${items} catalogue items, ${titles} library titles, ${pairs} choice pairs`);
    const recommendations = await startService('recommendations', { DATABASE_URL: db.databaseUrl, NATS_URL: nats.url });
    services.push(recommendations);
    const choices = await startService('choices', { DATABASE_URL: db.databaseUrl, NATS_URL: nats.url });
    services.push(choices);

    const listLength = await warmCaches(recommendations.url, cookies);
    log(`${USERS} general lists generated (${listLength} items per read)`);
    if (WARMUP_S > 0) await runReads(recommendations.url, cookies, WARMUP_S);
    log(`measuring cached reads with ${USERS} users reading every ${THINK_MS.join('–')} ms…`);
    const paced = await runReads(recommendations.url, cookies, DURATION_S, THINK_MS);
    log(`measuring capacity: ${USERS} users reading back to back…`);
    const reads = await runReads(recommendations.url, cookies, DURATION_S);

    let pg;
    if (!args['skip-pgbench']) {
      log('measuring the same SQL with pgbench…');
      // The same SQL per read, same database, same concurrency.
      pg = await runPgbench({ databaseUrl: db.databaseUrl, script: PGBENCH_SCRIPT, clients: USERS, seconds: DURATION_S });
    }

    log(`measuring freshness: ${FRESH_USERS} people make 5 choices each…`);
    const fresh = await runFreshness(choices.url, recommendations.url, cookies.slice(0, FRESH_USERS));
    log('measuring the views computed per request…');
    const computed = await runComputed(recommendations.url, cookies.slice(0, FRESH_USERS));
    const figures = await (await fetch(`${recommendations.url}/api/debug/recommendation-performance`, { headers: { cookie: cookies[0] } })).json();
    const generation = await db.prisma.recommendationCache.aggregate({ _avg: { generationMs: true }, _max: { generationMs: true } });

    const readP95 = paced.latency.p95;
    const freshP95 = fresh.latency.p95;
    console.log('\n================ recommendations benchmark ================');
    console.log(`cached read latency (GET ${READ_PATH}, ${USERS} users each reading every ${THINK_MS.join('–')} ms → ${paced.readsPerSecond.toFixed(1)} reads/s offered)`);
    console.log(`  service                  p50 ${fmt(paced.latency.p50)}  p95 ${fmt(readP95)}  p99 ${fmt(paced.latency.p99)}  max ${fmt(paced.latency.max)}`);
    console.log(`  not cached / errors      ${paced.notCached} / ${JSON.stringify(paced.errors)}`);
    console.log(`  read p95                 ${fmt(readP95)}   target < 10 ms   ${readP95 < 10 ? 'MET' : 'NOT MET'}`);
    console.log(`capacity (closed loop: every user reads again as soon as the answer arrives)`);
    console.log(`  service                  ${reads.readsPerSecond.toFixed(1)} reads/s  p50 ${fmt(reads.latency.p50)}  p95 ${fmt(reads.latency.p95)}  (queueing: ${USERS} users / throughput)`);
    console.log(`  not cached / errors      ${reads.notCached} / ${JSON.stringify(reads.errors)}`);
    if (pg) {
      console.log(`  pgbench, same SQL        ${pg.tps.toFixed(1)} reads/s  p50 ${fmt(pg.latency.p50)}  p95 ${fmt(pg.latency.p95)}  p99 ${fmt(pg.latency.p99)}`);
      console.log(`  throughput ratio         ${((100 * reads.readsPerSecond) / pg.tps).toFixed(1)} % of the SQL alone`);
    }
    console.log(`freshness (${FRESH_USERS} people at once: 5th choice → general list cached with a new generatedAt, real NATS)`);
    console.log(`  time to a fresh list     p50 ${fmt(fresh.latency.p50)}  p95 ${fmt(freshP95)}  max ${fmt(fresh.latency.max)}  (${fresh.latency.count} people)`);
    console.log(`  failures                 ${fresh.failures.length ? fresh.failures.join('; ') : 'none'}`);
    console.log(`  p95                      ${fmt(freshP95)}   target < 2 s   ${freshP95 < 2000 && fresh.failures.length === 0 ? 'MET' : 'NOT MET'}`);
    console.log('computed per request (10 at once, people with 5 choices each)');
    for (const c of computed) {
      console.log(`  ${c.endpoint.padEnd(46)} p50 ${fmt(c.latency.p50)}  p95 ${fmt(c.latency.p95)}  ${JSON.stringify(c.statuses)}`);
    }
    console.log(`generation (built-in)      mean ${Number(generation._avg.generationMs ?? 0).toFixed(1)} ms  max ${generation._max.generationMs ?? 0} ms per list`);
    console.log(`service's own figures      ${JSON.stringify(figures)}`);
    console.log(loadAverageAfterLine());
    console.log('===========================================================');
  } finally {
    await stopServiceProcesses(services);
    await nats.dispose();
    if (args['keep-db']) log(`kept database ${db.databaseUrl}`);
    else await db.drop();
  }
}

await main();
