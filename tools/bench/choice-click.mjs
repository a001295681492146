#!/usr/bin/env node
/**
 * Click → next pair on the home screen, measured in Chromium (a benchmark, not a test;
 * docs/performance.md, "Click to next pair").
 *
 *   node tools/bench/choice-click.mjs [--runs 3] [--choices 50] [--warmup 2] [--think-ms 300] [--target-ms 50]
 *
 * Target: after a click the next pair renders from memory, p95 ≤ 50 ms over 50 choices.
 *
 * Each run is one demo account signing in on the site (tools/bench/lib/chromium-site.mjs: the built
 * site from e2e/serve.ts on a fresh database, real Postgres and NATS), then answering --warmup + --choices
 * pairs, alternating the two options, with a pause of --think-ms once the pair can be clicked (Playwright
 * clicks as a mouse does, so it also waits for the 1 s "Great Choice!" overlay to leave the option).
 *
 * The time is taken inside the page: a capturing click listener notes the click event's timestamp and
 * the pair on screen, and a MutationObserver notes when the two option buttons show another pair
 * (`in DOM`) and when both can be clicked again (`answerable`). Whether "Loading next choice..." was
 * shown in between is counted too. Playwright's round trips add nothing to the figures.
 */
import { parseArgs } from 'node:util';
import { log, logMachine, loadAverageAfterLine, sleep } from './lib/bench-run.mjs';
import { DEMO_ACCOUNTS, launchChromium, signIn, startSite, stopSite } from './lib/chromium-site.mjs';
import { median, summarize } from '../lib/percentiles.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    choices: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    'think-ms': { type: 'string', default: '300' },
    'target-ms': { type: 'string', default: '50' },
  },
});
const RUNS = Number(args.runs);
const CHOICES = Number(args.choices);
const WARMUP = Number(args.warmup);
const THINK_MS = Number(args['think-ms']);
const TARGET_MS = Number(args['target-ms']);
if (RUNS > DEMO_ACCOUNTS.length) throw new Error(`--runs is at most ${DEMO_ACCOUNTS.length} (one demo account per run)`);

/** What a spinner in the pair panel says (mfe-choices, choice-loop.tsx): the "before" of this work. */
const LOADING_NEXT_TEXT = 'Loading next choice...';
const NO_NEW_PAIR_MS = 15_000;

/**
 * Runs in the page before its scripts: times every click on an option button to the next pair.
 * Results go to `window.__clickToPair` in click order.
 */
function installClickTimer({ loadingText, noNewPairMs }) {
  const results = [];
  window.__clickToPair = results;
  // The option buttons: the pair panel's buttons led by their A / B letter (option-button.tsx).
  const optionButtons = () => {
    const panel = document.querySelector('[data-testid="pair-panel"]');
    if (!panel) return [];
    return [...panel.querySelectorAll('button')].filter((b) => /^[AB]$/.test(b.querySelector('[aria-hidden="true"]')?.textContent?.trim() ?? ''));
  };
  const pairOf = (buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent).join(' | ');
  document.addEventListener(
    'click',
    (event) => {
      const buttons = optionButtons();
      if (!buttons.some((b) => b.contains(event.target))) return;
      // Capture phase on the document: runs before React's handlers, so `before` is the pair clicked.
      const t0 = event.timeStamp;
      const record = { before: pairOf(buttons), after: null, inDomMs: null, answerableMs: null, spinner: false, done: false };
      results.push(record);
      const check = () => {
        const panel = document.querySelector('[data-testid="pair-panel"]');
        if (panel?.textContent?.includes(loadingText)) record.spinner = true;
        const now = optionButtons();
        if (now.length !== 2 || pairOf(now) === record.before) return;
        if (record.inDomMs === null) {
          record.inDomMs = performance.now() - t0;
          record.after = pairOf(now);
        }
        if (now.every((b) => !b.disabled)) {
          record.answerableMs = performance.now() - t0;
          finish();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['disabled', 'aria-label'] });
      const timer = setTimeout(finish, noNewPairMs);
      function finish() {
        observer.disconnect();
        clearTimeout(timer);
        record.done = true;
      }
    },
    true,
  );
}

async function runOnce(browser, account) {
  const context = await browser.newContext();
  await context.addInitScript(installClickTimer, { loadingText: LOADING_NEXT_TEXT, noNewPairMs: NO_NEW_PAIR_MS });
  const page = await context.newPage();
  try {
    await signIn(page, account);
    const options = page
      .getByTestId('pair-panel')
      .getByRole('button')
      .filter({ has: page.locator('[aria-hidden="true"]', { hasText: /^[AB]$/ }) });
    const records = [];
    for (let i = 0; i < WARMUP + CHOICES; i += 1) {
      await options.nth(i % 2).waitFor({ timeout: 30_000 });
      await sleep(THINK_MS);
      await options.nth(i % 2).click({ timeout: 30_000 });
      await page.waitForFunction((n) => window.__clickToPair.length > n && window.__clickToPair[n].done, i, { timeout: NO_NEW_PAIR_MS + 5_000 });
      if (i >= WARMUP) records.push(await page.evaluate((n) => window.__clickToPair[n], i));
    }
    return records;
  } finally {
    await context.close();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'never');

function summarizeRun(records) {
  const inDom = records.map((r) => r.inDomMs ?? Number.POSITIVE_INFINITY);
  const answerable = records.map((r) => r.answerableMs ?? Number.POSITIVE_INFINITY);
  return { inDom: summarize(inDom), answerable: summarize(answerable), spinners: records.filter((r) => r.spinner).length, choices: records.length };
}

logMachine();
log(`${RUNS} run(s) of ${WARMUP} warm-up + ${CHOICES} measured choices, ${THINK_MS} ms pause once the pair can be clicked`);
const site = await startSite('alive_bench_choice_click');
const browser = await launchChromium();
const runs = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const summary = summarizeRun(await runOnce(browser, DEMO_ACCOUNTS[run]));
    runs.push(summary);
    log(
      `run ${run + 1} (${DEMO_ACCOUNTS[run].email}): in DOM p50 ${ms(summary.inDom.p50)} p95 ${ms(summary.inDom.p95)} max ${ms(summary.inDom.max)}; ` +
        `answerable p95 ${ms(summary.answerable.p95)}; "${LOADING_NEXT_TEXT}" shown after ${summary.spinners}/${summary.choices} clicks`,
    );
  }
} finally {
  await browser.close();
  stopSite(site);
}

const m = (pick) => median(runs.map(pick));
const each = (pick) => runs.map((r) => ms(pick(r)).replace(' ms', '')).join(' / ');
const p95 = m((r) => r.inDom.p95);
console.log(`\nClick → next pair in the DOM, ${CHOICES} choices per run (median of ${RUNS} runs; runs in ms)`);
console.log(`  in DOM        p50 ${ms(m((r) => r.inDom.p50)).padStart(10)}  p95 ${ms(p95).padStart(10)}  max ${ms(m((r) => r.inDom.max)).padStart(10)}   p95 runs ${each((r) => r.inDom.p95)}`);
console.log(`  answerable    p50 ${ms(m((r) => r.answerable.p50)).padStart(10)}  p95 ${ms(m((r) => r.answerable.p95)).padStart(10)}  max ${ms(m((r) => r.answerable.max)).padStart(10)}   p95 runs ${each((r) => r.answerable.p95)}`);
console.log(`  "${LOADING_NEXT_TEXT}" shown after ${runs.map((r) => `${r.spinners}/${r.choices}`).join(' / ')} clicks`);
console.log(`  p95 ${ms(p95)}: ${p95 <= TARGET_MS ? 'meets' : 'misses'} the ${TARGET_MS} ms target`);
console.log(loadAverageAfterLine());
