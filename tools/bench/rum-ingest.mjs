#!/usr/bin/env node
/**
 * Field-telemetry ingest benchmark (not a test).
 *
 *   node tools/bench/rum-ingest.mjs [--rate 1000] [--seconds 300] [--baseline-seconds 20] [--connections 50]
 *
 * One edge (scripts/service-main.ts edge, NODE_ENV=production) on a fresh Postgres database, with one
 * published release of the choices remote so every beacon's counts reach the per-minute rows the
 * canary judge reads. Open loop, paced: --rate requests a second over --connections keep-alive
 * connections, first GET /healthz for --baseline-seconds (what any request to the edge costs), then
 * POST /api/rum with a typical batch (a load, an error and four vitals) for --seconds.
 *
 * Targets (docs/deploy.md, "Canary releases"): at 1,000 beacons a second, the ingest's p99 is less than
 * 5 ms above the baseline's, and memory is flat: the edge's least heap in use over the last fifth of the
 * run is at most 10 % above that of the second fifth (the first is warm-up). Resident memory is printed
 * too, but not judged: it follows V8 growing and handing back its heap, so a leak shows as a rising
 * heap floor (as in tools/soak/site-soak.mjs, docs/deploy.md "Faults and soak").
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fmt, loadAverageAfterLine, log, logMachine, sleep } from './lib/bench-run.mjs';
import { pool, send } from '../lib/http-client.mjs';
import { summarize } from '../lib/percentiles.mjs';
import { freePort, startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';
import { createTestDatabase } from './lib/workspace.mjs';
import { tsImport } from 'tsx/esm/api';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '300' },
    'baseline-seconds': { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
  },
});
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const BASELINE_SECONDS = Number(args['baseline-seconds']);
const CONNECTIONS = Number(args.connections);
const ADDED_P99_TARGET_MS = 5;
const MEMORY_GROWTH_LIMIT = 1.1;

logMachine();
const db = await createTestDatabase();
const releases = mkdtempSync(join(tmpdir(), 'bench-rum-'));
const release = join(releases, 'choices', 'v1');
mkdirSync(release, { recursive: true });
writeFileSync(join(release, 'mf-manifest.json'), '{}');
writeFileSync(join(release, 'remoteEntry.js'), '/* bench */');
writeFileSync(join(release, 'routes.json'), JSON.stringify([{ path: '/', module: './HomeScreen', title: 'Home' }]));
writeFileSync(join(releases, 'remote-versions.json'), JSON.stringify({ choices: 'v1' }));

const PAGE_TOKEN_KEY = randomBytes(32).toString('base64url');
const { createPageLoadTokens } = await tsImport('../../libs/service-kit/src/releases/page-load-token.ts', import.meta.url);
const metricsPort = await freePort();
const edge = await startServiceProcess('edge', {
  readyPath: '/healthz',
  env: {
    DATABASE_URL: db.databaseUrl,
    REMOTE_RELEASES_DIR: releases,
    REMOTE_VERSIONS_FILE: join(releases, 'remote-versions.json'),
    EDGE_METRICS_PORT: String(metricsPort),
    // One client address sends everything here; the per-address limit is for people, not for this.
    RUM_RATE_LIMIT: '100000000/60',
    RUM_TOKEN_KEYS: PAGE_TOKEN_KEY,
  },
});
// Let the edge register the release and take the versions file, as it does at start.
await fetch(`${edge.url}/remotes.json`).then((res) => res.text());

const connections = pool(edge.url, CONNECTIONS);
let pageCounter = 0;
// Each beacon speaks for its own page load, under a token signed with the edge's key, as /remotes.json
// would have issued it (docs/deploy.md, "Only real page loads report").
const tokens = createPageLoadTokens({ keys: [PAGE_TOKEN_KEY], ttlMs: 60 * 60 * 1000 });
function beaconBody() {
  pageCounter += 1;
  return JSON.stringify({
    token: tokens.issue({ bucket: 1 + (pageCounter % 100), visitor: `bench-visitor-${pageCounter}`, signedIn: true, served: { choices: 'v1' }, clientAddress: '127.0.0.1' }).token,
    events: [
      { kind: 'load', remote: 'choices', version: 'v1', route: '/', ok: true, ms: 120 + (pageCounter % 80) },
      { kind: 'error', remote: 'choices', version: 'v1', route: '/', source: 'render', message: 'TypeError: x is undefined', first: true },
      { kind: 'vital', name: 'TTFB', value: 30 + (pageCounter % 40), route: '/', remote: 'choices', version: 'v1' },
      { kind: 'vital', name: 'LCP', value: 600 + (pageCounter % 900), route: '/', remote: 'choices', version: 'v1' },
      { kind: 'vital', name: 'INP', value: 40 + (pageCounter % 200), route: '/', remote: 'choices', version: 'v1' },
      { kind: 'vital', name: 'CLS', value: (pageCounter % 10) / 100, route: '/', remote: 'choices', version: 'v1' },
    ],
  });
}

/** One request on the shared connections: its status (0: no answer) and its time to the last byte, queueing for a connection included. */
async function timed(method, path, body) {
  const started = performance.now();
  const status = await send(connections, method, path, { body }).then((answer) => answer.status, () => 0);
  return { status, ms: performance.now() - started };
}

async function memorySample() {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((res) => res.text());
  const heap = Number(/^nodejs_heap_size_used_bytes\{[^}]*\} (\S+)$/m.exec(text)?.[1]);
  const rss = Number(/^process_resident_memory_bytes\{[^}]*\} (\S+)$/m.exec(text)?.[1]);
  return { at: performance.now(), heap, rss };
}

/** Paced open loop: `rate` a second in ticks of 10 ms, never waiting for answers (a slow edge builds up requests). */
async function paced(seconds, request) {
  const records = [];
  const memory = [];
  const inFlight = new Set();
  const started = performance.now();
  let sent = 0;
  let nextMemory = started;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    for (; sent < due; sent += 1) {
      const promise = request().then((record) => {
        records.push(record);
        inFlight.delete(promise);
      });
      inFlight.add(promise);
    }
    if (performance.now() >= nextMemory) {
      nextMemory += 5000;
      memorySample().then((sample) => memory.push(sample), () => undefined);
    }
    await sleep(10);
  }
  await Promise.all(inFlight);
  return { records, memory, seconds: (performance.now() - started) / 1000 };
}

function report(name, { records, seconds }, expected) {
  const failed = records.filter((r) => r.status !== expected).length;
  const summary = summarize(records.map((r) => r.ms));
  // Which answers they were: status 0 is a request that got no answer (a refused or reset connection).
  const byStatus = Object.entries(
    records.filter((r) => r.status !== expected).reduce((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {}),
  )
    .map(([status, count]) => `${status === '0' ? 'no answer' : status} ×${count}`)
    .join(', ');
  log(`${name.padEnd(26)} ${String(records.length).padStart(7)} requests (${(records.length / seconds).toFixed(0)}/s), ${failed} not ${expected}${byStatus ? ` (${byStatus})` : ''}; p50 ${fmt(summary.p50)}  p95 ${fmt(summary.p95)}  p99 ${fmt(summary.p99)}  max ${fmt(summary.max)}`);
  return { summary, failed };
}

const floorOf = (samples, key) => Math.min(...samples.map((s) => s[key]).filter(Number.isFinite));

log(`baseline: GET /healthz at ${RATE}/s for ${BASELINE_SECONDS} s over ${CONNECTIONS} connections`);
const baseline = report('GET /healthz', await paced(BASELINE_SECONDS, () => timed('GET', '/healthz')), 200);
log(`ingest: POST /api/rum at ${RATE}/s for ${SECONDS} s`);
const ingestRun = await paced(SECONDS, () => timed('POST', '/api/rum', beaconBody()));
const ingest = report('POST /api/rum', ingestRun, 204);

await sleep(6000); // one more flush
const [stored] = await db.prisma.$queryRawUnsafe(`SELECT coalesce(sum(loads), 0)::int AS loads FROM rum_minutes WHERE remote = 'choices' AND version = 'v1'`);
log(`per-minute rows hold ${stored.loads} loads of ${ingest.summary.count} beacons (each beacon is one load)`);

const fifth = ingestRun.memory.length / 5;
const early = ingestRun.memory.slice(Math.floor(fifth), Math.floor(2 * fifth));
const late = ingestRun.memory.slice(Math.floor(4 * fifth));
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const heapGrowth = floorOf(late, 'heap') / floorOf(early, 'heap');
const rssGrowth = floorOf(late, 'rss') / floorOf(early, 'rss');
log(`memory floor, heap in use  early ${mb(floorOf(early, 'heap'))} → late ${mb(floorOf(late, 'heap'))} (×${heapGrowth.toFixed(3)})`);
log(`memory floor, resident     early ${mb(floorOf(early, 'rss'))} → late ${mb(floorOf(late, 'rss'))} (×${rssGrowth.toFixed(3)})`);

const added = ingest.summary.p99 - baseline.summary.p99;
log(`p99 added by the ingest    ${fmt(added)} (target < ${ADDED_P99_TARGET_MS} ms)`);
log(loadAverageAfterLine());

const misses = [];
if (ingest.failed > 0) misses.push(`${ingest.failed} beacons were not accepted`);
if (!(added < ADDED_P99_TARGET_MS)) misses.push(`p99 added ${fmt(added)} ≥ ${ADDED_P99_TARGET_MS} ms`);
if (!(heapGrowth <= MEMORY_GROWTH_LIMIT)) misses.push('the heap floor grew by more than 10 %');
if (stored.loads !== ingest.summary.count) misses.push(`the per-minute rows hold ${stored.loads} loads, not ${ingest.summary.count}`);
log(misses.length ? `MISSED: ${misses.join('; ')}` : 'all targets met');

await connections.destroy();
await stopServiceProcesses([edge]);
await db.drop();
rmSync(releases, { recursive: true, force: true });
process.exit(misses.length ? 1 : 0);
