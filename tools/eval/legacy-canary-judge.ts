/**
 * The canary judge as it was before the anytime-valid test (`legacyJudgeCanary`, unchanged but for its
 * names), kept for the simulation only (tools/eval/canary-judge.ts; docs/deploy.md, "The decision
 * rule") so both judges are measured on the same traffic: 99 % Wilson score intervals and Newcombe's
 * hybrid score interval for the difference, recomputed at every look on the counts since the canary
 * started. A fixed-sample interval looked at every 10 s over a growing sample is crossed by chance far
 * more often than its 1 %; the simulation measures by how much. Not used by the product.
 */
import { countAbove, histogramCount, histogramQuantile, type CanaryCheck, type CanaryVerdict, type ReleaseCounts } from '@alive/domain';

export interface LegacyCanaryJudgeOptions {
  /** Fewer canary page loads than this: 'insufficient-data'. */
  minLoads?: number;
  /** At this many canary page loads, a canary not shown worse is 'healthy'. */
  maxLoads?: number;
  /** Standard normal quantile of the confidence (2.576: 99 % two-sided). */
  z?: number;
  /** Error-rate difference (absolute, 0..1) that matters. */
  errorRateMargin?: number;
  /** Failed-load-rate difference that matters. */
  failedLoadRateMargin?: number;
  /** Samples a side before a vital is compared. */
  minVitalSamples?: number;
  /** A canary p75 counts as worse only above stable's by this share ... */
  vitalSlack?: number;
  /** ... and by this many ms. */
  vitalSlackMs?: number;
  /** The error rate a canary is held to while stable has fewer than minLoads page loads (a canary at 100 %). */
  baselineErrorRate?: number;
}

export const LEGACY_CANARY_JUDGE_OPTIONS: Required<LegacyCanaryJudgeOptions> = {
  minLoads: 200,
  maxLoads: 5000,
  z: 2.576,
  errorRateMargin: 0.01,
  failedLoadRateMargin: 0.005,
  minVitalSamples: 100,
  vitalSlack: 0.1,
  vitalSlackMs: 50,
  baselineErrorRate: 0.02,
};

/** Under equal distributions, a quarter of the canary's samples lie above stable's p75. */
const P75_TAIL = 0.25;

/** Wilson score interval of `successes` in `trials` at `z`; [0, 1] without trials. */
export function wilsonInterval(successes: number, trials: number, z: number): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const center = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/** Newcombe's hybrid score interval (method 10) for p1 − p2. */
export function differenceInterval(x1: number, n1: number, x2: number, n2: number, z: number): { low: number; high: number; difference: number } {
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const a = wilsonInterval(x1, n1, z);
  const b = wilsonInterval(x2, n2, z);
  const difference = p1 - p2;
  return {
    difference,
    low: difference - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: difference + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const ms = (value: number) => `${Math.round(value)} ms`;
const confidence = (z: number) => {
  const levels: [number, string][] = [[3.291, '99.9 %'], [2.576, '99 %'], [1.96, '95 %'], [1.645, '90 %']];
  return levels.find(([level]) => Math.abs(level - z) < 0.01)?.[1] ?? `z = ${z}`;
};

function proportionCheck(
  metric: 'error-rate' | 'failed-loads',
  canary: { count: number; loads: number },
  stable: { count: number; loads: number },
  margin: number,
  options: Required<LegacyCanaryJudgeOptions>,
): CanaryCheck {
  const name = metric === 'error-rate' ? 'Error rate' : 'Failed loads';
  const canaryText = `${percent(canary.count / canary.loads)} (${canary.count} of ${canary.loads} page loads)`;
  if (stable.loads < options.minLoads) {
    const baseline = metric === 'error-rate' ? options.baselineErrorRate : options.baselineErrorRate / 2;
    const interval = wilsonInterval(canary.count, canary.loads, options.z);
    const against = `against a ${percent(baseline)} baseline (stable has ${stable.loads} page loads)`;
    if (interval.low > baseline) return { metric, verdict: 'worse', detail: `${name} ${canaryText} ${against}: worse beyond doubt at ${confidence(options.z)} confidence` };
    if (interval.high < baseline) return { metric, verdict: 'healthy', detail: `${name} ${canaryText} ${against}: below it` };
    return { metric, verdict: 'inconclusive', detail: `${name} ${canaryText} ${against}: not yet clear` };
  }
  const { low, high, difference } = differenceInterval(canary.count, canary.loads, stable.count, stable.loads, options.z);
  const text = `${name} ${canaryText} against ${percent(stable.count / stable.loads)} (${stable.count} of ${stable.loads}) on stable`;
  if (low > 0 && difference > margin) return { metric, verdict: 'worse', detail: `${text}: worse beyond doubt at ${confidence(options.z)} confidence` };
  if (high < margin) return { metric, verdict: 'healthy', detail: `${text}: not worse by more than ${(margin * 100).toFixed(1)} points` };
  return { metric, verdict: 'inconclusive', detail: `${text}: not yet clear` };
}

function vitalCheck(metric: 'lcp-p75' | 'inp-p75', canary: readonly number[], stable: readonly number[], options: Required<LegacyCanaryJudgeOptions>): CanaryCheck {
  const name = metric === 'lcp-p75' ? 'p75 LCP' : 'p75 INP';
  const canarySamples = histogramCount(canary);
  const stableSamples = histogramCount(stable);
  if (canarySamples < options.minVitalSamples || stableSamples < options.minVitalSamples) {
    return { metric, verdict: 'insufficient-data', detail: `${name}: ${canarySamples} canary and ${stableSamples} stable samples, ${options.minVitalSamples} a side needed` };
  }
  const stableP75 = histogramQuantile(stable, 0.75)!;
  const canaryP75 = histogramQuantile(canary, 0.75)!;
  const tail = wilsonInterval(countAbove(canary, stableP75), canarySamples, options.z);
  const practicallyWorse = canaryP75 > stableP75 * (1 + options.vitalSlack) && canaryP75 - stableP75 > options.vitalSlackMs;
  const text = `${name} ${ms(canaryP75)} against ${ms(stableP75)} on stable`;
  if (practicallyWorse && tail.low > P75_TAIL) return { metric, verdict: 'worse', detail: `${text}: slower beyond doubt at ${confidence(options.z)} confidence` };
  if (!practicallyWorse) return { metric, verdict: 'healthy', detail: `${text}: within ${Math.round(options.vitalSlack * 100)} % or ${ms(options.vitalSlackMs)}` };
  return { metric, verdict: 'inconclusive', detail: `${text}: not yet clear` };
}

const sentence = (parts: readonly string[]) => `${parts.join('; ')}.`;

export function legacyJudgeCanary(canary: ReleaseCounts, stable: ReleaseCounts, options: LegacyCanaryJudgeOptions = {}): CanaryVerdict {
  const settings = { ...LEGACY_CANARY_JUDGE_OPTIONS, ...options };
  if (canary.loads < settings.minLoads) {
    return {
      verdict: 'insufficient-data',
      reason: `${canary.loads} of the ${settings.minLoads} canary page loads needed before judging.`,
      checks: [],
    };
  }
  const checks: CanaryCheck[] = [
    proportionCheck('error-rate', { count: canary.erroredLoads, loads: canary.loads }, { count: stable.erroredLoads, loads: stable.loads }, settings.errorRateMargin, settings),
    proportionCheck('failed-loads', { count: canary.failedLoads, loads: canary.loads }, { count: stable.failedLoads, loads: stable.loads }, settings.failedLoadRateMargin, settings),
    vitalCheck('lcp-p75', canary.lcp, stable.lcp, settings),
    vitalCheck('inp-p75', canary.inp, stable.inp, settings),
  ];
  const worse = checks.filter((check) => check.verdict === 'worse');
  if (worse.length > 0) return { verdict: 'worse', reason: sentence(worse.map((check) => check.detail)), checks };
  const judged = checks.filter((check) => check.verdict !== 'insufficient-data');
  if (judged.every((check) => check.verdict === 'healthy')) return { verdict: 'healthy', reason: sentence(judged.map((check) => check.detail)), checks };
  if (canary.loads >= settings.maxLoads) {
    return { verdict: 'healthy', reason: `Not shown worse than stable after ${canary.loads} canary page loads.`, checks };
  }
  const open = judged.filter((check) => check.verdict === 'inconclusive');
  return { verdict: 'inconclusive', reason: sentence(open.map((check) => check.detail)), checks };
}
