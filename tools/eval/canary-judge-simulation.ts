import { judgeCanary, VITAL_BUCKET_COUNT, VITAL_BUCKETS_MS, type CanaryCheck, type CanaryVerdict, type ReleaseCounts } from '@alive/domain';
import { legacyJudgeCanary } from './legacy-canary-judge.ts';
import { seededRandom, type Random } from './seeded-random.ts';

/**
 * Canaries replayed look by look against both canary judges (docs/deploy.md, "The decision rule"):
 * page loads arrive at a steady rate, a share of them on the canary; every `lookSeconds` the counts of
 * that interval are drawn (Poisson arrivals, binomial splits into failed / errored / clean loads and
 * into reported vitals, vitals as histogram bucket counts of VITAL_BUCKETS_MS), added to the totals
 * since the canary started, and each judge is asked, as the edge asks every 10 s. A canary ends at its
 * first `worse` (a rollback) or at `maxCanaryLoads`. Both judges see the same traffic.
 */

export interface VitalModel {
  /** Lognormal: median (ms) and standard deviation of ln ms. */
  medianMs: number;
  sigma: number;
  /** Share of page loads that report it. */
  reportedShare: number;
}

export interface TrafficModel {
  /** Page loads per second of the remote, both versions together. */
  loadsPerSecond: number;
  /** Share of page loads on the canary. */
  canaryShare: number;
  /** Seconds between two judgements (the edge's RELEASE_JUDGE_INTERVAL_MS). */
  lookSeconds: number;
  /** A canary not rolled back by this many canary page loads is done. */
  maxCanaryLoads: number;
  /** Stable's share of page loads where the remote failed to load. */
  failedLoadRate: number;
  /** Stable's share of page loads with an error (failed loads included). */
  erroredLoadRate: number;
  lcp: VitalModel;
  inp: VitalModel;
}

/** Traffic like the site's: 20 page loads a second, a 10 % canary, stable at 0.5 % failed and 2 % errored loads. */
export const REAL_TRAFFIC: TrafficModel = {
  loadsPerSecond: 20,
  canaryShare: 0.1,
  lookSeconds: 10,
  maxCanaryLoads: 5000,
  failedLoadRate: 0.005,
  erroredLoadRate: 0.02,
  lcp: { medianMs: 1200, sigma: 0.5, reportedShare: 0.9 },
  inp: { medianMs: 150, sigma: 0.7, reportedShare: 0.6 },
};

/** How the canary differs from stable; nothing: an A/A canary (the same code). */
export interface CanaryEffect {
  /** Added to the failed-load rate (a failed load is an errored one too). */
  failedLoadPoints?: number;
  /** Added to the rate of errored loads that did not fail. */
  erroredLoadPoints?: number;
  /** Every LCP / INP sample multiplied by this. */
  lcpFactor?: number;
  inpFactor?: number;
}

export interface Scenario {
  name: string;
  effect: CanaryEffect;
  canaries: number;
}

export type JudgeName = 'legacy' | 'anytime';
export const JUDGES: Record<JudgeName, (canary: ReleaseCounts, stable: ReleaseCounts) => CanaryVerdict> = {
  legacy: (canary, stable) => legacyJudgeCanary(canary, stable),
  anytime: (canary, stable) => judgeCanary(canary, stable),
};
export const JUDGE_NAMES: readonly JudgeName[] = ['legacy', 'anytime'];

export interface JudgeOutcome {
  /** Canaries rolled back before maxCanaryLoads. */
  rolledBack: number;
  /** Canary page loads at each rollback, ascending. */
  loadsAtRollback: number[];
  /** Median canary page loads to a rollback over all canaries of the scenario; null when fewer than half were rolled back. */
  medianLoads: number | null;
  /** Rollbacks per check that said worse (a rollback may name several). */
  byCheck: Record<CanaryCheck['metric'], number>;
}

export interface ScenarioResult {
  scenario: Scenario;
  judges: Record<JudgeName, JudgeOutcome>;
}

// ---------------------------------------------------------------------------------------------------
// Draws

/** Inversion from 0 upward: exact, and cheap for the small counts of one look. */
function poissonInversion(random: Random, mean: number): number {
  let pmf = Math.exp(-mean);
  let cdf = pmf;
  let k = 0;
  const u = random.next();
  while (u > cdf && pmf > 0) {
    k += 1;
    pmf *= mean / k;
    cdf += pmf;
  }
  return k;
}

/** Sums of parts of at most 500, so e^−mean never underflows. */
export function poisson(random: Random, mean: number): number {
  let total = 0;
  for (let left = mean; left > 0; left -= 500) total += poissonInversion(random, Math.min(500, left));
  return total;
}

function binomialInversion(random: Random, n: number, p: number): number {
  const ratio = p / (1 - p);
  let pmf = Math.pow(1 - p, n);
  let cdf = pmf;
  let k = 0;
  const u = random.next();
  while (u > cdf && k < n) {
    pmf *= ((n - k) / (k + 1)) * ratio;
    k += 1;
    cdf += pmf;
  }
  return k;
}

/** Exact binomial draw: inversion on p ≤ ½, in parts of at most 500 trials so (1 − p)^n never underflows. */
export function binomial(random: Random, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomial(random, n, 1 - p);
  let total = 0;
  for (let left = n; left > 0; left -= 500) total += binomialInversion(random, Math.min(500, left), p);
  return total;
}

/** Adds a multinomial draw of `n` over `probabilities` to `into`, bucket by bucket (conditional binomials). */
function addMultinomial(random: Random, n: number, probabilities: readonly number[], into: number[]): void {
  let left = n;
  let mass = 1;
  for (let index = 0; index < probabilities.length && left > 0; index += 1) {
    const p = probabilities[index]!;
    const k = index === probabilities.length - 1 || mass <= p ? left : binomial(random, left, p / mass);
    into[index] = (into[index] ?? 0) + k;
    left -= k;
    mass -= p;
  }
}

/** Standard normal CDF (erfc by the Chebyshev fit of Numerical Recipes, relative error < 1.2e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** Probability of each bucket of VITAL_BUCKETS_MS for a lognormal vital. */
export function bucketProbabilities(medianMs: number, sigma: number): number[] {
  const below = (ms: number) => normalCdf((Math.log(ms) - Math.log(medianMs)) / sigma);
  const probabilities = VITAL_BUCKETS_MS.map((bound, index) => below(bound) - (index === 0 ? 0 : below(VITAL_BUCKETS_MS[index - 1]!)));
  probabilities.push(1 - below(VITAL_BUCKETS_MS[VITAL_BUCKETS_MS.length - 1]!));
  return probabilities;
}

// ---------------------------------------------------------------------------------------------------
// One version's traffic

interface Arm {
  loadsPerLook: number;
  failedLoadRate: number;
  /** Among loads that did not fail, the share with an error. */
  otherErrorRate: number;
  lcpShare: number;
  inpShare: number;
  lcpBuckets: number[];
  inpBuckets: number[];
}

interface MutableCounts {
  loads: number;
  erroredLoads: number;
  failedLoads: number;
  lcp: number[];
  inp: number[];
}

function arm(traffic: TrafficModel, share: number, effect: CanaryEffect): Arm {
  const failedLoadRate = traffic.failedLoadRate + (effect.failedLoadPoints ?? 0);
  const otherErrors = traffic.erroredLoadRate - traffic.failedLoadRate + (effect.erroredLoadPoints ?? 0);
  return {
    loadsPerLook: traffic.loadsPerSecond * traffic.lookSeconds * share,
    failedLoadRate,
    otherErrorRate: otherErrors / (1 - failedLoadRate),
    lcpShare: traffic.lcp.reportedShare,
    inpShare: traffic.inp.reportedShare,
    lcpBuckets: bucketProbabilities(traffic.lcp.medianMs * (effect.lcpFactor ?? 1), traffic.lcp.sigma),
    inpBuckets: bucketProbabilities(traffic.inp.medianMs * (effect.inpFactor ?? 1), traffic.inp.sigma),
  };
}

function emptyCounts(): MutableCounts {
  return { loads: 0, erroredLoads: 0, failedLoads: 0, lcp: new Array<number>(VITAL_BUCKET_COUNT).fill(0), inp: new Array<number>(VITAL_BUCKET_COUNT).fill(0) };
}

/** One look's page loads of one version, added to its totals. */
function addLook(random: Random, side: Arm, counts: MutableCounts): void {
  const loads = poisson(random, side.loadsPerLook);
  const failed = binomial(random, loads, side.failedLoadRate);
  counts.loads += loads;
  counts.failedLoads += failed;
  counts.erroredLoads += failed + binomial(random, loads - failed, side.otherErrorRate);
  addMultinomial(random, binomial(random, loads, side.lcpShare), side.lcpBuckets, counts.lcp);
  addMultinomial(random, binomial(random, loads, side.inpShare), side.inpBuckets, counts.inp);
}

/** A 32-bit seed per (run seed, scenario, canary), mixed (murmur3's finaliser) so neighbours share no stream. */
function canarySeed(seed: number, scenario: number, canary: number): number {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(scenario + 1, 0x85ebca6b) ^ Math.imul(canary + 1, 0xc2b2ae35)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const noChecks = (): Record<CanaryCheck['metric'], number> => ({ 'error-rate': 0, 'failed-loads': 0, 'lcp-p75': 0, 'inp-p75': 0 });

function median(sortedOrInfinite: readonly number[]): number | null {
  const middle = sortedOrInfinite[Math.floor((sortedOrInfinite.length - 1) / 2)];
  return middle === undefined || !Number.isFinite(middle) ? null : middle;
}

/** Replays `scenario.canaries` canaries and how each judge does on them. */
export function simulateScenario(traffic: TrafficModel, scenario: Scenario, seed: number, scenarioIndex = 0): ScenarioResult {
  const canaryArm = arm(traffic, traffic.canaryShare, scenario.effect);
  const stableArm = arm(traffic, 1 - traffic.canaryShare, {});
  const stops: Record<JudgeName, number[]> = { legacy: [], anytime: [] };
  const byCheck: Record<JudgeName, Record<CanaryCheck['metric'], number>> = { legacy: noChecks(), anytime: noChecks() };
  for (let index = 0; index < scenario.canaries; index += 1) {
    const random = seededRandom(canarySeed(seed, scenarioIndex, index));
    const canary = emptyCounts();
    const stable = emptyCounts();
    const open = new Set<JudgeName>(JUDGE_NAMES);
    while (open.size > 0 && canary.loads < traffic.maxCanaryLoads) {
      addLook(random, canaryArm, canary);
      addLook(random, stableArm, stable);
      for (const name of [...open]) {
        const verdict = JUDGES[name](canary, stable);
        if (verdict.verdict !== 'worse') continue;
        open.delete(name);
        stops[name].push(canary.loads);
        for (const check of verdict.checks) if (check.verdict === 'worse') byCheck[name][check.metric] += 1;
      }
    }
    for (const name of open) stops[name].push(Number.POSITIVE_INFINITY);
  }
  const outcome = (name: JudgeName): JudgeOutcome => {
    const all = [...stops[name]].sort((a, b) => a - b);
    const loadsAtRollback = all.filter(Number.isFinite);
    return { rolledBack: loadsAtRollback.length, loadsAtRollback, medianLoads: median(all), byCheck: byCheck[name] };
  };
  return { scenario, judges: { legacy: outcome('legacy'), anytime: outcome('anytime') } };
}

export const TARGETS = {
  /** Share of A/A canaries rolled back, at most. */
  falseRollbackRate: 0.01,
  /** Median canary page loads to roll back a worse canary, at most. */
  medianLoadsToRollBack: 1000,
};

export interface SimulationOptions {
  seed: number;
  /** A/A canaries. */
  canaries: number;
  /** Canaries of each worse kind. */
  badCanaries: number;
  traffic?: TrafficModel;
}

export interface SimulationResult {
  traffic: TrafficModel;
  sameCode: ScenarioResult;
  worse: ScenarioResult[];
}

/** The scenarios of docs/deploy.md: the same code, and canaries 2 points worse on failed loads or errors, or 30 % slower at LCP. */
export function scenarios(options: Pick<SimulationOptions, 'canaries' | 'badCanaries'>): { sameCode: Scenario; worse: Scenario[] } {
  return {
    sameCode: { name: 'same code (A/A)', effect: {}, canaries: options.canaries },
    worse: [
      { name: 'failed loads +2 points', effect: { failedLoadPoints: 0.02 }, canaries: options.badCanaries },
      { name: 'error rate +2 points', effect: { erroredLoadPoints: 0.02 }, canaries: options.badCanaries },
      { name: 'p75 LCP 30 % slower', effect: { lcpFactor: 1.3 }, canaries: options.badCanaries },
    ],
  };
}

export function simulate(options: SimulationOptions): SimulationResult {
  const traffic = options.traffic ?? REAL_TRAFFIC;
  const { sameCode, worse } = scenarios(options);
  return {
    traffic,
    sameCode: simulateScenario(traffic, sameCode, options.seed, 0),
    worse: worse.map((scenario, index) => simulateScenario(traffic, scenario, options.seed, index + 1)),
  };
}

/** The targets the anytime-valid judge misses (empty: it meets them all). */
export function missedTargets(result: SimulationResult): string[] {
  const missed: string[] = [];
  const falseRate = result.sameCode.judges.anytime.rolledBack / result.sameCode.scenario.canaries;
  if (falseRate > TARGETS.falseRollbackRate) missed.push(`false rollbacks ${(100 * falseRate).toFixed(2)} % > ${100 * TARGETS.falseRollbackRate} %`);
  for (const scenario of result.worse) {
    const loads = scenario.judges.anytime.medianLoads;
    if (loads === null || loads > TARGETS.medianLoadsToRollBack) missed.push(`${scenario.scenario.name}: median ${loads ?? 'never'} canary loads > ${TARGETS.medianLoadsToRollBack}`);
  }
  return missed;
}
