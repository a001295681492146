#!/usr/bin/env node
/**
 * The canary judge, measured by simulation (not a test; docs/deploy.md, "The decision rule").
 *
 *   npm run eval:canary-judge -- [--seed 1] [--canaries 10000] [--bad 1000] [--quick] [--loads-per-second 20] [--canary-share 0.1]
 *
 * Replays canaries look by look (one every 10 s) with traffic like the site's, and prints for today's
 * judge (the fixed-sample 99 % intervals, tools/eval/legacy-canary-judge.ts) and the anytime-valid
 * one (libs/domain judgeCanary), side by side: the share of A/A canaries (the same code) rolled back,
 * and the median canary page loads to roll back a canary 2 points worse on failed loads, 2 points
 * worse on errors, or 30 % slower at p75 LCP. Exits 1 when the anytime-valid judge misses a target.
 * `--quick`: 1,000 A/A canaries and 200 of each worse kind.
 */
import { parseArgs } from 'node:util';
import { REAL_TRAFFIC, TARGETS, missedTargets, simulate, type JudgeOutcome, type ScenarioResult } from './canary-judge-simulation.ts';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    canaries: { type: 'string' },
    bad: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'loads-per-second': { type: 'string', default: String(REAL_TRAFFIC.loadsPerSecond) },
    'canary-share': { type: 'string', default: String(REAL_TRAFFIC.canaryShare) },
  },
});
const seed = Number(args.seed);
const canaries = Number(args.canaries ?? (args.quick ? 1000 : 10_000));
const badCanaries = Number(args.bad ?? (args.quick ? 200 : 1000));
const traffic = { ...REAL_TRAFFIC, loadsPerSecond: Number(args['loads-per-second']), canaryShare: Number(args['canary-share']) };
const started = performance.now();
const result = simulate({ seed, canaries, badCanaries, traffic });

const count = (value: number) => value.toLocaleString('en-US');
const percent = (share: number) => `${(100 * share).toFixed(2)} %`;
const canaryLoadsPerMinute = traffic.loadsPerSecond * traffic.canaryShare * 60;
const falseRollbacks = (outcome: JudgeOutcome, of: number) => {
  const checks = Object.entries(outcome.byCheck)
    .filter(([, times]) => times > 0)
    .map(([metric, times]) => `${metric} ${times}`)
    .join(', ');
  return `${percent(outcome.rolledBack / of)} (${count(outcome.rolledBack)} of ${count(of)}${checks ? `: ${checks}` : ''})`;
};
const toRollBack = (outcome: JudgeOutcome, of: number) =>
  outcome.medianLoads === null
    ? `not within ${count(traffic.maxCanaryLoads)} (${count(outcome.rolledBack)} of ${count(of)} rolled back)`
    : `${count(outcome.medianLoads)} (~${(outcome.medianLoads / canaryLoadsPerMinute).toFixed(1)} min; ${percent(outcome.rolledBack / of)} rolled back)`;
const row = (measure: string, scenario: ScenarioResult, cell: (outcome: JudgeOutcome, of: number) => string, target: string) =>
  `| ${measure} | ${cell(scenario.judges.legacy, scenario.scenario.canaries)} | ${cell(scenario.judges.anytime, scenario.scenario.canaries)} | ${target} |`;

console.log(
  `Canary judge, simulated: ${traffic.loadsPerSecond} page loads/s, canary ${percent(traffic.canaryShare)} of them (${count(canaryLoadsPerMinute)} a minute), ` +
    `a look every ${traffic.lookSeconds} s on the counts since the start, up to ${count(traffic.maxCanaryLoads)} canary page loads; ` +
    `stable ${percent(traffic.failedLoadRate)} failed and ${percent(traffic.erroredLoadRate)} errored loads, LCP lognormal (median ${traffic.lcp.medianMs} ms, σ ${traffic.lcp.sigma}), ` +
    `INP lognormal (median ${traffic.inp.medianMs} ms, σ ${traffic.inp.sigma}); seed ${seed}, ${count(canaries)} A/A canaries, ${count(badCanaries)} of each worse kind.`,
);
console.log('');
console.log('| measure | today (99 % Wilson/Newcombe at every look) | anytime-valid (judgeCanary) | target |');
console.log('|---|---|---|---|');
console.log(row('false rollbacks, A/A (by check)', result.sameCode, falseRollbacks, `≤ ${percent(TARGETS.falseRollbackRate)}`));
for (const scenario of result.worse) {
  console.log(row(`median canary loads to roll back: ${scenario.scenario.name}`, scenario, toRollBack, `≤ ${count(TARGETS.medianLoadsToRollBack)}`));
}
console.log('');
const missed = missedTargets(result);
console.log(missed.length === 0 ? 'The anytime-valid judge meets every target.' : `The anytime-valid judge misses: ${missed.join('; ')}.`);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
process.exitCode = missed.length === 0 ? 0 : 1;
