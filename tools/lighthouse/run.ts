/**
 * Lighthouse bench (a benchmark, not a CI step; docs/performance.md, "Phones: Lighthouse mobile"):
 *
 *   npm run lighthouse -- [--screens home,profile] [--form-factor mobile|desktop|both] [--runs 3] [--json out.json] [--base-url http://localhost:3000]
 *
 * Starts the browser tests' site (e2e/serve.ts, under /tmp/alive-e2e.lock) unless --base-url is given,
 * launches Debian's Chromium with a throwaway profile, measures the signed-out landing, signs a demo
 * account in through the real pages, then measures the signed-in screens: each --runs times per form
 * factor, every run a cold load that keeps the sign-in (cold-pass.ts). Prints the medians against the
 * budgets (libs/rspack-config/src/lighthouse-budgets.ts), the audits that cost points, and where each
 * run's full report is; exits 1 when a median misses a budget.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LIGHTHOUSE_BUDGETS, type LighthouseFormFactor } from '@alive/rspack-config/size-budgets';
import { ACCOUNTS } from '../../e2e/tests/support/sign-in.ts';
import { coldLighthousePass } from '../../e2e/tests/support/lighthouse-pass.ts';
import { launchChromium, type LaunchedBrowser } from './chromium.ts';
import { budgetMisses, failingAudits, figuresOf, medianFigures, type FailingAudit, type LighthouseFigures } from '../../e2e/tests/support/lighthouse-figures.ts';
import { homeInteractionInp } from './home-inp.ts';
import { mergeFailingAudits, printFailingAudits, printTable, type ScreenResult } from './report.ts';
import { selectScreens, type LighthouseScreen } from './screens.ts';
import { signIn } from './sign-in.ts';
import { startSite, type RunningSite } from './site.ts';

const { values: args } = parseArgs({
  options: {
    screens: { type: 'string' },
    'form-factor': { type: 'string', default: 'mobile' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    'base-url': { type: 'string' },
    'home-inp': { type: 'boolean', default: true },
  },
  allowNegative: true,
});

const log = (line: string) => console.log(`[lighthouse] ${line}`);
const uptime = () => `load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${cpus().length} CPUs`;

const formFactorArg = args['form-factor'];
if (!['mobile', 'desktop', 'both'].includes(formFactorArg)) throw new Error('--form-factor is mobile, desktop or both');
const formFactors: LighthouseFormFactor[] = formFactorArg === 'both' ? ['mobile', 'desktop'] : [formFactorArg as LighthouseFormFactor];
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs is a whole number from 1');
const screens = selectScreens(args.screens);
const account = ACCOUNTS.alex;

const reportsDir = mkdtempSync(join(tmpdir(), 'alive-lighthouse-'));
log(`machine: ${uptime()}`);
log(`reports of each run go to ${reportsDir}`);

let site: RunningSite | null = null;
const results: ScreenResult[] = [];
try {
  site = args['base-url'] ? { baseUrl: args['base-url'], stop: async () => undefined } : await startSite(log);
  const baseUrl = site.baseUrl;
  const chromium = await launchChromium();
  try {
    // The signed-out landing first: the sign-in below lasts for the rest of the profile's life.
    const ordered = [...screens.filter((s) => !s.signedIn), ...screens.filter((s) => s.signedIn)];
    let signedIn = false;
    for (const screen of ordered) {
      if (screen.signedIn && !signedIn) {
        await signIn(chromium.browser, baseUrl, account);
        signedIn = true;
        log(`signed in as ${account.email}`);
      }
      for (const formFactor of formFactors) results.push(await measure(screen, formFactor, baseUrl, chromium));
    }
    // The home's first action last: answering a pair changes what the other screens show (the person's
    // recommendations are refreshed), which must not happen between their cold loads.
    if (args['home-inp']) {
      for (const result of results.filter((r) => r.screen === 'home')) await measureHomeInp(result, new URL(result.path, baseUrl).href, chromium);
    }
  } finally {
    await chromium.close();
  }
} finally {
  await site?.stop();
}

async function measure(screen: LighthouseScreen, formFactor: LighthouseFormFactor, baseUrl: string, chromium: LaunchedBrowser): Promise<ScreenResult> {
  const url = new URL(screen.path, baseUrl).href;
  const figures: LighthouseFigures[] = [];
  const audits: FailingAudit[][] = [];
  const reports: string[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const { lhr, reportJson } = await coldLighthousePass({ port: chromium.port, url, formFactor, cdp: chromium.control });
    if (lhr.runtimeError) throw new Error(`${screen.name} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== screen.path) throw new Error(`${screen.name} ended on ${lhr.finalDisplayedUrl}, not ${screen.path}: signed out?`);
    const file = join(reportsDir, `${screen.name}-${formFactor}-${run}.json`);
    writeFileSync(file, reportJson);
    reports.push(file);
    figures.push(figuresOf(lhr));
    audits.push(failingAudits(lhr));
    const f = figures.at(-1)!;
    log(`${screen.name} ${formFactor} run ${run}/${runs}: performance ${f.performance}, TBT ${f.tbtMs} ms, LCP ${f.lcpMs} ms (${uptime()})`);
  }
  const median = medianFigures(figures);
  const budget = LIGHTHOUSE_BUDGETS[formFactor];
  return { screen: screen.name, path: screen.path, formFactor, runs: figures, median, budget, misses: budgetMisses(median, budget), failingAudits: mergeFailingAudits(audits), reports };
}

/** The home's first action, the pair option, under the form factor's throttling: one timespan per run, its INP beside that run's figures. */
async function measureHomeInp(result: ScreenResult, url: string, chromium: LaunchedBrowser): Promise<void> {
  for (const [index, figures] of result.runs.entries()) {
    figures.inpMs = await homeInteractionInp(chromium.browser, url, result.formFactor);
    log(`home ${result.formFactor} choice ${index + 1}/${result.runs.length}: INP ${figures.inpMs === null ? 'not measured' : `${figures.inpMs} ms`} (${uptime()})`);
  }
  result.median = medianFigures(result.runs);
  result.inpTried = true;
}

log(`medians of ${runs} run(s) each; ${uptime()}`);
printTable(results, log);
printFailingAudits(results, log);
log(`full reports: ${reportsDir}`);
const ok = results.every((result) => result.misses.length === 0);
if (args.json) {
  const out = resolve(args.json);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: uptime(), runsEach: runs, reportsDir, budgets: LIGHTHOUSE_BUDGETS, results, ok }, null, 2));
  log(`figures written to ${out}`);
}
process.exit(ok ? 0 : 1);
