#!/usr/bin/env node
// The one test command (`npm test`): every check CI runs, in order, failing fast, with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };
const only = process.argv.slice(2);
const results = { passed: 0, failed: 0, skipped: 0, flaky: 0 };

function run(title, command, args, opts = {}) {
  const started = Date.now();
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { cwd: root, env: { ...env, ...opts.env }, stdio: 'inherit' });
  // Count before deciding: a failing step's own results belong in the summary line.
  opts.count?.();
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`=== ${title} FAILED after ${secs}s (exit ${res.status ?? res.signal})`);
    printSummary();
    process.exit(1);
  }
  console.log(`=== ${title} ok (${secs}s)`);
}

function countFromJson(file, pick) {
  if (!existsSync(file)) return;
  const counts = pick(JSON.parse(readFileSync(file, 'utf8')));
  results.passed += counts.passed;
  results.failed += counts.failed;
  results.skipped += counts.skipped;
  results.flaky += counts.flaky ?? 0;
}

function printSummary() {
  if (results.flaky > 0) console.log(`\n${results.flaky} browser test(s) passed only on retry (counted as passed): see the list above`);
  console.log(`\nTests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
}

// Vitest leaves one core idle by default; the unit tier keeps every core busy, since the integration
// tier beside it mostly waits on Postgres and NATS (dom alone: 195 s with one worker, 124 s with two).
const UNIT_WORKERS = String(availableParallelism());
const VITEST_TIERS = {
  unit: {
    title: 'unit and component tests (no database, no broker)',
    projects: ['--project', 'unit', '--project', 'dom', `--maxWorkers=${UNIT_WORKERS}`, `--minWorkers=${UNIT_WORKERS}`],
  },
  integration: { title: 'service integration tests (Postgres, NATS, PGlite)', projects: ['--project', 'integration'] },
};

/** A vitest tier (vitest.config.ts): its own JSON report, counted into the summary. */
function vitestJob(name) {
  const out = path.join(root, 'test-results', `vitest-${name}.json`);
  return {
    name,
    title: VITEST_TIERS[name].title,
    command: 'npx',
    args: ['vitest', 'run', ...VITEST_TIERS[name].projects, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    prepare: () => rmSync(out, { force: true }),
    count: () =>
      countFromJson(out, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) })),
  };
}

const command = (name, title, cmd, args) => ({ name, title, command: cmd, args });

/**
 * The browser suite, but for the tests tagged `@phone` (Lighthouse's mobile pass, INP under a slower
 * CPU): those measure main-thread time, so they run in a step of their own once nothing else runs
 * (`phone`), where the integration tier beside the suite would make a phone's figures the machine's.
 */
const PHONE_TAG = '@phone';

/** A run of the browser suite (or the tests it selects), its JSON report counted into the summary. */
function playwrightJob(name, title, selection, report) {
  const out = path.join(root, 'test-results', report);
  return {
    name,
    title,
    command: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...selection],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    prepare: () => rmSync(out, { force: true }),
    count: () =>
      countFromJson(out, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped, flaky: r.stats.flaky })),
  };
}

const e2eJob = () => playwrightJob('e2e', 'browser tests (Chromium)', ['--grep-invert', PHONE_TAG], 'playwright.json');
/**
 * The phone step measures main-thread time: it waits until the machine has settled after the lanes
 * before it (the 1-minute load average at most PHONE_QUIET_LOAD, for at most PHONE_QUIET_WAIT_S), so
 * that what it measures is the page, not the integration tier's last processes (docs/performance.md,
 * "Phones: Lighthouse mobile").
 */
const PHONE_QUIET_LOAD = 1.5;
const PHONE_QUIET_WAIT_S = 120;
async function untilQuiet() {
  const started = Date.now();
  while (loadavg()[0] > PHONE_QUIET_LOAD && Date.now() - started < PHONE_QUIET_WAIT_S * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  console.log(`phone step: load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} after ${Math.round((Date.now() - started) / 1000)} s of waiting (at most ${PHONE_QUIET_WAIT_S} s for ${PHONE_QUIET_LOAD})`);
}

const phoneJob = () =>
  playwrightJob('phone', 'phone budgets (Chromium: Lighthouse mobile, INP under a 4× slower CPU; alone on the machine)', ['--grep', PHONE_TAG], 'playwright-phone.json');

function imagesJob() {
  const out = path.join(root, 'test-results', 'images.json');
  return {
    name: 'images',
    title: 'images (podman: every image built, the Kubernetes set played, a person through the edge)',
    command: 'node',
    // The build step made the apps the edge image holds.
    args: ['--import', 'tsx', 'scripts/images/smoke.ts', '--skip-apps'],
    prepare: () => rmSync(out, { force: true }),
    count: () => countFromJson(out, (r) => ({ passed: r.passed, failed: r.failed, skipped: 0 })),
  };
}

/** One step, its output straight to the terminal. */
function runJob(job) {
  job.prepare?.();
  run(job.title, job.command, job.args, { env: job.env, count: job.count });
}

/** Runs one job with its output in a log file; resolves with its exit code. */
function spawnLogged(job) {
  job.prepare?.();
  const logFile = path.join(root, 'test-results', `${job.name}.log`);
  console.log(`\n=== ${job.title}: ${job.command} ${job.args.join(' ')} (log: ${path.relative(root, logFile)})`);
  const log = createWriteStream(logFile);
  const child = spawn(job.command, job.args, { cwd: root, env: { ...env, ...job.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal))).then(async (code) => {
    await new Promise((resolve) => log.end(resolve));
    return { code, logFile };
  });
}

/**
 * Lanes at once, each a sequence of steps; every step's log is printed whole when it ends. Steps share
 * the machine where one mostly waits while another computes, or where none uses both cores all along
 * (GROUPS). A failed step ends its lane; the other lanes finish, then the run fails.
 */
async function runLanes(lanes) {
  const started = Date.now();
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  let failed = false;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const job of lane) {
        const { code, logFile } = await spawnLogged(job);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        job.count?.();
        const secs = ((Date.now() - started) / 1000).toFixed(1);
        if (code !== 0) {
          failed = true;
          console.error(`=== ${job.title} FAILED (exit ${code}; ${secs}s since the group started)`);
          return;
        }
        console.log(`=== ${job.title} ok (${secs}s since the group started)`);
      }
    }),
  );
  if (failed) {
    printSummary();
    process.exit(1);
  }
}

const steps = [
  command('generate', 'prisma client', 'npm', ['run', 'generate', '-w', '@alive/db']),
  command('drift', 'schema vs migrations drift', 'npm', ['run', 'check-drift', '-w', '@alive/db']),
  command('typecheck', 'typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--pretty', 'false']),
  command('lint', 'lint (module boundaries)', 'npx', ['eslint', '.', '--max-warnings=0']),
  // Before the tests: the integration tier starts every service from the bundle its image copies, the edge's with the built apps.
  command('build', 'build shell and remotes', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream']),
  // What a page downloads, held to its budgets as built (libs/rspack-config/src/size-budgets.ts).
  command('size', 'size budgets of the built shell and remotes', 'node', ['--import', 'tsx', 'scripts/size-report.ts', '--built-only']),
  vitestJob('unit'),
  vitestJob('integration'),
  e2eJob(),
  imagesJob(),
  phoneJob(),
];
/**
 * Steps run at once, as lanes of steps in order. The source checks beside the build; then the unit
 * tier on every core, then the browser suite, beside the integration tier, which mostly waits on
 * Postgres and NATS, then the image tier, which waits on podman (each site on its own NATS server).
 * The browser suite starts while the integration tier ends: they share no database and no stream.
 */
const GROUPS = [
  [['drift'], ['typecheck'], ['lint'], ['build', 'size']],
  [
    ['unit', 'e2e'],
    ['integration', 'images'],
  ],
];

const selected = steps.filter((job) => !only.length || only.includes(job.name));
const byName = new Map(selected.map((job) => [job.name, job]));
const done = new Set();
for (const job of selected) {
  if (done.has(job.name)) continue;
  const group = GROUPS.find((lanes) => lanes.flat().includes(job.name));
  const lanes = group?.map((lane) => lane.filter((name) => byName.has(name)).map((name) => byName.get(name))).filter((lane) => lane.length > 0);
  if (lanes && lanes.flat().length > 1) {
    await runLanes(lanes);
    for (const lane of lanes) for (const member of lane) done.add(member.name);
  } else {
    if (job.name === 'phone') await untilQuiet();
    runJob(job);
    done.add(job.name);
  }
}
printSummary();
