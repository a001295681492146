#!/usr/bin/env node
/**
 * What compressing the choice loop's answers costs the edge (benchmark, not a test).
 *
 *   node tools/bench/edge-compression.mjs [--requests 1500] [--clients 4] [--rounds 3] [--pairs 2000]
 *
 * The choices service (its own process, NODE_ENV=production, a fresh seeded database) behind the Node
 * edge (services/edge, its own process). Each round sends `--requests` back-to-back requests over
 * `--clients` keep-alive connections for each answer of the choice loop (GET /api/choice-pairs/next and
 * /plan, as the choices screen asks them) and each Accept-Encoding (none, gzip, br; the edge's rule:
 * services/edge/src/response-compression.ts), rounds interleaved so a shared machine's load falls on
 * all alike, and prints the edge's CPU per request (from /proc, the median of the rounds) and the bytes
 * on the wire. Then the same answers compressed in this process alone, at the edge's levels and at the
 * slowest, for what a level costs (docs/performance.md, "The edge's overhead").
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { log, logMachine, loadAverage } from './lib/bench-run.mjs';
import { pool } from '../lib/http-client.mjs';
import { median } from '../lib/percentiles.mjs';
import { benchSessionCookies, createBenchUsers, createTestDatabase, replicateSeedPairs, startNatsServerProcess } from './lib/workspace.mjs';
import { startEdgeProcess, startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';

const { BROTLI_QUALITY, GZIP_LEVEL } = await import('../../services/edge/src/response-compression.ts');
const { PLAN_RESERVE } = await import('@alive/contracts/constants');

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '1500' },
    clients: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    pairs: { type: 'string', default: '2000' },
  },
});
const REQUESTS = Number(args.requests);
const CLIENTS = Number(args.clients);
const ROUNDS = Number(args.rounds);

const PATHS = { next: '/api/choice-pairs/next', plan: `/api/choice-pairs/plan?reserve=${PLAN_RESERVE.usual}` };
const ENCODINGS = { identity: undefined, gzip: 'gzip', br: 'gzip, deflate, br' };

const CLOCK_TICKS_PER_S = 100; // USER_HZ on Linux
async function cpuMsOf(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** One GET; resolves with the answer's bytes as sent (undici's request leaves them encoded) and its coding. */
async function get(clients, path, cookie, acceptEncoding) {
  const headers = { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  const res = await clients.request({ method: 'GET', path, headers });
  const bytes = Buffer.from(await res.body.arrayBuffer());
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
  return { bytes, coding: res.headers['content-encoding'] ?? 'identity' };
}

/** `count` requests over CLIENTS connections back to back; the edge's CPU per request and the last answer. */
async function measure(edge, path, acceptEncoding, cookies, count) {
  const clients = pool(edge.url, CLIENTS);
  let left = count;
  let last;
  const before = await cpuMsOf(edge.child.pid);
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (left > 0) {
        left -= 1;
        last = await get(clients, path, cookies[client % cookies.length], acceptEncoding);
      }
    }),
  );
  const cpuMs = (await cpuMsOf(edge.child.pid)) - before;
  await clients.close();
  return { cpuUsPerRequest: (cpuMs * 1000) / count, answer: last };
}

/** Microseconds per call of `work`, over enough calls to take ~300 ms. */
function timePerCall(work) {
  work();
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < 300) {
    work();
    calls += 1;
  }
  return ((performance.now() - started) * 1000) / calls;
}

async function main() {
  logMachine();
  const db = await createTestDatabase({ seed: true, maxConnections: 4 });
  await replicateSeedPairs(db.prisma, Number(args.pairs));
  await createBenchUsers(db.prisma, CLIENTS);
  const cookies = await benchSessionCookies(db.prisma, CLIENTS);
  const nats = await startNatsServerProcess();
  const started = [];
  const results = {};
  const answers = {};
  try {
    // Each account's requests back to back, which no person sends: the per-account limit off.
    const env = { DATABASE_URL: db.databaseUrl, NATS_URL: nats.url, ACCOUNT_REQUESTS_PER_SECOND: '0', ACCOUNT_REQUEST_BURST: '0' };
    const service = await startServiceProcess('choices', { env, logLevel: 'info' });
    started.push(service);
    const edge = await startEdgeProcess({ choices: service.url }, { logLevel: 'info' });
    started.push(edge);
    // Warm both processes (JIT, connections) on every combination before anything is counted.
    for (const path of Object.values(PATHS)) for (const encoding of Object.values(ENCODINGS)) await measure(edge, path, encoding, cookies, 200);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [pathName, path] of Object.entries(PATHS)) {
        for (const [encodingName, encoding] of Object.entries(ENCODINGS)) {
          const { cpuUsPerRequest, answer } = await measure(edge, path, encoding, cookies, REQUESTS);
          ((results[pathName] ??= {})[encodingName] ??= []).push(cpuUsPerRequest);
          (answers[pathName] ??= {})[encodingName] = answer;
        }
      }
      log(`round ${round} of ${ROUNDS} done, load average ${loadAverage()}`);
    }
  } finally {
    await stopServiceProcesses(started.reverse());
    await nats.dispose();
    await db.drop();
  }

  console.log(`\n================ the edge compressing the choice loop's answers (${REQUESTS} requests × ${ROUNDS} rounds each, ${CLIENTS} clients) ================`);
  console.log(`edge levels: gzip ${GZIP_LEVEL}, brotli ${BROTLI_QUALITY}; load average now ${loadAverage()}`);
  for (const pathName of Object.keys(PATHS)) {
    const identity = median(results[pathName].identity);
    const size = answers[pathName].identity.bytes.length;
    console.log(`${PATHS[pathName]}  (${size} bytes as the service sends it)`);
    for (const encodingName of Object.keys(ENCODINGS)) {
      const cpu = median(results[pathName][encodingName]);
      const answer = answers[pathName][encodingName];
      const extra = encodingName === 'identity' ? '' : `  (+${(cpu - identity).toFixed(0)} µs)`;
      console.log(`  Accept-Encoding ${(ENCODINGS[encodingName] ?? 'none').padEnd(18)} sent ${answer.coding.padEnd(8)} ${String(answer.bytes.length).padStart(6)} bytes   edge CPU ${cpu.toFixed(0)} µs/request${extra}; rounds ${results[pathName][encodingName].map((v) => v.toFixed(0)).join(' / ')}`);
    }
  }
  console.log('the same answers compressed in this process alone (µs per answer → bytes)');
  for (const pathName of Object.keys(PATHS)) {
    const body = answers[pathName].identity.bytes;
    const levels = [
      [`gzip ${GZIP_LEVEL}`, () => gzipSync(body, { level: GZIP_LEVEL })],
      ['gzip 9', () => gzipSync(body, { level: 9 })],
      [`brotli ${BROTLI_QUALITY}`, () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })],
      ['brotli 11', () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ];
    console.log(`  ${pathName.padEnd(5)} ${levels.map(([name, work]) => `${name} ${timePerCall(work).toFixed(0)} µs → ${work().length}`).join(';  ')}`);
  }
}

await main();
