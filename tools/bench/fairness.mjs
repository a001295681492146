#!/usr/bin/env node
/**
 * Fairness under abuse (a benchmark, not a test; docs/architecture.md, "Expensive work" and "Rate limits";
 * docs/performance.md, "One account's flood").
 *
 *   node tools/bench/fairness.mjs [--mode both|processes|shared|embedded|all] [--cases one,ten,flood]
 *     [--users 20] [--duration 10] [--runs 3] [--account-limit <per second>/<burst>[/<at once>]|off]
 *     [--flood-connections 16] [--flood-max 1000000] [--flood-path /api/choice-pairs/next] [--flood-nice 0]
 *     [--flood-slices 4]
 *
 * Does one person's expensive work, or one account's flood, slow everyone else's choice loop? 20 people
 * run the home-screen loop (GET next pair → think 100–300 ms → POST the choice) against the choices
 * service; the p95 of their requests is taken in turn, each for --duration seconds:
 *   quiet     nobody else does anything;
 *   one       one account fires 20 parallel generation calls (smart pairs, refreshes, enhanced titles)
 *             and fires again as each answers;
 *   ten       10 accounts each do the same with 10 in parallel;
 *   flood     (--flood-slices pairs of a quiet slice and a flooded one, --duration seconds of each side,
 *             the flood stopped between them, so the machine's changing load falls on both sides alike)
 *             one account sends GET --flood-path to the choices service as fast as it can over
 *             --flood-connections keep-alive connections, ignoring Retry-After (lib/flood.mjs, a process
 *             of its own at --flood-nice; at most --flood-max requests, only to 127.0.0.1). At nice 0 its
 *             client takes the same 2 CPUs as everything else, so its own sending counts against the
 *             people too: the worst case. At 19 it gets only the CPU nobody else wants.
 * Target: the loop's p95 stays within 1.5× its quiet value in every other phase (the flood's: its own
 * quiet slices; the ratio reported is the median of the runs' own ratios). The heavy calls' and
 * the flood's answers are counted by status (429 = turned away by the work gate or the per-account
 * limit, which is the point).
 *
 * Modes: `processes` runs choices and recommendations as separate processes (per service, as in the
 * cluster); `shared` runs both in one process, one event loop, on Postgres; `embedded` is the one-process
 * site as `npm start` runs it without DATABASE_URL: one process, in-process PGlite (a fresh folder per
 * run, migrated, seeded and filled here) and bus, one configuration for both services. `both` is
 * processes and shared, `all` all three. Postgres modes use a fresh database with the product seed and
 * a private JetStream server. --account-limit sets ACCOUNT_REQUESTS_PER_SECOND, ACCOUNT_REQUEST_BURST and
 * ACCOUNT_CONCURRENT_REQUESTS for the services (`off`: 0; default: the services' own defaults). Prints the
 * median of --runs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchSessionCookies, createBenchUsers, createTestDatabase, REPO_ROOT, replicateSeedPairs, SESSION_KEYS, startNatsServerProcess } from './lib/workspace.mjs';
import { loadAverageAfterLine, log, logMachine, sleep } from './lib/bench-run.mjs';
import { connection, send } from '../lib/http-client.mjs';
import { median, summarize } from '../lib/percentiles.mjs';
import { freePort, startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';

// After workspace.mjs: it registers tsx, which the TypeScript workspace needs.
const { DEFAULT_ACCOUNT_RATE_LIMIT } = await import('@alive/service-kit');

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    users: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    'log-level': { type: 'string', default: 'warn' },
    cases: { type: 'string', default: 'one,ten,flood' },
    'account-limit': { type: 'string' },
    'flood-connections': { type: 'string', default: '16' },
    'flood-max': { type: 'string', default: '1000000' },
    'flood-path': { type: 'string', default: '/api/choice-pairs/next' },
    'flood-nice': { type: 'string', default: '0' },
    'flood-slices': { type: 'string', default: '4' },
  },
});
const USERS = Number(args.users);
const DURATION_S = Number(args.duration);
const RUNS = Number(args.runs);
const ABUSERS = 10; // bench users after the loop's people
const FLOODER = 1; // the flood's account, after the abusers
const ALL_USERS = USERS + ABUSERS + FLOODER;
const PAIRS = 5000; // enough that nobody answers them all during the run (a person out of pairs stops measuring)
const CASES = new Set(args.cases.split(',').filter(Boolean));
for (const name of CASES) if (!['one', 'ten', 'flood'].includes(name)) throw new Error(`unknown case ${name} (one, ten, flood)`);

/** The services' per-account limit settings from --account-limit (docs/architecture.md, "Rate limits"). */
function accountLimitEnv(value) {
  if (value === undefined) return {};
  if (value === 'off') return { ACCOUNT_REQUESTS_PER_SECOND: '0', ACCOUNT_REQUEST_BURST: '0' };
  const match = /^(\d+)\/(\d+)(?:\/(\d+))?$/.exec(value);
  if (!match) throw new Error(`--account-limit: expected <per second>/<burst>[/<at once>] or off, got ${value}`);
  return { ACCOUNT_REQUESTS_PER_SECOND: match[1], ACCOUNT_REQUEST_BURST: match[2], ...(match[3] ? { ACCOUNT_CONCURRENT_REQUESTS: match[3] } : {}) };
}
const LIMIT_ENV = accountLimitEnv(args['account-limit']);
/**
 * The flood is measured in its steady state, once its account has spent its burst (burst ÷ rate): what
 * lasts is the rate. The burst's own moment is a few seconds once per flood.
 */
const FLOOD_SETTLE_MS = (() => {
  const perSecond = Number(LIMIT_ENV.ACCOUNT_REQUESTS_PER_SECOND ?? DEFAULT_ACCOUNT_RATE_LIMIT.perSecond);
  const burst = Number(LIMIT_ENV.ACCOUNT_REQUEST_BURST ?? DEFAULT_ACCOUNT_RATE_LIMIT.burst);
  return 500 + (perSecond > 0 && burst > 0 ? (1000 * burst) / perSecond : 0);
})();
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
    return {
      choicesUrl: choices.url,
      recommendationsUrl: recommendations.url,
      pids: [choices.child.pid, recommendations.child.pid],
      stop: () => stopServiceProcesses([choices, recommendations]),
    };
  }
  const [choicesPort, recommendationsPort] = [await freePort(), await freePort()];
  // The embedded site: its own PGlite folder, the bench's people and their cookies made in that process.
  const embeddedDir = mode === 'embedded' ? mkdtempSync(join(tmpdir(), 'alive-fairness-pglite-')) : undefined;
  const embeddedEnv = embeddedDir
    ? { BENCH_EMBEDDED_DIR: embeddedDir, BENCH_COOKIES_FILE: join(embeddedDir, 'cookies.json'), BENCH_USERS: String(ALL_USERS), BENCH_PAIRS: String(PAIRS) }
    : {};
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'tools/bench/lib/shared-process.ts'), 'choices', 'recommendations'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      ...embeddedEnv,
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
  // Migrating and seeding PGlite takes a while on a busy machine.
  for (let i = 0; i < (embeddedDir ? 3000 : 300); i += 1) {
    const ready = await Promise.all(Object.values(urls).map((url) => fetch(`${url}/readyz`).then((r) => r.ok, () => false)));
    if (ready.every(Boolean)) {
      const cookies = embeddedDir ? JSON.parse(readFileSync(embeddedEnv.BENCH_COOKIES_FILE, 'utf8')) : undefined;
      const stop = () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
      return {
        ...urls,
        cookies,
        pids: [child.pid],
        async stop() {
          await stop();
          if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
  throw new Error('the shared process did not become ready');
}

/** CPU time (ms) of processes so far, threads included (/proc, Linux; USER_HZ 100). */
async function cpuMsOf(pids) {
  const each = await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
      if (!stat) return 0;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    }),
  );
  return each.reduce((a, b) => a + b, 0);
}

/** `phase()` with the services' CPU during it, in cores (CPU seconds per second). */
async function withServiceCpu(pids, phase) {
  const [cpuBefore, started] = [await cpuMsOf(pids), performance.now()];
  const result = await phase();
  return { ...result, serviceCores: ((await cpuMsOf(pids)) - cpuBefore) / (performance.now() - started) };
}

/** The people choosing: their request latencies for `seconds`. */
async function choiceLoop(url, cookies, seconds) {
  const latencies = [];
  const errors = new Map();
  let stop = false;
  const people = cookies.map(async (cookie) => {
    const person = connection(url);
    await sleep(Math.random() * 300);
    while (!stop) {
      let t0 = performance.now();
      const next = await send(person, 'GET', '/api/choice-pairs/next', { cookie });
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
      const submit = await send(person, 'POST', '/api/user-choices', { cookie, body });
      latencies.push(performance.now() - t0);
      if (submit.status !== 201) errors.set(`choice ${submit.status}`, (errors.get(`choice ${submit.status}`) ?? 0) + 1);
    }
    await person.close();
  });
  await sleep(seconds * 1000);
  stop = true;
  await Promise.all(people);
  return { latencies, latency: summarize(latencies), errors: Object.fromEntries(errors) };
}

/** Slices of choiceLoop (with withServiceCpu) as one phase: every request's latency, the CPU averaged. */
function mergeSlices(slices) {
  const latencies = slices.flatMap((slice) => slice.latencies);
  const errors = {};
  for (const slice of slices) for (const [what, count] of Object.entries(slice.errors)) errors[what] = (errors[what] ?? 0) + count;
  const serviceCores = slices.reduce((sum, slice) => sum + slice.serviceCores, 0) / slices.length;
  return { latencies, latency: summarize(latencies), errors, serviceCores };
}

/** `accounts` people each keeping `parallel` heavy calls in flight until stopped. */
function abuse(url, cookies, parallel) {
  const statuses = new Map();
  let stop = false;
  const firing = cookies.flatMap((cookie) =>
    Array.from({ length: parallel }, async (_, i) => {
      const caller = connection(url);
      while (!stop) {
        const [method, path, body] = HEAVY[i % HEAVY.length];
        const res = await send(caller, method, path, { cookie, body: body() });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        // A refused call (429) waits as Retry-After asks, as a well-behaved client would; the rest fire again at once.
        if (res.status === 429) await sleep(1000);
      }
      await caller.close();
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

/** One account flooding `url` from a process of its own (lib/flood.mjs) for at most `seconds`, until `stop()`. */
async function flood(url, cookie, seconds) {
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'tools/bench/lib/flood.mjs'), url, args['flood-path'], args['flood-connections'], String(seconds), args['flood-max']],
    { cwd: REPO_ROOT, env: { ...process.env, FLOOD_COOKIE: cookie }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  // --flood-nice 19: the abuser's own client gets the CPU only when nothing else wants it (in life it runs
  // elsewhere), so the phase measures what its requests cost the services, not what sending them costs.
  setPriority(child.pid, Number(args['flood-nice']));
  const result = new Promise((resolve, reject) => {
    child.on('message', (message) => typeof message === 'object' && resolve(message));
    child.once('exit', (code) => reject(new Error(`the flood ended without a result (exit ${code})`)));
  });
  await new Promise((resolve) => child.once('message', resolve)); // 'started'
  return {
    /** Stops sending for a while (SIGSTOP); what is in flight is answered. */
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      child.kill('SIGCONT');
      if (child.connected) child.send('stop');
      return result;
    },
  };
}

/**
 * The flood phase: --flood-slices pairs of a quiet slice and a flooded one (the flood stopped with
 * SIGSTOP in between, and measured after FLOOD_SETTLE_MS each time it goes again), so a change in the
 * shared machine's load falls on both sides alike; each side is every request of its slices.
 */
async function floodPhase(url, loop, flooder) {
  const slices = Number(args['flood-slices']);
  const sliceS = DURATION_S / slices;
  const flooding = await flood(url, flooder, slices * (2 * sliceS + FLOOD_SETTLE_MS / 1000) + 10);
  flooding.pause();
  const quiet = [];
  const flooded = [];
  for (let slice = 0; slice < slices; slice += 1) {
    quiet.push(await loop(sliceS));
    flooding.resume();
    await sleep(FLOOD_SETTLE_MS);
    flooded.push(await loop(sliceS));
    flooding.pause();
  }
  const statuses = await flooding.stop();
  return { floodQuiet: mergeSlices(quiet), underFlood: mergeSlices(flooded), flood: { ...statuses, seconds: slices * (sliceS + FLOOD_SETTLE_MS / 1000) } };
}

/** Every person makes a few choices first, so generation has evidence to work with. */
async function warmUp(choicesUrl, cookies) {
  await choiceLoop(choicesUrl, cookies, 3);
}

async function measure(mode, db, nats, benchCookies) {
  const services = await startServices(mode, { ...(db ? { DATABASE_URL: db.databaseUrl } : {}), ...(nats ? { NATS_URL: nats.url } : {}), ...LIMIT_ENV });
  try {
    const cookies = services.cookies ?? benchCookies;
    const loopCookies = cookies.slice(0, USERS);
    const abusers = cookies.slice(USERS, USERS + ABUSERS);
    const flooder = cookies[USERS + ABUSERS];
    await warmUp(services.choicesUrl, cookies.slice(0, USERS + ABUSERS));
    const loop = (seconds = DURATION_S) => withServiceCpu(services.pids, () => choiceLoop(services.choicesUrl, loopCookies, seconds));
    const result = { quiet: await loop() };
    if (CASES.has('one')) {
      const one = abuse(services.recommendationsUrl, abusers.slice(0, 1), 20);
      await sleep(500);
      result.underOne = await loop();
      result.oneStatuses = await one.stop();
    }
    if (CASES.has('ten')) {
      const ten = abuse(services.recommendationsUrl, abusers, 10);
      await sleep(500);
      result.underTen = await loop();
      result.tenStatuses = await ten.stop();
    }
    if (CASES.has('flood')) Object.assign(result, await floodPhase(services.choicesUrl, loop, flooder));
    return result;
  } finally {
    await services.stop();
  }
}

const floodLine = (f) => `${f.sent} requests in ${f.seconds.toFixed(1)} s (${(f.sent / f.seconds).toFixed(0)}/s) ${JSON.stringify(f.statuses)}`;

logMachine();
const MODES = { both: ['processes', 'shared'], all: ['processes', 'shared', 'embedded'] };
const modes = MODES[args.mode] ?? [args.mode];
const postgres = modes.some((mode) => mode !== 'embedded');
const db = postgres ? await createTestDatabase({ seed: true, maxConnections: 4 }) : undefined;
const nats = postgres ? await startNatsServerProcess() : undefined;
try {
  let cookies;
  if (db) {
    await replicateSeedPairs(db.prisma, PAIRS);
    await createBenchUsers(db.prisma, ALL_USERS);
    await db.prisma.$executeRawUnsafe('ANALYZE');
    cookies = await benchSessionCookies(db.prisma, ALL_USERS);
  }
  const report = [];
  for (const mode of modes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measure(mode, mode === 'embedded' ? undefined : db, mode === 'embedded' ? undefined : nats, cookies);
      runs.push(result);
      const parts = [`loop p95 quiet ${result.quiet.latency.p95.toFixed(1)} ms`];
      if (result.underOne) parts.push(`one abuser ${result.underOne.latency.p95.toFixed(1)} ms (heavy answers ${JSON.stringify(result.oneStatuses)})`);
      if (result.underTen) parts.push(`ten abusers ${result.underTen.latency.p95.toFixed(1)} ms (heavy answers ${JSON.stringify(result.tenStatuses)})`);
      if (result.underFlood) {
        parts.push(`flood: its quiet slices ${result.floodQuiet.latency.p95.toFixed(1)} ms, flooded ${result.underFlood.latency.p95.toFixed(1)} ms (${floodLine(result.flood)})`);
      }
      const cores = ['quiet', 'underOne', 'underTen', 'floodQuiet', 'underFlood'].filter((key) => result[key]).map((key) => `${key} ${result[key].serviceCores.toFixed(2)}`);
      parts.push(`service CPU in cores: ${cores.join(', ')}`);
      log(`${mode} run ${run + 1}: ${parts.join(', ')}`);
      if (db && mode !== 'embedded') await db.prisma.$executeRawUnsafe('VACUUM ANALYZE');
    }
    report.push({ mode, runs });
  }
  const limit = args['account-limit'] ?? 'the services\' defaults';
  console.log(`\nFairness: choice loop p95 of ${USERS} people, ${DURATION_S} s per phase, median of ${RUNS} run(s); per-account limit ${limit}; target ≤ 1.5× quiet`);
  for (const { mode, runs } of report) {
    const figures = [`quiet p95 ${median(runs.map((r) => r.quiet.latency.p95)).toFixed(1)} ms`];
    const phase = (key, label, baseline = 'quiet') => {
      if (!runs[0][key]) return;
      const before = median(runs.map((r) => r[baseline].latency.p95));
      const p95 = median(runs.map((r) => r[key].latency.p95));
      // Each run's own ratio too: on a shared machine the load moves between runs, not within one.
      const ratios = runs.map((r) => r[key].latency.p95 / r[baseline].latency.p95);
      const ratio = median(ratios);
      const against = baseline === 'quiet' ? '' : ` against its quiet slices ${before.toFixed(1)} ms`;
      figures.push(
        `${label}: ${p95.toFixed(1)} ms${against} (median ratio ${ratio.toFixed(2)}× ${ratio <= 1.5 ? 'meets' : 'misses'}; per run ${ratios.map((x) => x.toFixed(2)).join(' / ')}×)`,
      );
    };
    phase('underOne', '1 account × 20 parallel');
    phase('underTen', '10 accounts × 10');
    phase('underFlood', `1 account flooding × ${args['flood-connections']}`, 'floodQuiet');
    console.log(`  ${mode.padEnd(10)} ${figures.join(' | ')}`);
    if (runs[0].flood) for (const [i, r] of runs.entries()) console.log(`    flood run ${i + 1}: ${floodLine(r.flood)}`);
    const errors = runs
      .flatMap((r) => [r.quiet.errors, r.underOne?.errors, r.underTen?.errors, r.floodQuiet?.errors, r.underFlood?.errors])
      .filter((e) => e && Object.keys(e).length > 0);
    if (errors.length > 0) console.log(`    choice loop errors: ${JSON.stringify(errors)}`);
  }
  console.log(loadAverageAfterLine());
} finally {
  await nats?.dispose();
  await db?.drop();
}
