#!/usr/bin/env node
// The one test command (`npm test`): every check CI runs, in order, failing fast, with one summary line.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, existsSync } from 'node:fs';
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

/** One vitest tier (vitest.config.ts): its own JSON report, counted into the summary. */
function vitestStep(name, title, projects) {
  const out = path.join(root, 'test-results', `vitest-${name}.json`);
  rmSync(out, { force: true });
  const count = () =>
    countFromJson(out, (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + (r.numTodoTests ?? 0),
    }));
  run(title, 'npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { count });
}

const steps = [
  ['generate', () => run('prisma client', 'npm', ['run', 'generate', '-w', '@alive/db'])],
  ['drift', () => run('schema vs migrations drift', 'npm', ['run', 'check-drift', '-w', '@alive/db'])],
  ['typecheck', () => run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--pretty', 'false'])],
  ['lint', () => run('lint (module boundaries)', 'npx', ['eslint', '.', '--max-warnings=0'])],
  ['unit', () => vitestStep('unit', 'unit and component tests (no database, no broker)', ['--project', 'unit', '--project', 'dom'])],
  ['integration', () => vitestStep('integration', 'service integration tests (Postgres, NATS, PGlite)', ['--project', 'integration'])],
  ['build', () => run('build shell and remotes', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream'])],
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
];

for (const [name, step] of steps) {
  if (only.length && !only.includes(name)) continue;
  step();
}
printSummary();
