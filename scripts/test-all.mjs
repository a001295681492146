#!/usr/bin/env node
// The one test command (`npm test`): every check CI runs, in order, failing fast, with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

const VITEST_TIERS = {
  unit: { title: 'unit and component tests (no database, no broker)', projects: ['--project', 'unit', '--project', 'dom'] },
  integration: { title: 'service integration tests (Postgres, NATS, PGlite)', projects: ['--project', 'integration'] },
};

function vitestArgs(name) {
  const out = path.join(root, 'test-results', `vitest-${name}.json`);
  rmSync(out, { force: true });
  return { out, args: ['vitest', 'run', ...VITEST_TIERS[name].projects, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`] };
}

function countVitest(out) {
  countFromJson(out, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) }));
}

/** One vitest tier (vitest.config.ts): its own JSON report, counted into the summary. */
function vitestStep(name) {
  const { out, args } = vitestArgs(name);
  run(VITEST_TIERS[name].title, 'npx', args, { count: () => countVitest(out) });
}

/**
 * Both tiers at once when both are asked for: the integration tier mostly waits on Postgres and NATS
 * while the unit tier keeps the CPUs busy, so together they take about as long as the longer one.
 * Each writes its own log, printed whole when it ends.
 */
async function vitestTiersTogether() {
  const started = Date.now();
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const tiers = Object.keys(VITEST_TIERS).map((name) => {
    const { out, args } = vitestArgs(name);
    const logFile = path.join(root, 'test-results', `vitest-${name}.log`);
    console.log(`\n=== ${VITEST_TIERS[name].title}: npx ${args.join(' ')} (log: ${path.relative(root, logFile)})`);
    const log = createWriteStream(logFile);
    const child = spawn('npx', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    const exit = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
    return { name, out, logFile, log, exit };
  });
  let failed = false;
  for (const tier of tiers) {
    const code = await tier.exit;
    await new Promise((resolve) => tier.log.end(resolve));
    process.stdout.write(readFileSync(tier.logFile, 'utf8'));
    countVitest(tier.out);
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      failed = true;
      console.error(`=== ${VITEST_TIERS[tier.name].title} FAILED (exit ${code}; both tiers ${secs}s)`);
    } else console.log(`=== ${VITEST_TIERS[tier.name].title} ok (both tiers ${secs}s)`);
  }
  if (failed) {
    printSummary();
    process.exit(1);
  }
}

const steps = [
  ['generate', () => run('prisma client', 'npm', ['run', 'generate', '-w', '@alive/db'])],
  ['drift', () => run('schema vs migrations drift', 'npm', ['run', 'check-drift', '-w', '@alive/db'])],
  ['typecheck', () => run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--pretty', 'false'])],
  ['lint', () => run('lint (module boundaries)', 'npx', ['eslint', '.', '--max-warnings=0'])],
  // Before the tests: the integration tier starts every service from the bundle its image copies, the edge's with the built apps.
  ['build', () => run('build shell and remotes', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream'])],
  ['unit', () => vitestStep('unit')],
  ['integration', () => vitestStep('integration')],
  [
    'e2e',
    () => {
      const out = path.join(root, 'test-results', 'playwright.json');
      rmSync(out, { force: true });
      const count = () =>
        countFromJson(out, (r) => ({
          passed: r.stats.expected + r.stats.flaky,
          failed: r.stats.unexpected,
          skipped: r.stats.skipped,
          flaky: r.stats.flaky,
        }));
      run('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
        count,
      });
    },
  ],
  [
    'images',
    () => {
      const out = path.join(root, 'test-results', 'images.json');
      run('images (podman: every image built and the Kubernetes set played)', 'node', ['--import', 'tsx', 'scripts/images/smoke.ts', '--skip-apps'], {
        count: () => countFromJson(out, (r) => ({ passed: r.passed, failed: r.failed, skipped: 0 })),
      });
    },
  ],
];

const selected = steps.filter(([name]) => !only.length || only.includes(name));
const bothTiers = selected.some(([name]) => name === 'unit') && selected.some(([name]) => name === 'integration');
for (const [name, step] of selected) {
  if (bothTiers && name === 'integration') continue;
  if (bothTiers && name === 'unit') await vitestTiersTogether();
  else step();
}
printSummary();
