#!/usr/bin/env node
/**
 * Bounded soak (a script, not a test; docs/deploy.md, "Faults and soak").
 *
 *   node tools/soak/site-soak.mjs [--minutes 10] [--users 30] [--think-ms 500-1500]
 *                                   [--reads-per-second 10] [--pairs 10000]
 *
 * The site's steady traffic through the edge for --minutes: --users people in the choice loop and
 * recommendation reads at a steady rate, against two choices replicas, the recommendations service
 * (consuming every choice event from a private JetStream server) and the edge, each its own process
 * (NODE_ENV=production, real Postgres). Every minute: requests, failures, p99 per endpoint and the
 * memory of every process (resident, and the heap in use from each service's /metrics). The first
 * minute is warm-up; the early window is the third of the run after it, the late window as many
 * minutes at the end. Targets: no failed request; each process's memory floor (least heap in use,
 * or least resident memory for the edge, which has no /metrics) in the late window at most 10 %
 * above the early window's; p99 in the late window at most 1.5 × the early window's. Exit code 1
 * when one is missed.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { benchSessionCookies, createBenchUsers, createTestDatabase, replicateSeedPairs, startNatsServerProcess } from '../bench/lib/workspace.mjs';
import { loadAverageAfterLine, log, logMachine, sleep } from '../bench/lib/bench-run.mjs';
import { startEdgeProcess, startServiceProcess, stopServiceProcesses } from '../bench/lib/service-processes.mjs';
import { CHOICE_LOOP_STATUSES, requestsBetween, startChoiceLoopUsers, startSteadyReads } from '../bench/lib/site-load.mjs';
import { summarize } from '../lib/percentiles.mjs';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    users: { type: 'string', default: '30' },
    'think-ms': { type: 'string', default: '500-1500' },
    'reads-per-second': { type: 'string', default: '10' },
    pairs: { type: 'string', default: '10000' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const MINUTES = Number(args.minutes);
const USERS = Number(args.users);
const THINK_MS = args['think-ms'].split('-').map(Number);
const EXPECTED = { ...CHOICE_LOOP_STATUSES, recommendations: 200 };
const READ_PATH = '/api/personalized-recommendations/general?limit=10';
const MINUTE_MS = 60_000;

/** The JavaScript heap in use (prom-client's default metric on /metrics); NaN where there is none (the edge). */
async function heapUsedMb(url) {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    return Number(/^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)$/m.exec(text)?.[1] ?? NaN) / 1048576;
  } catch {
    return NaN;
  }
}

async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / (values.length || 1);

async function main() {
  log(`${MINUTES} min: ${USERS} people in the choice loop (think ${THINK_MS.join('–')} ms) + ${args['reads-per-second']} recommendation reads/s, through the edge`);
  logMachine();
  const db = await createTestDatabase({ seed: true, maxConnections: 4 });
  await replicateSeedPairs(db.prisma, Number(args.pairs));
  await createBenchUsers(db.prisma, USERS);
  await db.prisma.$executeRawUnsafe('ANALYZE');
  const cookies = await benchSessionCookies(db.prisma, USERS);
  const nats = await startNatsServerProcess();
  const env = { DATABASE_URL: db.databaseUrl, NATS_URL: nats.url };
  const processes = {};
  const records = [];
  let stopLoad = async () => {};
  let missed = false;
  try {
    processes['choices-1'] = await startServiceProcess('choices', { env, logLevel: args['log-level'], poolSize: '10' });
    processes['choices-2'] = await startServiceProcess('choices', { env, logLevel: args['log-level'], poolSize: '10' });
    processes.recommendations = await startServiceProcess('recommendations', { env, logLevel: args['log-level'], poolSize: '10' });
    processes.edge = await startEdgeProcess(
      { choices: `${processes['choices-1'].url},${processes['choices-2'].url}`, recommendations: processes.recommendations.url },
      { logLevel: args['log-level'] },
    );
    const names = Object.keys(processes);
    log(`processes: ${names.map((n) => `${n} (pid ${processes[n].child.pid})`).join(', ')}`);

    const onRequest = (r) => records.push(r);
    const baseUrl = processes.edge.url;
    const users = startChoiceLoopUsers({ baseUrl, cookies, thinkMs: THINK_MS, onRequest });
    const reads = startSteadyReads({ baseUrl, cookies, path: READ_PATH, perSecond: Number(args['reads-per-second']), endpoint: 'recommendations', onRequest });
    stopLoad = async () => {
      await users.stop();
      await reads.stop();
    };

    const started = performance.now();
    const memory = Object.fromEntries(names.map((n) => [n, []])); // per minute: mean resident memory
    const heapFloor = Object.fromEntries(names.map((n) => [n, []])); // per minute: least heap in use
    const minutes = [];
    for (let minute = 0; minute < MINUTES; minute += 1) {
      const samples = Object.fromEntries(names.map((n) => [n, []]));
      const heap = Object.fromEntries(names.map((n) => [n, []]));
      const end = started + (minute + 1) * MINUTE_MS;
      while (performance.now() < end) {
        for (const n of names) {
          samples[n].push(await residentMb(processes[n].child.pid));
          heap[n].push(await heapUsedMb(processes[n].url));
        }
        await sleep(Math.min(5_000, Math.max(0, end - performance.now())));
      }
      const from = started + minute * MINUTE_MS;
      const { inWindow: window, failed } = requestsBetween(records, from, end, EXPECTED);
      const p99 = Object.fromEntries(
        Object.keys(EXPECTED).map((e) => [e, summarize(window.filter((r) => r.endpoint === e && r.status === EXPECTED[e]).map((r) => r.ms)).p99]),
      );
      const rss = Object.fromEntries(names.map((n) => [n, mean(samples[n])]));
      const heapMin = Object.fromEntries(names.map((n) => [n, Math.min(...heap[n])]));
      for (const n of names) {
        memory[n].push(rss[n]);
        heapFloor[n].push(heapMin[n]);
      }
      minutes.push({ requests: window.length, failed, p99, rss });
      log(
        `minute ${minute + 1}: ${window.length} requests, ${failed.length} failed; p99 ${Object.entries(p99)
          .map(([e, ms]) => `${e} ${ms.toFixed(1)} ms`)
          .join(', ')}; RSS ${names.map((n) => `${n} ${rss[n].toFixed(0)} MB`).join(', ')}; least heap ${names
          .filter((n) => Number.isFinite(heapMin[n]))
          .map((n) => `${n} ${heapMin[n].toFixed(0)} MB`)
          .join(', ')}`,
      );
      for (const r of failed.slice(0, 5)) log(`  failed: ${r.endpoint} ${r.status === 0 ? r.error : r.status}`);
    }
    await stopLoad();
    stopLoad = async () => {};

    const failures = minutes.reduce((n, m) => n + m.failed.length, 0);
    const total = minutes.reduce((n, m) => n + m.requests, 0);
    log(`in all: ${total} requests, ${failures} failed`);
    if (failures > 0) missed = true;
    // Early window: the minutes after the warm-up minute; late window: as many minutes at the end.
    const span = Math.max(1, Math.floor((minutes.length - 1) / 3));
    const early = { from: 1, to: 1 + span };
    const late = { from: minutes.length - span, to: minutes.length };
    const label = (w) => (w.to - w.from === 1 ? `minute ${w.to}` : `minutes ${w.from + 1}–${w.to}`);
    const windowRecords = (w) => requestsBetween(records, started + w.from * MINUTE_MS, started + w.to * MINUTE_MS, EXPECTED).inWindow;
    // Resident memory follows the garbage collector's sawtooth (tens of MB over minutes), so a leak
    // shows as a rising floor: the least heap in use over a window (just after a collection), or, for
    // a process without /metrics, the least resident memory. A leak grows; memory handed back is not one.
    const floorOf = (n, w) => {
      const heapValues = heapFloor[n].slice(w.from, w.to);
      return heapValues.every(Number.isFinite) ? { mb: Math.min(...heapValues), what: 'heap floor' } : { mb: Math.min(...memory[n].slice(w.from, w.to)), what: 'resident floor' };
    };
    for (const n of names) {
      const before = floorOf(n, early);
      const after = floorOf(n, late);
      const growth = after.mb / before.mb - 1;
      const flat = growth <= 0.1;
      if (!flat) missed = true;
      const rss = `resident ${mean(memory[n].slice(early.from, early.to)).toFixed(0)} → ${mean(memory[n].slice(late.from, late.to)).toFixed(0)} MB, ${Math.min(...memory[n].slice(1)).toFixed(0)}–${Math.max(...memory[n].slice(1)).toFixed(0)} MB after the warm-up`;
      log(`memory ${n}: ${before.what} ${before.mb.toFixed(1)} MB in ${label(early)} → ${after.mb.toFixed(1)} MB in ${label(late)} (${(growth * 100).toFixed(1)} %; ${rss}) ${flat ? 'no growth beyond 10 %' : 'GREW'}`);
    }
    for (const e of Object.keys(EXPECTED)) {
      const p99Of = (w) => summarize(windowRecords(w).filter((r) => r.endpoint === e && r.status === EXPECTED[e]).map((r) => r.ms)).p99;
      const ratio = p99Of(late) / p99Of(early);
      const steady = ratio <= 1.5;
      if (!steady) missed = true;
      log(`p99 ${e}: ${p99Of(early).toFixed(1)} ms in ${label(early)} → ${p99Of(late).toFixed(1)} ms in ${label(late)} (× ${ratio.toFixed(2)}) ${steady ? 'steady' : 'NOT steady'}`);
    }
    const outbox = await db.prisma.outboxEvent.groupBy({ by: ['status'], _count: { _all: true } });
    log(`outbox after the run: ${outbox.map((o) => `${o.status} ${o._count._all}`).join(', ')}`);
    log(loadAverageAfterLine());
    log(missed ? 'a target was MISSED' : 'targets met: no failure, no memory growth beyond 10 %, p99 steady');
  } finally {
    await stopLoad();
    await stopServiceProcesses(Object.values(processes));
    await nats.dispose();
    await db.drop();
  }
  process.exitCode = missed ? 1 : 0;
}

await main();
