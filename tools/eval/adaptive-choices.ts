#!/usr/bin/env node
/**
 * Adaptive choices, proven by simulation (not a test; docs/profile-model.md, Adaptive choices).
 *
 *   npm run eval:adaptive-choices -- [--people 1000] [--seed 7] [--reliability 0.8] [--candidates 24] [--interests Books,Travel] [--reserve 20]
 *
 * Synthetic people with a hidden true code answer the product's seeded pairs, once with today's
 * random next pair and once with the adaptive policy of @alive/domain, and the script prints, for
 * each: median and p90 choices until all five dimensions are complete, until the code equals the
 * hidden code and stays there, and the share of people whose code is right at 50 choices. Two more
 * rows follow the choice plan (docs/product/choices.md, The next pair is ready): `plan`, the online
 * loop (show the plan's pair, then its `next` pair for the answer, then ask a new plan with it as
 * `current`), which must hold the adaptive row's stable median; and `reserve`, the offline walk
 * through one plan's reserve (for information: its answers are planned before they are given).
 */
import { parseArgs } from 'node:util';
import { NEXT_PAIR_CANDIDATES } from '@alive/domain';
import { FIRST_CHOICES, simulate, type CategorizedPair, type PolicySummary } from './adaptive-choice-simulation.ts';

const { values: args } = parseArgs({
  options: {
    people: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '7' },
    reliability: { type: 'string', default: '0.8' },
    /** Candidates per pick (default: the service's). */
    candidates: { type: 'string' },
    /** First-run pick of every person (comma list of categories): the adaptive loop then prefers them. */
    interests: { type: 'string' },
    /** Reserve size of each plan on the offline walk. */
    reserve: { type: 'string', default: '20' },
  },
});

const { SEED_CHOICE_PAIRS } = await import('@alive/db');
// Ids in seed order, as the seed inserts them.
const pairs: CategorizedPair[] = SEED_CHOICE_PAIRS.map((pair, index) => ({
  id: index + 1,
  category: pair.category,
  option1Tags: pair.option1Tags,
  option2Tags: pair.option2Tags,
}));
const people = Number(args.people);
const reliability = Number(args.reliability);
const started = performance.now();
const candidates = args.candidates === undefined ? NEXT_PAIR_CANDIDATES : Number(args.candidates);
const interests = args.interests === undefined ? undefined : args.interests.split(',').map((category) => category.trim()).filter(Boolean);
const result = simulate(pairs, { people, seed: Number(args.seed), reliability, candidates, interests, plans: true, reserve: Number(args.reserve) });

const row = (s: PolicySummary) =>
  `| ${s.policy} | ${s.completeMedian} | ${s.completeP90} | ${s.stableMedian} | ${s.stableP90} | ${(100 * s.rightAtCheckpoint).toFixed(1)} % | ${s.neverStable} |`;
console.log(
  `${people} synthetic people, ${pairs.length} seeded pairs, ${candidates} candidates per pick, answers follow the true pole with p = ${reliability}, seed ${args.seed}` +
    (interests ? `, first-run pick ${interests.join(' + ')}` : ''),
);
console.log('');
console.log('| selection | complete, median | complete, p90 | stable correct code, median | stable correct code, p90 | right at 50 choices | never stable |');
console.log('|---|---|---|---|---|---|---|');
console.log(row(result.random));
console.log(row(result.adaptive));
if (result.plan) console.log(row(result.plan));
if (result.reserve) console.log(row({ ...result.reserve, policy: `reserve (offline, ${args.reserve} per plan)` as never }));
console.log('');
const ratio = (a: number, b: number) => (a / b).toFixed(2);
console.log(
  `adaptive / random: complete median ${ratio(result.adaptive.completeMedian, result.random.completeMedian)}, ` +
    `stable median ${ratio(result.adaptive.stableMedian, result.random.stableMedian)}, p90 ${ratio(result.adaptive.stableP90, result.random.stableP90)}`,
);
if (result.plan && result.reserve) {
  console.log(`plan (online) stable median ${result.plan.stableMedian} vs adaptive ${result.adaptive.stableMedian}; reserve walk (offline) ${result.reserve.stableMedian}`);
}
if (interests) {
  const share = (s: PolicySummary) => `${(100 * s.pickedShareEarly).toFixed(1)} %`;
  console.log(`pairs from ${interests.join(' + ')} among the first ${FIRST_CHOICES} choices: random ${share(result.random)}, adaptive ${share(result.adaptive)}`);
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
