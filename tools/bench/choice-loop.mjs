#!/usr/bin/env node
/**
 * Choice-loop benchmark (not a test).
 *
 *   node tools/bench/choice-loop.mjs [--users 50] [--duration 20] [--warmup 5] [--pairs 10000]
 *                                      [--pool 10] [--log-level info] [--keep-db] [--edge [--edge-kind node|nginx]] [--edge-cpu-prof-dir DIR]
 *
 * 1. Fresh Postgres database (@alive/db/testing, 127.0.0.1:5432) with the product seed replicated to
 *    --pairs choice pairs, --users users, a private JetStream server (nats-server child process).
 * 2. The choices service as its own process (scripts/service-main.ts choices, NODE_ENV=production,
 *    outbox relay publishing to NATS) — exactly how it runs in production. Each run starts a new one
 *    and warms it with --warmup seconds of load before anything is measured.
 * 3. --users concurrent users, each a keep-alive connection running the home-screen loop:
 *    GET /api/choice-pairs/next → POST /api/user-choices (the pair just shown) → repeat.
 *    Throughput (loops/s and requests/s) and latency p50/p90/p99 per request and per endpoint.
 * 4. pgbench on the same database with the same SQL per loop (choice-loop.pgbench.sql) at the same
 *    concurrency: the ceiling the database alone allows. Then the ratio.
 *
 * A ceiling worth comparing with (docs/performance.md, "A benchmark you can trust"): every bench user
 * has a history (--history earlier choices, then the warm-up's scores and evidence), the state is kept
 * and restored before each phase, and ANALYZE runs after every restore, so both phases start from the
 * same rows with statistics. The plans of the script's statements (EXPLAIN, the same SQL as the
 * service's) are printed before the service phase and before and after pgbench; a sequential scan of a
 * growing table, a plan that changes between phases, or Postgres CPU per loop more than 3× apart
 * between the phases means the two did not run the same work, and no ratio is reported. --runs N
 * repeats the measurement and prints the median.
 *
 * --edge adds, after the paced phase, the paced load again with every user alternating its loops
 * direct and through the edge (services/edge in front of the service, as in production), and reports
 * what the edge adds to each request at p50: both paths measured at the same moments, so a shared
 * machine's load falls on both alike. --edge-kind nginx puts Debian's nginx with the project's rendered
 * config there instead (`apt-get install nginx`): in the cluster the Ingress, not the Node edge, is in
 * front of `/api/*`.
 *
 * Targets (docs/performance.md): loop throughput ≥ 70 % of the pgbench ceiling; paced p99 < 10 ms at 50
 * users; the edge adds ≤ 0.3 ms at p50.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchSessionCookies, createBenchUsers, createTestDatabase, replicateSeedPairs, startNatsServerProcess } from './lib/workspace.mjs';
import { fmt, loadAverageAfterLine, log, logMachine, sleep } from './lib/bench-run.mjs';
import { connection, send } from '../lib/http-client.mjs';
import { median, summarize } from '../lib/percentiles.mjs';
import { startEdgeProcess, startNginxProcess, startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';
import { runPgbench } from './lib/pgbench.mjs';
import { planNotes, planProblems, planSummary, scriptStatements } from './lib/query-plans.mjs';

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
    /** Write a V8 CPU profile of the edge (--edge) to this directory. */
    'edge-cpu-prof-dir': { type: 'string' },
    /** Skip pgbench (service figures only). */
    'skip-pgbench': { type: 'boolean', default: false },
    /** Also measure the paced phase through the edge (services/edge) and report its overhead. */
    edge: { type: 'boolean', default: false },
    /**
     * Which edge --edge puts in front: `node` (services/edge, the site's own) or `nginx` (Debian's nginx
     * with the config services/edge/src/nginx-config.ts renders: the API's edge in the cluster).
     */
    'edge-kind': { type: 'string', default: 'node' },
    /** Earlier choices per bench user, written before the run. */
    history: { type: 'string', default: '200' },
    /** Measurements (service phase + pgbench) to take; the report gives their median. */
    runs: { type: 'string', default: '3' },
  },
});
const USERS = Number(args.users);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const PAIRS = Number(args.pairs);
const THINK_MS = args['think-ms'].split('-').map(Number);
const REPLICAS = Number(args.replicas);
const HISTORY = Number(args.history);
const RUNS = Number(args.runs);
const EDGE_KIND = args['edge-kind'];
if (!['node', 'nginx'].includes(EDGE_KIND)) throw new Error(`--edge-kind must be node or nginx, not ${EDGE_KIND}`);
const EDGE_NAME = EDGE_KIND === 'nginx' ? "nginx (the project's rendered config)" : 'services/edge';
/** What the edge may add to a request at p50 (docs/performance.md). */
const EDGE_P50_TARGET_MS = 0.3;
/** Postgres CPU per loop further apart than this between the phases: they did not run the same work. */
const CPU_AGREEMENT = 3;

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

/** CPU of a process and its children (nginx's workers under its master), found by their parent pid in /proc. */
async function cpuMsOfTree(pid) {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const parentOf = async (child) => readFile(`/proc/${child}/stat`, 'utf8').then((stat) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), () => 0);
  const children = [];
  for (const child of pids) if ((await parentOf(child)) === pid) children.push(Number(child));
  const all = await Promise.all([pid, ...children].map(cpuMsOf));
  return all.reduce((total, ms) => total + (ms ?? 0), 0);
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
      // The database may be gone once a failed phase unwinds; the sampler then just stops counting.
      const pids = await listPids().catch(() => []);
      for (const pid of pids) {
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
  // People with a history: --history earlier choices each, on pairs spread over the whole set.
  await db.prisma.$executeRawUnsafe(`
    INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time, created_at)
    SELECT 'bench-user-' || u, p.id, 'option1', 800, now() - interval '30 days'
      FROM generate_series(0, ${USERS - 1}) AS u
     CROSS JOIN LATERAL (SELECT id FROM choice_pairs WHERE owner_user_id IS NULL ORDER BY random() + u * 0 LIMIT ${HISTORY}) AS p`);
  await db.prisma.$executeRawUnsafe('ANALYZE');
  return db;
}

const KEPT_TABLES = ['user_choices', 'user_preferences', 'dimension_evidence'];

/** Keeps the people's state as it is now (after the warm-up): every phase starts from it. */
async function keepState(db) {
  for (const table of KEPT_TABLES) {
    await db.prisma.$executeRawUnsafe(`DROP TABLE IF EXISTS bench_kept_${table}`);
    await db.prisma.$executeRawUnsafe(`CREATE TABLE bench_kept_${table} AS SELECT * FROM ${table}`);
  }
}

/** Puts back the kept state and gathers statistics, so both phases start from the same rows and plans. */
async function resetRunData(db) {
  await db.prisma.$executeRawUnsafe(`TRUNCATE ${KEPT_TABLES.join(', ')}, outbox_events`);
  for (const table of KEPT_TABLES) await db.prisma.$executeRawUnsafe(`INSERT INTO ${table} SELECT * FROM bench_kept_${table}`);
  await db.prisma.$executeRawUnsafe('UPDATE choice_pairs SET option1_votes = 0, option2_votes = 0, total_votes = 0 WHERE total_votes > 0');
  await db.prisma.$executeRawUnsafe('VACUUM ANALYZE');
}

/** The plans of the pgbench script's statements for bench user 0 (EXPLAIN: nothing runs). */
async function plansNow(db) {
  const [{ id }] = await db.prisma.$queryRawUnsafe(
    "SELECT min(id) AS id FROM choice_pairs cp WHERE is_active AND owner_user_id IS NULL AND NOT EXISTS (SELECT 1 FROM user_choices uc WHERE uc.user_id = 'bench-user-0' AND uc.choice_pair_id = cp.id)",
  );
  const vars = {
    client_id: 0,
    r: 0.5,
    next_id: Number(id),
    prefs_next: '[]',
    dims_next: '[]',
    prefs_count: 0,
    dims_count: 0,
    event_id: '00000000-0000-4000-8000-000000000000',
    event_payload: '{}',
  };
  return planSummary(db.prisma, scriptStatements(await readFile(PGBENCH_SCRIPT, 'utf8'), vars));
}

const describePlans = (plans) => plans.map((p) => `#${p.statement} ${p.indexes.join('+') || '-'}${p.seqScans.length ? ` SEQ(${p.seqScans.join(',')})` : ''}`).join('  ');

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
async function runLoad(serviceUrls, cookies, seconds, thinkMs = [0, 0], { edgeUrl } = {}) {
  const latencies = { next: [], submit: [], loop: [] };
  const edgeLatencies = { next: [], submit: [], loop: [] };
  const errors = new Map();
  let loops = 0;
  let stop = false;
  const started = performance.now();

  async function user(index) {
    // Users are spread over the replicas like a load balancer with keep-alive connections would.
    // With edgeUrl every user sends one loop direct and the next through the edge, so both paths are
    // measured at the same moments, under the same load of a shared machine.
    const routes = [
      { person: connection(serviceUrls[index % serviceUrls.length]), latencies },
      ...(edgeUrl ? [{ person: connection(edgeUrl), latencies: edgeLatencies }] : []),
    ];
    const cookie = cookies[index];
    // With think time, people arrive spread over one think period rather than all in the same
    // millisecond; a synchronized first burst of 50 requests is an artefact of the harness, not load.
    if (thinkMs[1] > 0) await sleep(Math.random() * thinkMs[1]);
    for (let round = index; !stop; round += 1) {
      const { person, latencies } = routes[round % routes.length];
      const loopStart = performance.now();
      const next = await send(person, 'GET', '/api/choice-pairs/next', { cookie });
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
      const submit = await send(person, 'POST', '/api/user-choices', { cookie, body });
      const loopEnd = performance.now();
      latencies.submit.push(loopEnd - submitStart);
      latencies.loop.push(loopEnd - loopStart - think);
      if (submit.status !== 201) errors.set(`submit ${submit.status}`, (errors.get(`submit ${submit.status}`) ?? 0) + 1);
      else loops += 1;
    }
    await Promise.all(routes.map((route) => route.person.close()));
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
    ...(edgeUrl && {
      viaEdge: {
        next: summarize(edgeLatencies.next),
        submit: summarize(edgeLatencies.submit),
        requests: summarize([...edgeLatencies.next, ...edgeLatencies.submit]),
      },
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// pgbench: the same statements, same database, same concurrency

let pgbenchPid;

async function runChoiceLoopPgbench(databaseUrl, seconds) {
  // Prepared, as the service sends every statement of the loop (each marked /* prepared */ in the script).
  const result = await runPgbench({ databaseUrl, script: PGBENCH_SCRIPT, clients: USERS, seconds, protocol: 'prepared', onStart: (pid) => (pgbenchPid = pid) });
  pgbenchPid = undefined;
  return result;
}

// ---------------------------------------------------------------------------------------------

/** One measurement: paced latency, the service's capacity, then pgbench on the same state. */
async function measureOnce(db, nats, cookies) {
  const database = new URL(db.databaseUrl).pathname.slice(1);
  let services = [];
  const serviceCpu = async () => (await Promise.all(services.map((s) => cpuMsOf(s.child.pid)))).reduce((a, b) => a + b, 0);
  try {
    for (let i = 0; i < REPLICAS; i += 1) services.push(await startChoicesService(db.databaseUrl, nats.url));
    const urls = services.map((s) => s.url);
    // Every measured process is a new one: without its own warm-up, the paced phase's first second
    // ran unoptimised code, opened the pool's connections and prepared each statement on each of them,
    // and those requests (70–110 ms) were a third of the phase's slowest percent (docs/performance.md,
    // "A benchmark you can trust"). A production replica takes traffic warm for the rest of its life.
    if (WARMUP_S > 0) await runLoad(urls, cookies, WARMUP_S);
    await resetRunData(db);
    log(`measuring latency with ${USERS} users thinking ${THINK_MS.join('–')} ms per choice…`);
    const paced = await runLoad(urls, cookies, DURATION_S, THINK_MS);
    let viaEdge;
    if (args.edge) {
      // The same paced load through the edge, from the same state: the difference is the edge's hop.
      const edge =
        EDGE_KIND === 'nginx'
          ? await startNginxProcess({ choices: urls.join(',') })
          : await startEdgeProcess(
              { choices: urls.join(',') },
              { logLevel: args['log-level'], nodeArgs: args['edge-cpu-prof-dir'] ? ['--cpu-prof', '--cpu-prof-dir', args['edge-cpu-prof-dir']] : [] },
            );
      try {
        await resetRunData(db);
        log('measuring latency direct and through the edge, loops alternating…');
        const edgeCpuBefore = await cpuMsOfTree(edge.child.pid);
        const alternating = await runLoad(urls, cookies, DURATION_S, THINK_MS, { edgeUrl: edge.url });
        const edgeRequests = alternating.viaEdge.next.count + alternating.viaEdge.submit.count;
        viaEdge = {
          ...alternating.viaEdge,
          direct: { next: alternating.next, submit: alternating.submit, requests: alternating.requests },
          errors: alternating.errors,
          edgeCpuPerRequest: ((await cpuMsOfTree(edge.child.pid)) - edgeCpuBefore) / edgeRequests,
        };
      } finally {
        await stopServiceProcesses([edge]);
      }
    }

    await resetRunData(db);
    const servicePlans = await plansNow(db);
    log(`plans before the service phase: ${describePlans(servicePlans)}`);
    await sleep(1000);
    log('measuring the service…');
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

    const result = {
      paced,
      viaEdge,
      loop,
      outbox: Object.fromEntries(outbox.map((o) => [o.status, o._count._all])),
      choiceRows,
      cpu: {
        service: serviceCpuMs / loop.loops,
        serviceDb: serviceDbCpuMs / loop.loops,
        loadGenerator: loadGeneratorCpuMs / loop.loops,
      },
      servicePlans,
    };
    if (args['skip-pgbench']) return result;

    await resetRunData(db);
    const pgbenchPlans = await plansNow(db);
    log(`plans before pgbench:           ${describePlans(pgbenchPlans)}`);
    log('measuring the SQL ceiling with pgbench…');
    const idleBackends = new Set(await backendPids(db.prisma, database));
    const pgbenchBackends = cpuSampler(() => backendPids(db.prisma, database));
    const pgbenchClient = cpuSampler(async () => (pgbenchPid ? [pgbenchPid] : []));
    const pg = await runChoiceLoopPgbench(db.databaseUrl, DURATION_S);
    const pgbenchDbCpuMs = await pgbenchBackends.stopCountingNewFromZero(idleBackends);
    const pgbenchClientCpuMs = await pgbenchClient.stopCountingNewFromZero(new Set());
    // Statistics as pgbench left them (autovacuum may have run): would the plans still be the same?
    await db.prisma.$executeRawUnsafe('ANALYZE');
    const pgbenchPlansAfter = await plansNow(db);
    const pgLoops = pg.tps * DURATION_S;
    result.pg = pg;
    result.pgChoices = (await db.prisma.userChoice.count()) - (await db.prisma.$queryRawUnsafe('SELECT count(*)::int AS n FROM bench_kept_user_choices'))[0].n;
    result.cpu.pgbenchDb = pgbenchDbCpuMs / pgLoops;
    result.cpu.pgbenchClient = pgbenchClientCpuMs / pgLoops;
    result.ratio = loop.loopsPerSecond / pg.tps;
    result.cpuRatio = result.cpu.pgbenchDb / (result.cpu.service + result.cpu.serviceDb);
    // Why a ratio would mean nothing: the phases ran different plans, or Postgres worked very differently per loop.
    const postgresApart = Math.max(result.cpu.pgbenchDb, result.cpu.serviceDb) / Math.max(1e-6, Math.min(result.cpu.pgbenchDb, result.cpu.serviceDb));
    result.planChanges = [
      ...planNotes('pgbench phase', pgbenchPlans, servicePlans),
      ...planProblems('after pgbench', pgbenchPlansAfter, servicePlans).filter((problem) => !problem.includes('sequentially')),
      ...planNotes('after pgbench', pgbenchPlansAfter, servicePlans),
    ];
    result.refusals = [
      ...planProblems('service phase', servicePlans),
      ...planProblems('pgbench phase', pgbenchPlans, servicePlans),
      // Growth during pgbench may move a plan between equivalent indexes; only a sequential scan disqualifies it.
      ...planProblems('after pgbench', pgbenchPlansAfter).filter((problem) => problem.includes('sequentially')),
      ...(postgresApart > CPU_AGREEMENT
        ? [`Postgres CPU per loop: ${result.cpu.serviceDb.toFixed(2)} ms under the service, ${result.cpu.pgbenchDb.toFixed(2)} ms under pgbench (${postgresApart.toFixed(1)}× apart, more than ${CPU_AGREEMENT}×)`]
        : []),
    ];
    return result;
  } finally {
    for (const s of services) s.child.kill('SIGKILL');
  }
}

async function main() {
  log(`${USERS} users with ${HISTORY} earlier choices each, ${WARMUP_S}s warm-up + ${DURATION_S}s per phase, ${PAIRS} pairs, ${REPLICAS} replica(s), DB pool ${args.pool}, ${RUNS} run(s), log level ${args['log-level']}`);
  logMachine();
  const db = await prepareDatabase();
  const nats = await startNatsServerProcess();
  // One signed-in session per bench user; the ids are the ones choice-loop.pgbench.sql looks up.
  const cookies = await benchSessionCookies(db.prisma, USERS);
  try {
    log(`database ${new URL(db.databaseUrl).pathname.slice(1)}: ${await db.prisma.choicePair.count()} pairs, ${await db.prisma.userChoice.count()} earlier choices`);
    if (WARMUP_S > 0) {
      // The warm-up's choices give every person scores and evidence, kept as the state each phase starts from.
      const warm = await startChoicesService(db.databaseUrl, nats.url);
      await runLoad([warm.url], cookies, WARMUP_S);
      await stopServiceProcesses([warm]);
    }
    await keepState(db);

    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const r = await measureOnce(db, nats, cookies);
      runs.push(r);
      log(
        `run ${run}: service ${r.loop.loopsPerSecond.toFixed(1)} loops/s` +
          (r.pg ? `, pgbench ${r.pg.tps.toFixed(1)} loops/s, ratio ${(r.ratio * 100).toFixed(1)} %` : '') +
          `, paced p99 ${fmt(r.paced.requests.p99)}, CPU/loop service ${r.cpu.service.toFixed(2)} + Postgres ${r.cpu.serviceDb.toFixed(2)} ms` +
          (r.pg ? ` (pgbench Postgres ${r.cpu.pgbenchDb.toFixed(2)} ms)` : ''),
      );
      for (const refusal of r.refusals ?? []) log(`run ${run}: ${refusal}`);
      for (const change of r.planChanges ?? []) log(`run ${run} (note, not disqualifying): ${change}`);
    }
    report(runs);
  } finally {
    await nats.dispose();
    if (args['keep-db']) log(`kept database ${db.databaseUrl}`);
    else await db.drop();
  }
}

function report(runs) {
  const m = (pick) => median(runs.map(pick));
  const refused = runs.flatMap((r) => r.refusals ?? []);
  const last = runs[runs.length - 1];
  const errors = Object.assign({}, ...runs.map((r) => ({ ...r.loop.errors, ...r.paced.errors, ...r.viaEdge?.errors })));
  const p99 = m((r) => r.paced.requests.p99);
  console.log(`\n================ choice loop benchmark (median of ${runs.length} run(s)) ================`);
  console.log(`users (concurrency)        ${USERS} with ${HISTORY} earlier choices each, ${PAIRS} pairs, ${DURATION_S} s per phase, ${REPLICAS} service process(es), DB pool ${args.pool} each`);
  console.log('capacity (closed loop: every user clicks again as soon as the next pair arrives)');
  console.log(`  service                  ${m((r) => r.loop.loopsPerSecond).toFixed(1)} loops/s (loop = GET next + POST choice); runs ${runs.map((r) => r.loop.loopsPerSecond.toFixed(1)).join(' / ')}`);
  console.log(`    request latency        p50 ${fmt(m((r) => r.loop.requests.p50))}  p99 ${fmt(m((r) => r.loop.requests.p99))}  (queueing: ${USERS} users / throughput)`);
  if (!args['skip-pgbench']) {
    console.log(`  pgbench, same SQL        ${m((r) => r.pg.tps).toFixed(1)} loops/s; runs ${runs.map((r) => r.pg.tps.toFixed(1)).join(' / ')}  (${last.pgChoices} choices written in the last, ${last.pg.failed} failed)`);
    console.log(`    loop latency           p50 ${fmt(m((r) => r.pg.latency.p50))}  p99 ${fmt(m((r) => r.pg.latency.p99))}`);
    if (refused.length > 0) {
      console.log('  ratio                    NOT REPORTED: the phases did not run the same work');
      for (const reason of [...new Set(refused)]) console.log(`    - ${reason}`);
    } else {
      const ratio = m((r) => r.ratio);
      console.log(`  ratio                    ${(ratio * 100).toFixed(1)} %   target ≥ 70 %   ${ratio >= 0.7 ? 'MET' : 'NOT MET'}; runs ${runs.map((r) => `${(r.ratio * 100).toFixed(1)} %`).join(' / ')}`);
    }
  }
  console.log(`latency (${USERS} users, ${THINK_MS.join('–')} ms think time → ${m((r) => r.paced.loopsPerSecond).toFixed(1)} loops/s offered)`);
  console.log(`  all requests             p50 ${fmt(m((r) => r.paced.requests.p50))}  p90 ${fmt(m((r) => r.paced.requests.p90))}  p99 ${fmt(p99)}`);
  console.log(`  GET next                 p50 ${fmt(m((r) => r.paced.next.p50))}  p99 ${fmt(m((r) => r.paced.next.p99))}`);
  console.log(`  POST user-choices        p50 ${fmt(m((r) => r.paced.submit.p50))}  p99 ${fmt(m((r) => r.paced.submit.p99))}`);
  console.log(`  request p99              ${fmt(p99)}   target < 10 ms   ${p99 < 10 ? 'MET' : 'NOT MET'}; runs ${runs.map((r) => fmt(r.paced.requests.p99)).join(' / ')}`);
  if (args.edge) {
    const added = (pick) => m((r) => pick(r.viaEdge) - pick(r.viaEdge.direct));
    const p50Added = added((l) => l.requests.p50);
    console.log(`through the edge (the paced load again, each user alternating loops direct and through ${EDGE_NAME})`);
    console.log(`  direct                   p50 ${fmt(m((r) => r.viaEdge.direct.requests.p50))}  p99 ${fmt(m((r) => r.viaEdge.direct.requests.p99))}`);
    console.log(`  through the edge         p50 ${fmt(m((r) => r.viaEdge.requests.p50))}  p99 ${fmt(m((r) => r.viaEdge.requests.p99))}`);
    console.log(`  added by the edge        p50 ${fmt(p50Added)} (GET next ${fmt(added((l) => l.next.p50))}, POST ${fmt(added((l) => l.submit.p50))})  p99 ${fmt(added((l) => l.requests.p99))}   target ≤ ${EDGE_P50_TARGET_MS} ms at p50   ${p50Added <= EDGE_P50_TARGET_MS ? 'MET' : 'NOT MET'}; runs ${runs.map((r) => fmt(r.viaEdge.requests.p50 - r.viaEdge.direct.requests.p50)).join(' / ')}`);
    console.log(`  edge CPU per request     ${m((r) => r.viaEdge.edgeCpuPerRequest).toFixed(3)} ms`);
  }
  console.log(`errors                     ${JSON.stringify(errors)}`);
  console.log(`rows (last capacity phase) ${last.choiceRows} choices in all; outbox ${JSON.stringify(last.outbox)}`);
  console.log(`CPU per loop (ms)          service process(es) ${m((r) => r.cpu.service).toFixed(2)} + its Postgres backends ${m((r) => r.cpu.serviceDb).toFixed(2)}  (load generator ${m((r) => r.cpu.loadGenerator).toFixed(2)})`);
  if (!args['skip-pgbench']) {
    console.log(`                           pgbench: Postgres backends ${m((r) => r.cpu.pgbenchDb).toFixed(2)}  (pgbench client ${m((r) => r.cpu.pgbenchClient).toFixed(2)})`);
    console.log(`CPU-normalised ratio       ${(m((r) => r.cpuRatio) * 100).toFixed(1)} %   (Postgres-only CPU per loop / (service + Postgres) CPU per loop)`);
  }
  console.log(loadAverageAfterLine());
  console.log('=========================================================================');
}

await main();
