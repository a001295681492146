#!/usr/bin/env node
// `npm run bench`: the benchmarks (not tests). Builds are needed for the size report.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

if (!existsSync(`${root}shell/dist/index.html`)) run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream']);
run('node', ['--import', 'tsx', 'scripts/size-report.ts']);
run('node', ['tools/bench/choice-loop.mjs', ...process.argv.slice(2)]);
run('node', ['tools/bench/recommendations.mjs']);
run('node', ['tools/bench/analytics.mjs']);
run('node', ['tools/bench/next-pair.mjs']);
run('node', ['tools/bench/rum-ingest.mjs']);
