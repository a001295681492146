#!/usr/bin/env node
/**
 * CPU per statement through Prisma's raw query against straight through pg (queryRows of @alive/db, the
 * hot path's way), in one process, rounds interleaved so a shared machine's load falls on both alike
 * (not a test; docs/performance.md, "Where the service's CPU goes").
 *
 *   node tools/bench/query-path.mjs [--statements 2000] [--concurrency 10] [--rounds 5]
 *
 * The statement is the session lookup every signed-in request sends (SESSION_USER_QUERY), for
 * `--concurrency` people at a time, on a fresh test database. Prints the median CPU and wall time per
 * statement of each path over the rounds.
 */
import { parseArgs } from 'node:util';
import { createBenchUsers, createTestDatabase } from './lib/workspace.mjs';
import { log, logMachine, loadAverageAfterLine } from './lib/bench-run.mjs';
import { median } from '../lib/percentiles.mjs';

const { queryRows } = await import('@alive/db');
const { createSessionRecord, loadServiceConfig, SESSION_USER_QUERY } = await import('@alive/service-kit');

const { values: args } = parseArgs({
  options: {
    statements: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
  },
});
const STATEMENTS = Number(args.statements);
const CONCURRENCY = Number(args.concurrency);
const ROUNDS = Number(args.rounds);

async function measure(send) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let sent = 0; sent < STATEMENTS; sent += CONCURRENCY) {
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => send(i)));
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { cpuUs: (cpu.user + cpu.system) / STATEMENTS, wallUs: ((performance.now() - started) * 1000) / STATEMENTS };
}

logMachine();
const db = await createTestDatabase({ maxConnections: CONCURRENCY });
try {
  await createBenchUsers(db.prisma, CONCURRENCY);
  const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => createSessionRecord(db.prisma, `bench-user-${i}`)));
  const { sessionAbsoluteLifetimeMs, sessionIdleTimeoutMs } = loadServiceConfig({ SESSION_KEYS: 'query-path', LOG_LEVEL: 'silent' });
  const values = (i) => [sessions[i], sessionAbsoluteLifetimeMs, sessionIdleTimeoutMs];
  const paths = {
    'Prisma $queryRawUnsafe': (i) => db.prisma.$queryRawUnsafe(SESSION_USER_QUERY, ...values(i)),
    'pg (queryRows)': (i) => queryRows(db.prisma, SESSION_USER_QUERY, values(i)),
  };
  const results = Object.fromEntries(Object.keys(paths).map((name) => [name, []]));
  for (const send of Object.values(paths)) await measure(send); // warm both (JIT, prepared statements)
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, send] of Object.entries(paths)) results[name].push(await measure(send));
    log(`round ${round}: ${Object.entries(results).map(([name, r]) => `${name} ${r.at(-1).cpuUs.toFixed(0)} µs CPU`).join(', ')}`);
  }
  console.log(`\nsession lookup, ${STATEMENTS} statements × ${ROUNDS} rounds, ${CONCURRENCY} at a time (median)`);
  for (const [name, r] of Object.entries(results)) {
    console.log(`  ${name.padEnd(24)} ${median(r.map((x) => x.cpuUs)).toFixed(0)} µs CPU per statement, ${median(r.map((x) => x.wallUs)).toFixed(0)} µs wall`);
  }
  console.log(loadAverageAfterLine());
} finally {
  await db.drop();
}
