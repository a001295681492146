/**
 * The canary judge (docs/deploy.md, "The decision rule"): how a remote's canary does against its stable
 * version, from counts alone. Pure and stateless (a function of the counts summed since the canary
 * started), so the edge runs it on whatever the replicas counted, and its behaviour is pinned by tables
 * of counts in the tests.
 *
 * The edge asks every 10 s, on a sample that keeps growing, and rolls back on the first `worse`. A
 * fixed-sample 99 % interval asked that often is crossed by chance far more often than 1 % of the time
 * (the judge before this one rolled back about one A/A canary in nine in the simulation of
 * docs/deploy.md), so every bound here is anytime-valid: the chance that it is ever wrong, at any look,
 * however long the canary runs, is at most its share of `alpha`. Each comes from an e-value, a statistic
 * whose expected value is at most 1 while its hypothesis holds, whenever one stops looking; so the
 * chance that it ever reaches 1/a is at most a, and the hypothesis is rejected when it does. A weighted
 * average of e-values is an e-value, which is how the parts below are combined.
 *
 * - `alpha` 0.01 ("99 %") is shared by the checks (ALPHA_SHARES): 0.4 % each to the error and failed-load
 *   rates, where bad releases mostly show and differences are small; 0.1 % each to p75 LCP and INP, whose
 *   slowdowns that matter are plain after a few hundred samples anyway. So a canary no worse than stable
 *   is called worse at most 1 % of the time, up to the large-sample approximation below; the simulation
 *   measures the whole (`npm run eval:canary-judge`).
 * - **Error rate, failed-load rate**: the confidence sequence for canary − stable holds every difference d
 *   whose e-value is below 1 / (the check's share of alpha). The e-value against d is the average, ¼ and
 *   ¾ (the exact part needs little weight for the failures it is there for), of
 *   - the likelihood of both counts averaged over Jeffreys priors on both rates, divided by their best
 *     likelihood with difference d. Exact at any count: a canary that fails 8 page loads of 8 is caught
 *     at once (the browser test has about that few). Alone it is slow on small differences, as it pays
 *     for knowing neither rate: it needs more than twice the canary loads to see a 2-point rise in errors;
 *   - a normal mixture: the standard score of the difference (the observed difference less d, over
 *     its standard error at the rates likeliest under d) mixed over differences drawn from N(0, 0.02²).
 *     Sharp on thousands of page loads, but a large-sample approximation: while a side expects fewer
 *     than 5 events or non-events under d, the score's tail is far too thin, and the signed root of the
 *     likelihood ratio, much closer on few events, stands in for it. Its scale (DIFFERENCE_SCALE) is the
 *     difference its boundary is tightest for: 2 points, the rise that must be caught within 1,000
 *     canary loads (in the simulation the time to catch it barely moves between 1.5 and 3 points, and is
 *     longer at 1 or 4).
 *   **Worse**: the lower bound is above 0 and the observed difference is above the margin (1 point for
 *   errors, 0.5 for failed loads). **Healthy**: the upper bound is below the margin.
 * - With too little stable traffic (a canary at 100 %), the canary's rate alone is held to
 *   `baselineErrorRate` (half of it for failed loads) by the exact part with one rate.
 * - **p75 LCP and INP**: where both are alike, 25 % of the canary's samples lie above stable's p75. For
 *   each bucket bound of VITAL_BUCKETS_MS the share of canary samples above it is compared with stable's
 *   share as the rates are, one-sided (only a larger canary share counts), and the e-values are averaged
 *   over the bounds, so nothing needs to know beforehand where stable's p75 lies. **Worse** when that
 *   average reaches 1 / (the check's share of alpha) and the canary's p75 is more than `vitalSlack` and
 *   `vitalSlackMs` above stable's; **healthy** while it is not.
 *
 * A verdict needs a minimum sample, evidence "beyond doubt" and a difference that matters, so it neither
 * flaps on a few unlucky page loads nor waits forever (`maxLoads`).
 */
import { VITAL_BUCKETS_MS, histogramCount, histogramQuantile } from './vital-histogram.ts';

export interface ReleaseCounts {
  /** Page loads that used the remote at this version. */
  loads: number;
  /** Page loads with at least one error of the remote (failed loads included). */
  erroredLoads: number;
  /** Page loads where the remote failed to load. */
  failedLoads: number;
  /** LCP and INP samples per bucket of VITAL_BUCKETS_MS. */
  lcp: readonly number[];
  inp: readonly number[];
}

export interface CanaryJudgeOptions {
  /** Fewer canary page loads than this: 'insufficient-data'. */
  minLoads?: number;
  /** At this many canary page loads, a canary not shown worse is 'healthy'. */
  maxLoads?: number;
  /** The chance, over the whole canary and every look, that any check is wrong (0.01: 99 %), shared as ALPHA_SHARES. */
  alpha?: number;
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

export type CanaryVerdictName = 'insufficient-data' | 'healthy' | 'inconclusive' | 'worse';

export interface CanaryCheck {
  metric: 'error-rate' | 'failed-loads' | 'lcp-p75' | 'inp-p75';
  verdict: CanaryVerdictName;
  detail: string;
}

export interface CanaryVerdict {
  verdict: CanaryVerdictName;
  /** One sentence for the person on the Releases screen. */
  reason: string;
  checks: CanaryCheck[];
}

export const DEFAULT_CANARY_JUDGE_OPTIONS: Required<CanaryJudgeOptions> = {
  minLoads: 200,
  maxLoads: 5000,
  alpha: 0.01,
  errorRateMargin: 0.01,
  failedLoadRateMargin: 0.005,
  minVitalSamples: 100,
  vitalSlack: 0.1,
  vitalSlackMs: 50,
  baselineErrorRate: 0.02,
};

/**
 * How the checks share `alpha` (see the header): most to failures and errors, where a bad release
 * mostly shows and differences are small; the vitals' slowdowns that matter are plain sooner.
 */
export const ALPHA_SHARES: Readonly<Record<CanaryCheck['metric'], number>> = { 'error-rate': 0.4, 'failed-loads': 0.4, 'lcp-p75': 0.1, 'inp-p75': 0.1 };

/** Standard deviation of the normal mixture over differences of two rates (see the header). */
export const DIFFERENCE_SCALE = 0.02;

/** Weight of the normal mixture in a proportion's e-value; the exact mixture has the rest. */
const NORMAL_WEIGHT = 0.75;

/** Events and non-events each side must expect before the score statistic is trusted (see below). */
const MIN_EXPECTED = 5;

// ---------------------------------------------------------------------------------------------------
// Likelihoods

/** Lanczos approximation (g = 7, 9 terms): ln Γ(x) to about 15 digits. */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i += 1) sum += LANCZOS[i]! / (shifted + i);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/**
 * ln of the likelihood of `x` successes in `n` Bernoulli trials averaged over the Jeffreys prior
 * Beta(½, ½) of the rate: B(x + ½, n − x + ½) / B(½, ½). Large for rates near 0 or 1, where failures live.
 */
function logJeffreysMixture(x: number, n: number): number {
  return logGamma(x + 0.5) + logGamma(n - x + 0.5) - logGamma(n + 1) - Math.log(Math.PI);
}

/** ln of the likelihood of `x` successes in `n` trials at rate `p` (0 · ln 0 = 0). */
function logLikelihood(x: number, n: number, p: number): number {
  const successes = x > 0 ? x * Math.log(Math.min(1, Math.max(0, p))) : 0;
  const failures = n - x > 0 ? (n - x) * Math.log1p(-Math.min(1, Math.max(0, p))) : 0;
  return successes + failures;
}

const logSumExp = (values: readonly number[]) => {
  const top = Math.max(...values);
  if (!Number.isFinite(top)) return top;
  return top + Math.log(values.reduce((sum, value) => sum + Math.exp(value - top), 0));
};

interface TwoCounts {
  x1: number;
  n1: number;
  x2: number;
  n2: number;
}

/**
 * The rates (p1, p2) with p1 − p2 = d that make the counts likeliest. The log-likelihood is concave in
 * p2, so the zero of its derivative is found by bisection; p1 = p2 + d.
 */
function restrictedRates({ x1, n1, x2, n2 }: TwoCounts, d: number): { p1: number; p2: number } {
  if (d === 0) {
    const pooled = (x1 + x2) / (n1 + n2);
    return { p1: pooled, p2: pooled };
  }
  const slope = (q: number) => x1 / (q + d) - (n1 - x1) / (1 - q - d) + x2 / q - (n2 - x2) / (1 - q);
  let low = Math.max(0, -d);
  let high = Math.min(1, 1 - d);
  for (let i = 0; i < 60; i += 1) {
    const middle = (low + high) / 2;
    if (slope(middle) > 0) low = middle;
    else high = middle;
  }
  const p2 = (low + high) / 2;
  return { p1: Math.min(1, Math.max(0, p2 + d)), p2 };
}

/**
 * ln of the e-value against "canary − stable = d" for two proportions (see the header): the exact
 * Jeffreys mixture ratio and the normal mixture of the large-sample statistic, averaged.
 */
function logEvidenceAgainstDifference(counts: TwoCounts, d: number): number {
  const { x1, n1, x2, n2 } = counts;
  const { p1, p2 } = restrictedRates(counts, d);
  const restricted = logLikelihood(x1, n1, p1) + logLikelihood(x2, n2, p2);
  const exact = logJeffreysMixture(x1, n1) + logJeffreysMixture(x2, n2) - restricted;
  const variance = (p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2;
  let normal = Number.NEGATIVE_INFINITY;
  if (variance > 0) {
    const information = 1 / variance;
    const difference = x1 / n1 - x2 / n2;
    // z², the squared standard score of the difference: the score statistic while each side expects
    // enough events and non-events under d; below that its tail is far too thin (3 events where 0.39
    // were expected, a 0.75 % chance, are 4.2 standard errors by the score, 1 in 70,000), and the
    // likelihood ratio's signed root is used instead (2.65, 0.4 %).
    const expected = Math.min(n1 * p1, n1 * (1 - p1), n2 * p2, n2 * (1 - p2));
    const z2 =
      expected >= MIN_EXPECTED
        ? (difference - d) * (difference - d) * information
        : Math.max(0, 2 * (logLikelihood(x1, n1, x1 / n1) + logLikelihood(x2, n2, x2 / n2) - restricted));
    const spread = information * DIFFERENCE_SCALE * DIFFERENCE_SCALE;
    normal = -0.5 * Math.log1p(spread) + (z2 / 2) * (spread / (1 + spread));
  }
  return logSumExp([exact + Math.log(1 - NORMAL_WEIGHT), normal + Math.log(NORMAL_WEIGHT)]);
}

/**
 * ln of the e-value against "canary − stable ≤ 0", one-sided: its smallest value over that half-line,
 * taken at 0 when the observed difference is above 0, else at the observed difference (where the
 * evidence against a difference is least).
 */
function logEvidenceOfIncrease(counts: TwoCounts): number {
  const difference = counts.x1 / counts.n1 - counts.x2 / counts.n2;
  return logEvidenceAgainstDifference(counts, Math.min(0, difference));
}

/** ln of the e-value against "the rate is p" for one proportion: the Jeffreys mixture ratio, exact. */
function logEvidenceAgainstRate(x: number, n: number, p: number): number {
  return logJeffreysMixture(x, n) - logLikelihood(x, n, p);
}

/** Where, from `from` towards `to`, `above` stops holding (bisection; it holds on one side only). */
function crossing(from: number, to: number, above: (value: number) => boolean): number {
  let outside = from;
  let inside = to;
  if (!above(outside)) return outside;
  for (let i = 0; i < 50; i += 1) {
    const middle = (outside + inside) / 2;
    if (above(middle)) outside = middle;
    else inside = middle;
  }
  return (outside + inside) / 2;
}

/**
 * The anytime-valid confidence sequence for p1 − p2 at level 1 − alpha (the judge's checks use their
 * share of its alpha): every difference d whose e-value is below 1/alpha. `low` and `high` are its
 * ends now.
 */
export function differenceConfidenceSequence(x1: number, n1: number, x2: number, n2: number, alpha: number): { low: number; high: number; difference: number } {
  const counts = { x1, n1, x2, n2 };
  const difference = x1 / n1 - x2 / n2;
  const threshold = -Math.log(alpha);
  const rejected = (d: number) => logEvidenceAgainstDifference(counts, d) >= threshold;
  return {
    difference,
    low: crossing(-1, difference, rejected),
    high: crossing(1, difference, rejected),
  };
}

/** The anytime-valid confidence sequence for one rate at level 1 − alpha (exact: the Jeffreys mixture). */
export function rateConfidenceSequence(x: number, n: number, alpha: number): { low: number; high: number; rate: number } {
  const rate = n > 0 ? x / n : 0;
  const threshold = -Math.log(alpha);
  const rejected = (p: number) => logEvidenceAgainstRate(x, n, p) >= threshold;
  return { rate, low: crossing(0, rate, rejected), high: crossing(1, rate, rejected) };
}

// ---------------------------------------------------------------------------------------------------
// The checks

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const ms = (value: number) => `${Math.round(value)} ms`;
const confidence = (alpha: number) => `anytime-valid, ${Number(((1 - alpha) * 100).toFixed(2))} %`;

function proportionCheck(
  metric: 'error-rate' | 'failed-loads',
  canary: { count: number; loads: number },
  stable: { count: number; loads: number },
  margin: number,
  options: Required<CanaryJudgeOptions>,
): CanaryCheck {
  const name = metric === 'error-rate' ? 'Error rate' : 'Failed loads';
  const canaryText = `${percent(canary.count / canary.loads)} (${canary.count} of ${canary.loads} page loads)`;
  const threshold = -Math.log(options.alpha * ALPHA_SHARES[metric]);
  const beyondDoubt = `beyond doubt (${confidence(options.alpha)})`;
  if (stable.loads < options.minLoads) {
    const baseline = metric === 'error-rate' ? options.baselineErrorRate : options.baselineErrorRate / 2;
    const rate = canary.count / canary.loads;
    const against = `against a ${percent(baseline)} baseline (stable has ${stable.loads} page loads)`;
    const evidence = logEvidenceAgainstRate(canary.count, canary.loads, baseline);
    if (rate > baseline && evidence >= threshold) return { metric, verdict: 'worse', detail: `${name} ${canaryText} ${against}: worse ${beyondDoubt}` };
    if (rate < baseline && evidence >= threshold) return { metric, verdict: 'healthy', detail: `${name} ${canaryText} ${against}: below it` };
    return { metric, verdict: 'inconclusive', detail: `${name} ${canaryText} ${against}: not yet clear` };
  }
  const counts = { x1: canary.count, n1: canary.loads, x2: stable.count, n2: stable.loads };
  const difference = canary.count / canary.loads - stable.count / stable.loads;
  const text = `${name} ${canaryText} against ${percent(stable.count / stable.loads)} (${stable.count} of ${stable.loads}) on stable`;
  // The lower bound is above 0 exactly when 0 (and so every difference below it) is rejected.
  if (difference > margin && difference > 0 && logEvidenceAgainstDifference(counts, 0) >= threshold) {
    return { metric, verdict: 'worse', detail: `${text}: worse ${beyondDoubt}` };
  }
  // The upper bound is below the margin exactly when the margin (and everything above it) is rejected.
  if (difference < margin && logEvidenceAgainstDifference(counts, margin) >= threshold) {
    return { metric, verdict: 'healthy', detail: `${text}: not worse by more than ${(margin * 100).toFixed(1)} points` };
  }
  return { metric, verdict: 'inconclusive', detail: `${text}: not yet clear` };
}

/**
 * ln of the e-value that the canary's samples lie above some bucket bound more often than stable's:
 * the one-sided proportion e-values of every bound, averaged.
 */
function logEvidenceOfSlowdown(canary: readonly number[], stable: readonly number[]): number {
  const n1 = histogramCount(canary);
  const n2 = histogramCount(stable);
  let below1 = 0;
  let below2 = 0;
  const evidence: number[] = [];
  for (let bound = 0; bound < VITAL_BUCKETS_MS.length; bound += 1) {
    below1 += canary[bound] ?? 0;
    below2 += stable[bound] ?? 0;
    evidence.push(logEvidenceOfIncrease({ x1: n1 - below1, n1, x2: n2 - below2, n2 }));
  }
  return logSumExp(evidence) - Math.log(evidence.length);
}

function vitalCheck(metric: 'lcp-p75' | 'inp-p75', canary: readonly number[], stable: readonly number[], options: Required<CanaryJudgeOptions>): CanaryCheck {
  const name = metric === 'lcp-p75' ? 'p75 LCP' : 'p75 INP';
  const canarySamples = histogramCount(canary);
  const stableSamples = histogramCount(stable);
  if (canarySamples < options.minVitalSamples || stableSamples < options.minVitalSamples) {
    return { metric, verdict: 'insufficient-data', detail: `${name}: ${canarySamples} canary and ${stableSamples} stable samples, ${options.minVitalSamples} a side needed` };
  }
  const stableP75 = histogramQuantile(stable, 0.75)!;
  const canaryP75 = histogramQuantile(canary, 0.75)!;
  const practicallyWorse = canaryP75 > stableP75 * (1 + options.vitalSlack) && canaryP75 - stableP75 > options.vitalSlackMs;
  const text = `${name} ${ms(canaryP75)} against ${ms(stableP75)} on stable`;
  if (!practicallyWorse) return { metric, verdict: 'healthy', detail: `${text}: within ${Math.round(options.vitalSlack * 100)} % or ${ms(options.vitalSlackMs)}` };
  if (logEvidenceOfSlowdown(canary, stable) >= -Math.log(options.alpha * ALPHA_SHARES[metric])) {
    return { metric, verdict: 'worse', detail: `${text}: slower beyond doubt (${confidence(options.alpha)})` };
  }
  return { metric, verdict: 'inconclusive', detail: `${text}: not yet clear` };
}

const sentence = (parts: readonly string[]) => `${parts.join('; ')}.`;

export function judgeCanary(canary: ReleaseCounts, stable: ReleaseCounts, options: CanaryJudgeOptions = {}): CanaryVerdict {
  const settings = { ...DEFAULT_CANARY_JUDGE_OPTIONS, ...options };
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
