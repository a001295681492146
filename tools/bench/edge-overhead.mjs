#!/usr/bin/env node
/**
 * What the Node edge adds to one proxied API request (benchmark, not a test).
 *
 *   node tools/bench/edge-overhead.mjs [--clients 4] [--requests 6000] [--warmup 1000] [--log-level info]
 *
 * A trivial upstream (its own process, answering a choice pair's worth of JSON) and the edge
 * (createEdge from services/edge/src/app.ts, its own process under tsx, logging as in production to a
 * discarded stdout) in front of it. `--clients` keep-alive clients send `--requests` requests each way
 * back to back, every client alternating one direct and one through the edge (which goes first
 * alternates too), so both paths are measured at the same moments and a shared machine's load falls on
 * both alike. Prints what the edge adds at p50 and p99, the edge's CPU per request
 * (process.cpuUsage in the edge around the measured requests) and the target: ≤ 0.3 ms added at p50
 * (docs/performance.md, "The edge's overhead").
 */
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fmt, loadAverageAfterLine, log, logMachine } from './lib/bench-run.mjs';
import { connection, send } from '../lib/http-client.mjs';
import { summarize } from '../lib/percentiles.mjs';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '4' },
    requests: { type: 'string', default: '6000' },
    warmup: { type: 'string', default: '1000' },
    'log-level': { type: 'string', default: 'info' },
    /** Internal: the process's part, `upstream` or `edge` (the script starts both itself). */
    role: { type: 'string' },
    upstream: { type: 'string' },
  },
});

/** What the edge may add to a request at p50 (docs/performance.md, "The edge's overhead"). */
const EDGE_P50_TARGET_MS = 0.3;
const PATH = '/api/choice-pairs/next';
/** As a browser sends them: a session cookie and every coding (the answer is below the compression threshold). */
const HEADERS = { cookie: 'alive.sid=bench-session; alive.sid.sig=bench-signature', 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const PAIR = JSON.stringify({
  id: 4711,
  left: { id: 1, title: 'A walk in the forest', description: 'An hour among the trees, phone in the pocket.', imageUrl: '/pictures/forest.webp' },
  right: { id: 2, title: 'A film at home', description: 'A blanket, a film you have wanted to see for a while.', imageUrl: '/pictures/film.webp' },
  reserve: 5,
});

/** The upstream: the same small answer to every request, as a service's `next` is. */
async function runUpstream() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(PAIR) });
      res.end(PAIR);
    });
  });
  server.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
}

/** The edge in front of the upstream for the choices service; its CPU is reported when the parent asks. */
async function runEdge(upstreamUrl, logLevel) {
  const { createEdge } = await import('../../services/edge/src/app.ts');
  const { LIVE_SERVICE_NAMES } = await import('../../services/edge/src/route-table.ts');
  const { createLogger } = await import('@alive/service-kit');
  const root = mkdtempSync(join(tmpdir(), 'alive-bench-edge-'));
  mkdirSync(join(root, 'shell'));
  writeFileSync(join(root, 'shell/index.html'), '<!doctype html><title>shell</title>');
  const app = createEdge({
    upstreams: Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, name === 'choices' ? upstreamUrl : 'http://127.0.0.1:9'])),
    staticRoots: { shell: join(root, 'shell'), remotes: {} },
    logger: logLevel === 'silent' ? undefined : createLogger({ name: 'edge', level: logLevel }),
    allowRemoteOverrides: false,
    apiDocs: false,
    sourceMaps: false,
    oidcIssuer: 'http://localhost:4100',
    warmScreens: false,
  });
  const server = app.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
  process.on('message', (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  });
  process.on('disconnect', () => {
    rmSync(root, { recursive: true, force: true });
    process.exit(0);
  });
}

/** Starts this script in `role`; resolves with the child and its first message (its URL). */
function startRole(role, extra = [], execArgv = []) {
  // The edge's stdout (one JSON log line per request) is produced and discarded, as a log shipper would take it.
  const child = fork(fileURLToPath(import.meta.url), ['--role', role, ...extra], { execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: message.url }));
    child.once('exit', (code) => reject(new Error(`the ${role} exited (${code}) before it listened`)));
  });
}

/** The edge's CPU so far (µs, user + system), asked over IPC. */
function edgeCpuUs(edge) {
  return new Promise((resolve) => {
    edge.child.once('message', (message) => resolve(message.cpu.user + message.cpu.system));
    edge.child.send('cpu');
  });
}

/** One GET on the client's keep-alive connection; resolves with its time to the last byte (ms). */
async function timedGet(client, url) {
  const started = performance.now();
  const answer = await send(client, 'GET', PATH, { headers: HEADERS });
  if (answer.status !== 200) throw new Error(`${url}${PATH}: ${answer.status}`);
  return performance.now() - started;
}

/** `perClient` pairs per client, one direct and one through the edge each, back to back. */
async function alternate(directUrl, edgeUrl, clients, perClient) {
  const direct = [];
  const viaEdge = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const clients = { direct: connection(directUrl), edge: connection(edgeUrl) };
      for (let i = 0; i < perClient; i += 1) {
        // Which path goes first alternates, so neither always follows the other's wake-up.
        const order = i % 2 === 0 ? ['direct', 'edge'] : ['edge', 'direct'];
        for (const path of order) {
          const ms = await timedGet(clients[path], path === 'direct' ? directUrl : edgeUrl);
          (path === 'direct' ? direct : viaEdge).push(ms);
        }
      }
      await Promise.all([clients.direct.close(), clients.edge.close()]);
    }),
  );
  return { direct: summarize(direct), viaEdge: summarize(viaEdge) };
}

async function main() {
  const clients = Number(args.clients);
  const perClient = Math.ceil(Number(args.requests) / clients);
  const requests = perClient * clients;
  logMachine();
  const upstream = await startRole('upstream');
  const edge = await startRole('edge', ['--upstream', upstream.url, '--log-level', args['log-level']], ['--import', 'tsx']);
  try {
    log(`warming up: ${args.warmup} requests each way…`);
    await alternate(upstream.url, edge.url, clients, Math.ceil(Number(args.warmup) / clients));
    log(`measuring: ${requests} requests each way, ${clients} clients back to back, direct and through the edge alternating…`);
    const cpuBefore = await edgeCpuUs(edge);
    const { direct, viaEdge } = await alternate(upstream.url, edge.url, clients, perClient);
    const cpuPerRequestUs = ((await edgeCpuUs(edge)) - cpuBefore) / requests;
    const addedP50 = viaEdge.p50 - direct.p50;
    console.log(`edge overhead (a trivial upstream, ${clients} clients back to back, ${requests} requests each way, edge log level ${args['log-level']})`);
    console.log(`  direct                 p50 ${fmt(direct.p50)}  p99 ${fmt(direct.p99)}`);
    console.log(`  through the edge       p50 ${fmt(viaEdge.p50)}  p99 ${fmt(viaEdge.p99)}`);
    console.log(`  added by the edge      p50 ${fmt(addedP50)}  p99 ${fmt(viaEdge.p99 - direct.p99)}   target ≤ ${EDGE_P50_TARGET_MS} ms at p50   ${addedP50 <= EDGE_P50_TARGET_MS ? 'MET' : 'NOT MET'}`);
    console.log(`  edge CPU per request   ${cpuPerRequestUs.toFixed(0)} µs`);
    console.log(`  ${loadAverageAfterLine()}`);
  } finally {
    edge.child.disconnect();
    upstream.child.kill();
  }
}

if (args.role === 'upstream') await runUpstream();
else if (args.role === 'edge') await runEdge(args.upstream, args['log-level']);
else await main();
