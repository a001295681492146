#!/usr/bin/env node
/**
 * A V8 CPU profile as tables of where the time went (not a test).
 *
 *   node tools/bench/cpu-profile-tables.mjs <file.cpuprofile | dir> [--window-s 20] [--skip-s 0] [--top 25] [--loops N]
 *
 * With a directory, the largest .cpuprofile in it is read (the service's main thread: the bench's
 * `--cpu-prof-dir` also collects small profiles of worker threads). Only the busiest `--window-s`
 * seconds count (the bench's capacity phase, not the service's start or the paced phase). Prints the
 * self time by module and by function, and the inclusive time of the heaviest frames, as Markdown
 * tables; with `--loops` (the loops the bench counted in that window) also as µs per loop.
 * docs/performance.md, "Where the service's CPU goes", shows one. For the flame chart, open the same
 * .cpuprofile in Chrome DevTools (Performance panel, "Load profile"): nothing is drawn here.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { busiestWindow, callTree, inclusiveTimeBy, selfTimeBy, selfTimeByCause } from './lib/cpu-profile.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'window-s': { type: 'string', default: '20' },
    /** Leave out the profile's first seconds (the process starting). */
    'skip-s': { type: 'string', default: '0' },
    top: { type: 'string', default: '25' },
    loops: { type: 'string' },
  },
});
if (positionals.length !== 1) {
  console.error('usage: node tools/bench/cpu-profile-tables.mjs <file.cpuprofile | dir> [--window-s 20] [--skip-s 0] [--top 25] [--loops N]');
  process.exit(2);
}

async function profilePath(path) {
  if (!(await stat(path)).isDirectory()) return path;
  const files = (await readdir(path)).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error(`no .cpuprofile in ${path}`);
  const sized = await Promise.all(files.map(async (f) => ({ f, size: (await stat(join(path, f))).size })));
  return join(path, sized.sort((a, b) => b.size - a.size)[0].f);
}

/** The layer a module belongs to, for the "by cause" table. */
function layerOf(module) {
  if (module.startsWith('@prisma/')) return 'Prisma (client, adapter)';
  if (/^pg(-|$)/.test(module)) return 'pg driver';
  if (/^(koa|koa-.*|@koa\/.*|delegates|cookies|keygrip|tsscmp|statuses|mime-types|on-finished|content-type|type-is|http-errors|depd|fresh|vary|accepts|negotiator|destroy|co-body|raw-body|inflation)$/.test(module)) return 'Koa and its packages (session cookie, body)';
  if (module.startsWith('libs/service-kit/')) return 'service kit middleware';
  if (module === 'zod') return 'zod (input, events)';
  if (module.startsWith('pino') || module === 'sonic-boom' || module === 'thread-stream') return 'pino (request log)';
  if (module.startsWith('@opentelemetry/')) return 'OpenTelemetry (trace ids)';
  if (module === 'nats' || module.startsWith('@nats-io/')) return 'NATS (outbox relay)';
  if (/^(services|libs)\//.test(module)) return 'the service and its domain (services/choices, libs/domain, libs/events)';
  return `other: ${module}`;
}

const file = await profilePath(positionals[0]);
const profile = JSON.parse(await readFile(file, 'utf8'));
const windowS = Number(args['window-s']);
const window = busiestWindow(profile, windowS, Number(args['skip-s']));
const tree = callTree(profile, { ...window, repoRoot: REPO_ROOT });
const loops = args.loops ? Number(args.loops) : undefined;
const totalMs = tree.totalUs / 1000;

const share = (us) => `${((us / tree.totalUs) * 100).toFixed(1)} %`;
const perLoop = (us) => (loops ? ` | ${(us / loops).toFixed(0)}` : '');
const loopHeader = loops ? ' | µs/loop' : '';
const loopRule = loops ? ' | ---:' : '';
const cut = (text, n = 90) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);
const table = (heading, rows, valueOf) => {
  console.log(`\n${heading}\n\n| | share${loopHeader} |\n| --- | ---:${loopRule} |`);
  for (const row of rows.slice(0, Number(args.top))) console.log(`| \`${cut(row.key)}\` | ${share(valueOf(row))}${perLoop(valueOf(row))} |`);
};

console.log(`profile ${file}`);
console.log(`window: the busiest ${windowS} s, ${totalMs.toFixed(0)} ms of CPU on the main thread${loops ? `, ${loops} loops → ${(tree.totalUs / loops).toFixed(0)} µs per loop` : ''}`);
table('Self time by cause (the package on the stack that caused it; a socket write is its caller\'s)', selfTimeByCause(tree, layerOf), (r) => r.selfUs);
table('Self time by module', selfTimeBy(tree, (n) => n.module), (r) => r.selfUs);
table('Self time by function', selfTimeBy(tree, (n) => n.label), (r) => r.selfUs);
table('Inclusive time (the frame and everything it calls)', inclusiveTimeBy(tree, (n) => n.label), (r) => r.totalUs);
