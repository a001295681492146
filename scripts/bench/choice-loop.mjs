#!/usr/bin/env node
/**
 * Choice-loop benchmark (not a test).
 *
 *   node scripts/bench/choice-loop.mjs [--users 50] [--duration 20] [--warmup 5] [--pairs 10000]
 *                                      [--pool 10] [--log-level info] [--keep-db]
 *
 * 1. Fresh Postgres database (@alive/db/testing, 127.0.0.1:5432) with the product seed replicated to
 *    --pairs choice pairs, --users users, a private JetStream server (nats-server child process).
 * 2. The choices service as its own process (services/choices/src/main.ts, NODE_ENV=production,
 *    outbox relay publishing to NATS) — exactly how it runs in production.
 * 3. --users concurrent users, each a keep-alive connection running the home-screen loop:
 *    GET /api/choice-pairs/next → POST /api/user-choices (the pair just shown) → repeat.
 *    Throughput (loops/s and requests/s) and latency p50/p90/p99 per request and per endpoint.
 * 4. pgbench on the same database with the same SQL per loop (choice-loop.pgbench.sql) at the same
 *    concurrency: the ceiling the database alone allows. Then the ratio.
 *
 * Targets (issue 2): loop throughput ≥ 50 % of the pgbench ceiling; p99 < 25 ms at 50 users.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchSessionCookies, createBenchUsers, createTestDatabase, replicateSeedPairs, startNatsServerProcess } from './lib/workspace.mjs';
import { fmt, loadAverageAfterLine, log, logMachine, sleep } from './lib/bench-run.mjs';
import { summarize } from './lib/latency.mjs';
import { requestOnce } from './lib/http-request.mjs';
import { startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';
import { runPgbench } from './lib/pgbench.mjs';

const PGBENCH_SCRIPT = fileURLToPath(new URL('./choice-loop.pgbench.sql', import.meta.url));

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    pairs: { type: 'string', default: '10000' },
    pool: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'info' },
    /** Think time range of the latency phase, ms (a person looking at the pair before clicking). */
    'think-ms': { type: 'string', default: '250-750' },
    /** Service processes (the service is stateless; users are spread over them). */
    replicas: { type: 'string', default: '1' },
    'keep-db': { type: 'boolean', default: false },
    /** Write a V8 CPU profile of the service to this directory (for optimisation work). */
    'cpu-prof-dir': { type: 'string' },
    /** Skip pgbench (service figures only). */
    'skip-pgbench': { type: 'boolean', default: false },
  },
});
const USERS = Number(args.users);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const PAIRS = Number(args.pairs);
const THINK_MS = args['think-ms'].split('-').map(Number);
const REPLICAS = Number(args.replicas);

// ---------------------------------------------------------------------------------------------
// CPU accounting from /proc (Linux): on a shared machine wall-clock throughput depends on what
// else runs; CPU time spent per loop does much less, so it is reported beside it.

const CLOCK_TICKS_PER_S = 100; // USER_HZ on Linux

async function cpuMsOf(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11] = utime, fields[12] = stime (after pid and comm)
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined; // process gone
  }
}

/** Postgres backends serving a database (excluding the one asking). */
async function backendPids(prisma, database) {
  const rows = await prisma.$queryRawUnsafe(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    database,
  );
  return rows.map((r) => Number(r.pid));
}

/**
 * Samples the CPU time of a changing set of processes until stopped; a process's last sample counts
 * (so processes that exit during the run are included up to their last sample, ~200 ms).
 */
function cpuSampler(listPids) {
  const first = new Map();
  const last = new Map();
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const pid of await listPids()) {
        const ms = await cpuMsOf(pid);
        if (ms === undefined) continue;
        if (!first.has(pid)) first.set(pid, ms);
        last.set(pid, ms);
      }
      await sleep(200);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      let total = 0;
      for (const [pid, ms] of last) total += ms - (first.get(pid) ?? ms);
      return total;
    },
    /** Processes seen for the first time mid-run started from 0 (pgbench backends). */
    async stopCountingNewFromZero(existing) {
      running = false;
      await loop;
      let total = 0;
      for (const [pid, ms] of last) total += ms - (existing.has(pid) ? first.get(pid) ?? ms : 0);
      return total;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Database, users, NATS, service

async function prepareDatabase() {
  const db = await createTestDatabase({ seed: true, maxConnections: 4 });
  await replicateSeedPairs(db.prisma, PAIRS);
  await createBenchUsers(db.prisma, USERS);
  await db.prisma.$executeRawUnsafe('ANALYZE');
  return db;
}

/** Removes what a run wrote, so both runs start from the same state. */
async function resetRunData(db) {
  await db.prisma.$executeRawUnsafe('TRUNCATE user_choices, user_preferences, dimension_evidence, outbox_events');
  await db.prisma.$executeRawUnsafe('UPDATE choice_pairs SET option1_votes = 0, option2_votes = 0, total_votes = 0 WHERE total_votes > 0');
  await db.prisma.$executeRawUnsafe('VACUUM ANALYZE');
}

function startChoicesService(databaseUrl, natsUrl) {
  return startServiceProcess('choices', {
    env: { DATABASE_URL: databaseUrl, NATS_URL: natsUrl },
    nodeArgs: args['cpu-prof-dir'] ? ['--cpu-prof', '--cpu-prof-dir', args['cpu-prof-dir']] : [],
    logLevel: args['log-level'],
    poolSize: args.pool,
  });
}

// ---------------------------------------------------------------------------------------------
// Load: one keep-alive connection per user, GET next → POST choice

/**
 * thinkMs: [min, max] pause between seeing the pair and clicking (0 = closed loop at full speed,
 * which measures capacity; a pause measures latency at a realistic load of 50 people choosing).
 */
async function runLoad(serviceUrls, cookies, seconds, thinkMs = [0, 0]) {
  const latencies = { next: [], submit: [], loop: [] };
  const errors = new Map();
  let loops = 0;
  let stop = false;
  const started = performance.now();

  async function user(index) {
    // Users are spread over the replicas like a load balancer with keep-alive connections would.
    const target = new URL(serviceUrls[index % serviceUrls.length]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const cookie = cookies[index];
    // With think time, people arrive spread over one think period rather than all in the same
    // millisecond; a synchronized first burst of 50 requests is an artefact of the harness, not load.
    if (thinkMs[1] > 0) await sleep(Math.random() * thinkMs[1]);
    while (!stop) {
      const loopStart = performance.now();
      const next = await requestOnce(agent, target, 'GET', '/api/choice-pairs/next', cookie);
      const nextDone = performance.now();
      latencies.next.push(nextDone - loopStart);
      const pair = next.status === 200 ? JSON.parse(next.text) : null;
      if (!pair) {
        errors.set(`next ${next.status}`, (errors.get(`next ${next.status}`) ?? 0) + 1);
        if (next.status === 200) break; // this user answered everything
        continue;
      }
      const think = thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]);
      if (think > 0) await sleep(think);
      const body = JSON.stringify({ choicePairId: pair.id, selectedOption: Math.random() < 0.5 ? 'option1' : 'option2', responseTime: Math.round(think) });
      const submitStart = performance.now();
      const submit = await requestOnce(agent, target, 'POST', '/api/user-choices', cookie, body);
      const loopEnd = performance.now();
      latencies.submit.push(loopEnd - submitStart);
      latencies.loop.push(loopEnd - loopStart - think);
      if (submit.status !== 201) errors.set(`submit ${submit.status}`, (errors.get(`submit ${submit.status}`) ?? 0) + 1);
      else loops += 1;
    }
    agent.destroy();
  }

  const workers = Array.from({ length: USERS }, (_, i) => user(i));
  await sleep(seconds * 1000);
  stop = true;
  await Promise.all(workers);
  const elapsedS = (performance.now() - started) / 1000;
  return {
    elapsedS,
    loops,
    loopsPerSecond: loops / elapsedS,
    requestsPerSecond: (latencies.next.length + latencies.submit.length) / elapsedS,
    next: summarize(latencies.next),
    submit: summarize(latencies.submit),
    requests: summarize([...latencies.next, ...latencies.submit]),
    loop: summarize(latencies.loop),
    errors: Object.fromEntries(errors),
  };
}

// ---------------------------------------------------------------------------------------------
// pgbench: the same statements, same database, same concurrency

let pgbenchPid;

async function runChoiceLoopPgbench(databaseUrl, seconds) {
  const result = await runPgbench({ databaseUrl, script: PGBENCH_SCRIPT, clients: USERS, seconds, onStart: (pid) => (pgbenchPid = pid) });
  pgbenchPid = undefined;
  return result;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  log(`${USERS} users, ${WARMUP_S}s warm-up + ${DURATION_S}s per phase, ${PAIRS} pairs, ${REPLICAS} replica(s), DB pool ${args.pool}, log level ${args['log-level']}`);
  logMachine();
  const db = await prepareDatabase();
  const nats = await startNatsServerProcess();
  // One signed-in session per bench user; the ids are the ones choice-loop.pgbench.sql looks up.
  const cookies = await benchSessionCookies(db.prisma, USERS);
  let services = [];
  const serviceCpu = async () => (await Promise.all(services.map((s) => cpuMsOf(s.child.pid)))).reduce((a, b) => a + b, 0);
  try {
    log(`database ${new URL(db.databaseUrl).pathname.slice(1)}: ${await db.prisma.choicePair.count()} pairs`);
    for (let i = 0; i < REPLICAS; i += 1) services.push(await startChoicesService(db.databaseUrl, nats.url));
    const urls = services.map((s) => s.url);
    log(`choices service × ${REPLICAS} (pids ${services.map((s) => s.child.pid).join(', ')}), NATS ${nats.url}`);

    if (WARMUP_S > 0) {
      await runLoad(urls, cookies, WARMUP_S);
      await sleep(500);
      await resetRunData(db);
    }
    log(`measuring latency with ${USERS} users thinking ${THINK_MS.join('–')} ms per choice…`);
    const paced = await runLoad(urls, cookies, DURATION_S, THINK_MS);

    await resetRunData(db);
    await sleep(1000);

    log('measuring the service…');
    const database = new URL(db.databaseUrl).pathname.slice(1);
    const serviceCpuBefore = await serviceCpu();
    const benchCpuBefore = process.cpuUsage();
    const serviceBackends = cpuSampler(() => backendPids(db.prisma, database));
    const loop = await runLoad(urls, cookies, DURATION_S);
    const serviceDbCpuMs = await serviceBackends.stop();
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const loadGeneratorCpuMs = (benchCpu.user + benchCpu.system) / 1000;
    const serviceCpuMs = (await serviceCpu()) - serviceCpuBefore;

    await sleep(1000); // let the relay catch up before counting
    const outbox = await db.prisma.outboxEvent.groupBy({ by: ['status'], _count: { _all: true } });
    const choiceRows = await db.prisma.userChoice.count();

    await stopServiceProcesses(services);
    services = [];
    await resetRunData(db);

    if (args['skip-pgbench']) {
      console.log(
        JSON.stringify({
          loopsPerSecond: loop.loopsPerSecond,
          p50: loop.requests.p50,
          p99: loop.requests.p99,
          serviceCpuMsPerLoop: serviceCpuMs / loop.loops,
          pacedLoopsPerSecond: paced.loopsPerSecond,
          pacedP50: paced.requests.p50,
          pacedP99: paced.requests.p99,
          serviceDbCpuMsPerLoop: serviceDbCpuMs / loop.loops,
          loadGeneratorCpuMsPerLoop: loadGeneratorCpuMs / loop.loops,
          errors: loop.errors,
        }),
      );
      return;
    }
    log('measuring the SQL ceiling with pgbench…');
    const idleBackends = new Set(await backendPids(db.prisma, database));
    const pgbenchBackends = cpuSampler(() => backendPids(db.prisma, database));
    const pgbenchClient = cpuSampler(async () => (pgbenchPid ? [pgbenchPid] : []));
    const pg = await runChoiceLoopPgbench(db.databaseUrl, DURATION_S);
    const pgbenchDbCpuMs = await pgbenchBackends.stopCountingNewFromZero(idleBackends);
    const pgbenchClientCpuMs = await pgbenchClient.stopCountingNewFromZero(new Set());
    const pgChoices = await db.prisma.userChoice.count();

    const ratio = loop.loopsPerSecond / pg.tps;
    const errors = { ...loop.errors, ...paced.errors };
    const perLoop = (ms, loops) => ms / loops;
    const svcLoops = loop.loops;
    const pgLoops = pg.tps * DURATION_S;
    const cpu = {
      service: perLoop(serviceCpuMs, svcLoops),
      serviceDb: perLoop(serviceDbCpuMs, svcLoops),
      loadGenerator: perLoop(loadGeneratorCpuMs, svcLoops),
      pgbenchDb: perLoop(pgbenchDbCpuMs, pgLoops),
      pgbenchClient: perLoop(pgbenchClientCpuMs, pgLoops),
    };
    // Throughput on dedicated cores is inversely proportional to the CPU a loop costs on the server
    // side: (service + its Postgres work) versus (Postgres work alone). Clients are left out on both
    // sides (browsers and pgbench are not part of the system under test).
    const cpuRatio = cpu.pgbenchDb / (cpu.service + cpu.serviceDb);
    const p99 = paced.requests.p99;
    console.log('\n================ choice loop benchmark ================');
    console.log(`users (concurrency)        ${USERS}, ${PAIRS} pairs, ${DURATION_S} s per phase, ${REPLICAS} service process(es), DB pool ${args.pool} each`);
    console.log('capacity (closed loop: every user clicks again as soon as the next pair arrives)');
    console.log(`  service                  ${loop.loopsPerSecond.toFixed(1)} loops/s (${loop.requestsPerSecond.toFixed(1)} req/s; loop = GET next + POST choice)`);
    console.log(`    request latency        p50 ${fmt(loop.requests.p50)}  p99 ${fmt(loop.requests.p99)}  (queueing: ${USERS} users / throughput)`);
    console.log(`  pgbench, same SQL        ${pg.tps.toFixed(1)} loops/s  (${pgChoices} choices written, ${pg.failed} failed)`);
    console.log(`    loop latency           p50 ${fmt(pg.latency.p50)}  p99 ${fmt(pg.latency.p99)}`);
    console.log(`  ratio                    ${(ratio * 100).toFixed(1)} %   target ≥ 50 %   ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`);
    console.log(`latency (${USERS} users, ${THINK_MS.join('–')} ms think time → ${paced.loopsPerSecond.toFixed(1)} loops/s offered)`);
    console.log(`  all requests             p50 ${fmt(paced.requests.p50)}  p90 ${fmt(paced.requests.p90)}  p99 ${fmt(paced.requests.p99)}  max ${fmt(paced.requests.max)}`);
    console.log(`  GET next                 p50 ${fmt(paced.next.p50)}  p99 ${fmt(paced.next.p99)}`);
    console.log(`  POST user-choices        p50 ${fmt(paced.submit.p50)}  p99 ${fmt(paced.submit.p99)}`);
    console.log(`  request p99              ${fmt(p99)}   target < 25 ms   ${p99 < 25 ? 'MET' : 'NOT MET'}`);
    console.log(`errors                     ${JSON.stringify(errors)}`);
    console.log(`rows (capacity phase)      ${choiceRows} choices; outbox ${JSON.stringify(Object.fromEntries(outbox.map((o) => [o.status, o._count._all])))}`);
    console.log(`CPU per loop (ms)          service process(es) ${cpu.service.toFixed(2)} + its Postgres backends ${cpu.serviceDb.toFixed(2)}  (load generator ${cpu.loadGenerator.toFixed(2)})`);
    console.log(`                           pgbench: Postgres backends ${cpu.pgbenchDb.toFixed(2)}  (pgbench client ${cpu.pgbenchClient.toFixed(2)})`);
    console.log(`CPU-normalised ratio       ${(cpuRatio * 100).toFixed(1)} %   (Postgres-only CPU per loop / (service + Postgres) CPU per loop)`);
    console.log(loadAverageAfterLine());
    console.log('=======================================================');
  } finally {
    for (const s of services) s.child.kill('SIGKILL');
    await nats.dispose();
    if (args['keep-db']) log(`kept database ${db.databaseUrl}`);
    else await db.drop();
  }
}

await main();
