#!/usr/bin/env node
/**
 * Replica faults under load (a script, not a test; docs/deploy.md, "Faults and soak").
 *
 *   node tools/fault/replica-faults.mjs [--users 50] [--phase 12] [--pairs 10000] [--think-ms 250-750]
 *
 * Two replicas of the choices service behind the edge (each its own process, NODE_ENV=production,
 * real Postgres and a private JetStream server), --users people in the choice loop through the edge:
 * 1. SIGKILL one replica mid-run. Requests in flight on it may fail (a POST whose connection
 *    dropped is not resent: it may have been applied); nothing else may. Reported: the failures,
 *    when each started relative to the kill, and the requests in flight through the edge at the kill.
 * 2. The killed replica is started again and rejoins (the edge tries it again after its cool-down).
 * 3. SIGTERM the other replica mid-run: a graceful drain. Target: zero failed requests.
 * Exit code 1 when a target is missed.
 */
import { parseArgs } from 'node:util';
import { benchSessionCookies, createBenchUsers, createTestDatabase, replicateSeedPairs, startNatsServerProcess } from '../bench/lib/workspace.mjs';
import { loadAverageAfterLine, log, logMachine, sleep } from '../bench/lib/bench-run.mjs';
import { startEdgeProcess, startServiceProcess, stopServiceProcesses } from '../bench/lib/service-processes.mjs';
import { CHOICE_LOOP_STATUSES, requestsBetween, startChoiceLoopUsers } from '../bench/lib/site-load.mjs';
import { summarize } from '../lib/percentiles.mjs';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    /** Seconds of load on each side of each fault. */
    phase: { type: 'string', default: '12' },
    pairs: { type: 'string', default: '10000' },
    'think-ms': { type: 'string', default: '250-750' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const USERS = Number(args.users);
const PHASE_S = Number(args.phase);
const THINK_MS = args['think-ms'].split('-').map(Number);

function startChoicesReplica(db, nats, port) {
  return startServiceProcess('choices', { env: { DATABASE_URL: db.databaseUrl, NATS_URL: nats.url }, logLevel: args['log-level'], poolSize: '10', port });
}

/** The edge with only the choices service behind it (the other services' prefixes answer 502). */
function startEdge(replicas) {
  return startEdgeProcess({ choices: replicas.map((r) => r.url).join(',') }, { logLevel: args['log-level'] });
}

/** Requests started in [from, to), by outcome. */
function tally(records, from, to) {
  const { inWindow, failed } = requestsBetween(records, from, to, CHOICE_LOOP_STATUSES);
  return { requests: inWindow.length, failed, latency: summarize(inWindow.filter((r) => !failed.includes(r)).map((r) => r.ms)) };
}

const describeFailure = (r, faultAt) =>
  `${r.endpoint} ${r.status === 0 ? r.error : r.status}, started ${(r.at - faultAt).toFixed(0)} ms from the fault, took ${r.ms.toFixed(0)} ms`;

function exited(child) {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
}

async function main() {
  log(`${USERS} people in the choice loop (think ${THINK_MS.join('–')} ms), ${PHASE_S}s of load on each side of each fault`);
  logMachine();
  const db = await createTestDatabase({ seed: true, maxConnections: 4 });
  await replicateSeedPairs(db.prisma, Number(args.pairs));
  await createBenchUsers(db.prisma, USERS);
  const cookies = await benchSessionCookies(db.prisma, USERS);
  const nats = await startNatsServerProcess();
  const processes = [];
  const records = [];
  let load;
  let missed = false;
  try {
    const a = await startChoicesReplica(db, nats);
    const b = await startChoicesReplica(db, nats);
    const edge = await startEdge([a, b]);
    processes.push(a, b, edge);
    log(`choices replicas ${a.url} (pid ${a.child.pid}) and ${b.url} (pid ${b.child.pid}) behind the edge ${edge.url}`);

    load = startChoiceLoopUsers({ baseUrl: edge.url, cookies, thinkMs: THINK_MS, onRequest: (r) => records.push(r) });
    await sleep(PHASE_S * 1000);

    // 1. SIGKILL
    const inFlightAtKill = load.inFlight();
    const killAt = performance.now();
    a.child.kill('SIGKILL');
    await exited(a.child);
    // On a loaded machine the exit is seen some ms after the signal: requests the edge sent in between
    // went to a replica that was already dead, and count as in flight on it.
    const deadAt = performance.now();
    await sleep(PHASE_S * 1000);
    const killed = tally(records, killAt - PHASE_S * 1000, performance.now());
    log(`SIGKILL of replica ${a.url}: exit seen ${(deadAt - killAt).toFixed(0)} ms after the signal; ${inFlightAtKill} requests in flight through the edge at the signal (on both replicas); ${killed.requests} requests in the ${2 * PHASE_S}s around it, ${killed.failed.length} failed`);
    for (const r of killed.failed) log(`  failed: ${describeFailure(r, killAt)}`);
    const lateFailures = killed.failed.filter((r) => r.at > deadAt);
    if (lateFailures.length > 0) {
      missed = true;
      log(`  MISSED: ${lateFailures.length} request(s) started after the replica's exit was seen failed`);
    }

    // 2. The killed replica comes back on its port and rejoins.
    const restarted = await startChoicesReplica(db, nats, a.port);
    processes[0] = restarted;
    const rejoinAt = performance.now();
    await sleep(PHASE_S * 1000);
    const rejoined = tally(records, rejoinAt, performance.now());
    log(`replica restarted (pid ${restarted.child.pid}): ${rejoined.requests} requests, ${rejoined.failed.length} failed`);

    // 3. SIGTERM: graceful drain.
    const termAt = performance.now();
    const inFlightAtTerm = load.inFlight();
    b.child.kill('SIGTERM');
    await exited(b.child);
    const drainedMs = performance.now() - termAt;
    await sleep(PHASE_S * 1000);
    const termed = tally(records, rejoinAt, performance.now());
    log(`SIGTERM of replica ${b.url}: it drained and exited in ${drainedMs.toFixed(0)} ms; ${inFlightAtTerm} requests in flight through the edge at the signal; ${termed.requests} requests in the ${2 * PHASE_S}s around it, ${termed.failed.length} failed`);
    for (const r of termed.failed) log(`  failed: ${describeFailure(r, termAt)}`);
    if (termed.failed.length > 0) missed = true;

    await load.stop();
    load = undefined;
    const all = tally(records, 0, Infinity);
    log(`in all: ${all.requests} requests, ${all.failed.length} failed; latency of the rest p50 ${all.latency.p50.toFixed(1)} ms, p99 ${all.latency.p99.toFixed(1)} ms`);
    log(loadAverageAfterLine());
    log(missed ? 'a target was MISSED' : 'targets met: failures only among requests in flight on the killed replica, none on SIGTERM');
  } finally {
    await load?.stop();
    await stopServiceProcesses(processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null));
    await nats.dispose();
    await db.drop();
  }
  process.exitCode = missed ? 1 : 0;
}

await main();
