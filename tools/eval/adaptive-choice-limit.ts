#!/usr/bin/env node
/**
 * The limit of any next-pair policy in the idealized home loop, computed exactly (not a test;
 * docs/profile-model.md, Adaptive choices).
 *
 *   npm run eval:adaptive-choice-limit -- [--reliability 0.8] [--from 12] [--to 17]
 *
 * Prints, by number of choices, the share of people whose code is right and stays right: the best
 * any policy can reach with and without the no-repeat rule, the product's policy, and random
 * selection; then the median each needs.
 */
import { parseArgs } from 'node:util';
import { medianChoices, optimalStableShare, policyStableShare, randomStableShare } from './idealized-choice-model.ts';

const { values: args } = parseArgs({
  options: {
    reliability: { type: 'string', default: '0.8' },
    from: { type: 'string', default: '12' },
    to: { type: 'string', default: '17' },
  },
});
const reliability = Number(args.reliability);
const from = Number(args.from);
const to = Number(args.to);
const started = performance.now();

const bestWithoutRule = optimalStableShare({ reliability, noRepeat: false });
const bestWithRule = optimalStableShare({ reliability, noRepeat: true });
const policy = policyStableShare(reliability);
const random = (horizon: number) => randomStableShare(horizon, reliability);
const percent = (share: number) => `${(100 * share).toFixed(1)} %`;

console.log(`Idealized loop: five independent dimensions, one-dimension pairs on every dimension at every step, answers follow the true pole with p = ${reliability}.`);
console.log('Share of people whose code is right and stays right after t choices:');
console.log('');
console.log('| choices | best policy, no rule | best policy, no-repeat rule | this policy (no exploration) | random |');
console.log('|---|---|---|---|---|');
for (let horizon = from; horizon <= to; horizon++) {
  console.log(`| ${horizon} | ${percent(bestWithoutRule(horizon))} | ${percent(bestWithRule(horizon))} | ${percent(policy(horizon))} | ${percent(random(horizon))} |`);
}
console.log('');
const median = (share: (horizon: number) => number, last: number) => medianChoices(share, 1, last) ?? `more than ${last}`;
console.log(
  `Median choices to a stable, correct code: best policy without the rule ${median(bestWithoutRule, to)}, ` +
    `with the rule ${median(bestWithRule, to)}, this policy ${median(policy, 60)}, random ${median(random, 60)}.`,
);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
