#!/usr/bin/env node
/**
 * Fairness under abuse (a benchmark, not a test; docs/architecture.md, "Expensive work").
 *
 *   node scripts/bench/fairness.mjs [--mode both|processes|shared] [--users 20] [--duration 10] [--runs 3]
 *
 * Does one person's expensive work slow everyone else's choice loop? 20 people run the home-screen loop
 * (GET next pair → think 100–300 ms → POST the choice) against the choices service; the p95 of their
 * requests is taken three ways, each for --duration seconds:
 *   quiet     nobody else does anything;
 *   one       one account fires 20 parallel generation calls (smart pairs, refreshes, enhanced titles)
 *             and fires again as each answers;
 *   ten       10 accounts each do the same with 10 in parallel.
 * Target: the loop's p95 stays within 1.5× its quiet value in `one` and `ten`. The heavy calls'
 * answers are counted by status (429 = turned away by the work gate, which is the point).
 *
 * Modes: `processes` runs choices and recommendations as separate processes (per service, as in the
 * cluster); `shared` runs both in one process, one event loop (as the embedded default does). Fresh
 * Postgres database with the product seed, a private JetStream server. Prints the median of --runs.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchSessionCookies, createBenchUsers, createTestDatabase, REPO_ROOT, replicateSeedPairs, SESSION_KEYS, startNatsServerProcess } from './lib/workspace.mjs';
import { loadAverageAfterLine, log, logMachine, sleep } from './lib/bench-run.mjs';
import { summarize } from './lib/latency.mjs';
import { requestOnce } from './lib/http-request.mjs';
import { freePort, startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    users: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const USERS = Number(args.users);
const DURATION_S = Number(args.duration);
const RUNS = Number(args.runs);
const ABUSERS = 10; // bench users after the loop's people
const HEAVY = [
  ['POST', '/api/smart-recommendations', () => JSON.stringify({ category: 'all' })],
  ['POST', '/api/smart-recommendations', () => JSON.stringify({ category: ['Travel', 'Movies', 'Books', 'Activities'][Math.floor(Math.random() * 4)] })],
  ['POST', '/api/recommendations/refresh', () => JSON.stringify({ category: 'all' })],
  ['GET', '/api/enhanced-content-recommendations?limit=24', () => undefined],
];

async function startServices(mode, env) {
  if (mode === 'processes') {
    const choices = await startServiceProcess('choices', { env, logLevel: args['log-level'] });
    const recommendations = await startServiceProcess('recommendations', { env, logLevel: args['log-level'] });
    return { choicesUrl: choices.url, recommendationsUrl: recommendations.url, stop: () => stopServiceProcesses([choices, recommendations]) };
  }
  const [choicesPort, recommendationsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'scripts/bench/lib/shared-process.ts'), 'choices', 'recommendations'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      SESSION_KEYS,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: args['log-level'],
      CHOICES_PORT: String(choicesPort),
      RECOMMENDATIONS_PORT: String(recommendationsPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const urls = { choicesUrl: `http://127.0.0.1:${choicesPort}`, recommendationsUrl: `http://127.0.0.1:${recommendationsPort}` };
  for (let i = 0; i < 300; i += 1) {
    const ready = await Promise.all(Object.values(urls).map((url) => fetch(`${url}/readyz`).then((r) => r.ok, () => false)));
    if (ready.every(Boolean)) {
      return { ...urls, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the shared process did not become ready');
}

/** The people choosing: their request latencies for `seconds`. */
async function choiceLoop(url, cookies, seconds) {
  const latencies = [];
  const errors = new Map();
  let stop = false;
  const target = new URL(url);
  const people = cookies.map(async (cookie) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await sleep(Math.random() * 300);
    while (!stop) {
      let t0 = performance.now();
      const next = await requestOnce(agent, target, 'GET', '/api/choice-pairs/next', cookie);
      latencies.push(performance.now() - t0);
      if (next.status !== 200 || !next.text || next.text === 'null') {
        const what = next.status === 200 ? 'no pair left' : `next ${next.status}`;
        errors.set(what, (errors.get(what) ?? 0) + 1);
        await sleep(200);
        continue;
      }
      const pair = JSON.parse(next.text);
      await sleep(100 + Math.random() * 200);
      const body = JSON.stringify({ choicePairId: pair.id, selectedOption: Math.random() < 0.5 ? 'option1' : 'option2', responseTime: 200 });
      t0 = performance.now();
      const submit = await requestOnce(agent, target, 'POST', '/api/user-choices', cookie, body);
      latencies.push(performance.now() - t0);
      if (submit.status !== 201) errors.set(`choice ${submit.status}`, (errors.get(`choice ${submit.status}`) ?? 0) + 1);
    }
    agent.destroy();
  });
  await sleep(seconds * 1000);
  stop = true;
  await Promise.all(people);
  return { latency: summarize(latencies), errors: Object.fromEntries(errors) };
}

/** `accounts` people each keeping `parallel` heavy calls in flight until stopped. */
function abuse(url, cookies, parallel) {
  const statuses = new Map();
  let stop = false;
  const target = new URL(url);
  const firing = cookies.flatMap((cookie) =>
    Array.from({ length: parallel }, async (_, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (!stop) {
        const [method, path, body] = HEAVY[i % HEAVY.length];
        const res = await requestOnce(agent, target, method, path, cookie, body());
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        // A refused call (429) waits as Retry-After asks, as a well-behaved client would; the rest fire again at once.
        if (res.status === 429) await sleep(1000);
      }
      agent.destroy();
    }),
  );
  return {
    async stop() {
      stop = true;
      await Promise.all(firing);
      return Object.fromEntries(statuses);
    },
  };
}

/** Every person makes a few choices first, so generation has evidence to work with. */
async function warmUp(choicesUrl, cookies) {
  await choiceLoop(choicesUrl, cookies, 3);
}

async function measure(mode, db, nats, cookies) {
  const services = await startServices(mode, { DATABASE_URL: db.databaseUrl, NATS_URL: nats.url });
  try {
    const loopCookies = cookies.slice(0, USERS);
    const abusers = cookies.slice(USERS, USERS + ABUSERS);
    await warmUp(services.choicesUrl, cookies);
    const quiet = await choiceLoop(services.choicesUrl, loopCookies, DURATION_S);
    const one = abuse(services.recommendationsUrl, abusers.slice(0, 1), 20);
    await sleep(500);
    const underOne = await choiceLoop(services.choicesUrl, loopCookies, DURATION_S);
    const oneStatuses = await one.stop();
    const ten = abuse(services.recommendationsUrl, abusers, 10);
    await sleep(500);
    const underTen = await choiceLoop(services.choicesUrl, loopCookies, DURATION_S);
    const tenStatuses = await ten.stop();
    return { quiet, underOne, underTen, oneStatuses, tenStatuses };
  } finally {
    await services.stop();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

logMachine();
const modes = args.mode === 'both' ? ['processes', 'shared'] : [args.mode];
const db = await createTestDatabase({ seed: true, maxConnections: 4 });
const nats = await startNatsServerProcess();
try {
  // Enough pairs that nobody answers them all during the run (a person out of pairs stops measuring).
  await replicateSeedPairs(db.prisma, 5000);
  await createBenchUsers(db.prisma, USERS + ABUSERS);
  await db.prisma.$executeRawUnsafe('ANALYZE');
  const cookies = await benchSessionCookies(db.prisma, USERS + ABUSERS);
  const report = [];
  for (const mode of modes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measure(mode, db, nats, cookies);
      runs.push(result);
      log(
        `${mode} run ${run + 1}: loop p95 quiet ${result.quiet.latency.p95.toFixed(1)} ms, one abuser ${result.underOne.latency.p95.toFixed(1)} ms ` +
          `(heavy answers ${JSON.stringify(result.oneStatuses)}), ten abusers ${result.underTen.latency.p95.toFixed(1)} ms (heavy answers ${JSON.stringify(result.tenStatuses)})`,
      );
      await db.prisma.$executeRawUnsafe('VACUUM ANALYZE');
    }
    report.push({ mode, runs });
  }
  console.log(`\nFairness: choice loop p95 of ${USERS} people, ${DURATION_S} s per phase, median of ${RUNS} run(s); target ≤ 1.5× quiet`);
  for (const { mode, runs } of report) {
    const quiet = median(runs.map((r) => r.quiet.latency.p95));
    const one = median(runs.map((r) => r.underOne.latency.p95));
    const ten = median(runs.map((r) => r.underTen.latency.p95));
    const verdict = (x) => `${(x / quiet).toFixed(2)}× ${x <= 1.5 * quiet ? 'meets' : 'misses'}`;
    console.log(`  ${mode.padEnd(10)} quiet p95 ${quiet.toFixed(1)} ms | 1 account × 20 parallel: ${one.toFixed(1)} ms (${verdict(one)}) | 10 accounts × 10: ${ten.toFixed(1)} ms (${verdict(ten)})`);
    const errors = runs.flatMap((r) => [r.quiet.errors, r.underOne.errors, r.underTen.errors]).filter((e) => Object.keys(e).length > 0);
    if (errors.length > 0) console.log(`    choice loop errors: ${JSON.stringify(errors)}`);
  }
  console.log(loadAverageAfterLine());
} finally {
  await nats.dispose();
  await db.drop();
}
