/**
 * What rendering the profile with a person's answers costs the edge per page load (a benchmark, not a
 * test; docs/performance.md, "The profile with the person's data"): the profile remote's screens bundle
 * (`mfe-profile/dist/screens/render.cjs`, built by `npx nx run mfe-profile:build`) renders the screen as
 * services/edge/src/screen-data.ts asks it to, with answers shaped as the profile service gives them
 * (checked against their contracts), after a warm-up like the edge's own at start.
 *
 *   node --import tsx tools/bench/screen-render.ts [--renders 400]
 */
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { happinessProfileSchema, profileCompletionSchema } from '@alive/contracts';
import { buildHappinessProfile, DIMENSION_KEYS, profileCompletion } from '@alive/domain';
import { summarize } from '../lib/percentiles.mjs';

const log = (...parts: string[]) => console.log(`[bench] ${parts.join(' ')}`);

const { values: args } = parseArgs({ options: { renders: { type: 'string', default: '400' } } });
const RENDERS = Number(args.renders);

const bundle = fileURLToPath(new URL('../../mfe-profile/dist/screens/render.cjs', import.meta.url));
const { renderScreen } = createRequire(import.meta.url)(bundle) as {
  renderScreen: (module: string, path: string, reads: { path: string; data: unknown }[]) => Promise<string | null>;
};

// A person 50 choices in, every dimension leaning one way.
const evidence = DIMENSION_KEYS.map((dimension, index) => ({ dimension, positiveWeight: 8 + index, negativeWeight: 2, choiceCount: 10 }));
const profile = happinessProfileSchema.parse(buildHappinessProfile(evidence, 50));
const completion = profileCompletionSchema.parse({ ...profileCompletion(evidence), choiceCount: 50 });
const reads = [
  { path: '/api/happiness-profile', data: profile },
  { path: '/api/happiness-profile/completion', data: completion },
];

log(`machine: ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
// As the edge warms its screens when it starts (without answers), then the first page load with them.
let started = performance.now();
await renderScreen('./ProfileScreen', '/happiness-profile', []);
log(`warm-up render (no answers): ${(performance.now() - started).toFixed(1)} ms`);
started = performance.now();
const first = await renderScreen('./ProfileScreen', '/happiness-profile', reads);
log(`first render with answers: ${(performance.now() - started).toFixed(1)} ms, ${Buffer.byteLength(first ?? '')} bytes of fragment`);
if (!first?.includes(profile.typeDescription ?? '\0')) throw new Error("the render does not hold the person's type description");

const times: number[] = [];
for (let i = 0; i < RENDERS; i += 1) {
  started = performance.now();
  await renderScreen('./ProfileScreen', '/happiness-profile', reads);
  times.push(performance.now() - started);
}
const renders = summarize(times);
log(`${RENDERS} renders with answers: p50 ${renders.p50.toFixed(2)} ms, p95 ${renders.p95.toFixed(2)} ms, p99 ${renders.p99.toFixed(2)} ms (the edge's event loop is busy that long per profile page load)`);
