#!/usr/bin/env node
/**
 * First visit to the recommendation screens, measured in Chromium (a benchmark, not a test).
 *
 *   node tools/bench/first-visit-recommendations.mjs [--runs 3] [--choices 3] [--think-ms 1500]
 *
 * Target (docs/product/recommendations.md, "Generated ahead"): the first visit to any recommendations
 * screen or tab shows content (cards, or the tab's honest empty state) in ≤ 500 ms, because the lists
 * were made ahead on the event path: after sign-up (`user.signed_up`) and after each choice.
 *
 * Each run is a new person: a fresh database (E2E_DATABASE) is made by the e2e server
 * (`e2e/serve.ts`: every service as its own process, real Postgres and NATS, two edges), and a seeded
 * account that has never signed in there signs in through the real flow, which is its sign-up. The
 * person makes --choices choices on the home screen with a pause between them, then moves through the
 * screens by in-app navigation (a router navigation, as a link click does) and the six tabs by clicking
 * them. For each, the time from the navigation (or tab press) to the first content element in the DOM is
 * taken inside the page (`performance.now()` and a MutationObserver), so Playwright's polling adds nothing.
 * A "generating" notice or skeleton is not content.
 *
 * With E2E_BASE_URL set it uses that site instead (each run then needs an account new to it).
 * It takes /tmp/e2e.lock (the browser tests' port 3000 is the same) when it starts its own site.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { log, logMachine, loadAverageAfterLine, sleep } from './lib/bench-run.mjs';
import { median } from '../lib/percentiles.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    choices: { type: 'string', default: '3' },
    'think-ms': { type: 'string', default: '1500' },
    'target-ms': { type: 'string', default: '500' },
  },
});
const RUNS = Number(args.runs);
const CHOICES = Number(args.choices);
const THINK_MS = Number(args['think-ms']);
const TARGET_MS = Number(args['target-ms']);
const ACCOUNTS = ['maya', 'jordan', 'priya', 'sam', 'alex'].map((name) => ({ email: `${name}@alive.local`, password: 'alive-demo' }));
if (RUNS > ACCOUNTS.length) throw new Error(`--runs is at most ${ACCOUNTS.length} (one never-signed-in account per run)`);

const root = new URL('../..', import.meta.url).pathname;
const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

/** What a person sees as an answer: a card of any recommendation screen, or an empty state's message. */
const CONTENT_SELECTOR = [
  '[data-testid="recommendation-card"]',
  '[data-testid="personalized-card"]',
  '[data-testid="enhanced-card"]',
  '[data-testid="smart-card"]',
  '[data-testid="grouping-card"]',
  '[data-testid="cluster-card"]',
  '[data-testid="my-list-item"]',
  '[data-empty-state]',
].join(', ');

const SCREENS = [
  { kind: 'nav', target: '/recommendations', label: '/recommendations (General)' },
  ...['Movies & TV', 'Books', 'Activities', 'Travel', 'Food'].map((tab) => ({ kind: 'tab', target: tab, label: `/recommendations › ${tab}` })),
  { kind: 'nav', target: '/personalized-recommendations', label: '/personalized-recommendations' },
  { kind: 'nav', target: '/enhanced-recommendations', label: '/enhanced-recommendations' },
  { kind: 'nav', target: '/smart-recommendations', label: '/smart-recommendations' },
  { kind: 'nav', target: '/ai-insights', label: '/ai-insights' },
];

async function startSite() {
  if (process.env.E2E_BASE_URL) return null;
  const database = `alive_bench_first_visit`;
  const child = spawn('flock', ['/tmp/e2e.lock', process.execPath, '--import', 'tsx', 'e2e/serve.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_DATABASE: database, LOG_LEVEL: 'warn' },
    detached: true,
  });
  const ready = `http://127.0.0.1:${process.env.E2E_READY_PORT ?? 3999}/`;
  const started = Date.now();
  while (!(await fetch(ready).then((res) => res.ok, () => false))) {
    if (child.exitCode !== null) throw new Error('the site exited before it was ready');
    if (Date.now() - started > 300_000) throw new Error('the site was not ready within 5 minutes');
    await sleep(500);
  }
  return child;
}

function stopSite(child) {
  if (!child) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function signIn(page, account) {
  await page.goto(`${baseUrl}/api/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new URL('/', baseUrl).href, { timeout: 30_000 });
  await page.getByText('Authenticated', { exact: true }).waitFor({ timeout: 30_000 });
}

async function makeChoices(page, count) {
  const pair = page.getByRole('region', { name: 'Current choice' });
  for (let i = 0; i < count; i++) {
    const options = pair.getByRole('button').filter({ hasNotText: /^Skip this choice$/ });
    await options.first().waitFor({ timeout: 30_000 });
    await sleep(THINK_MS);
    const recorded = page.waitForResponse((res) => res.url().endsWith('/api/user-choices') && res.request().method() === 'POST');
    await options.nth(i % 2).click();
    const response = await recorded;
    if (response.status() !== 201) throw new Error(`choice ${i + 1} answered ${response.status()}`);
  }
  await sleep(THINK_MS);
}

/** ms from the navigation or tab press to the first new, visible content element, measured in the page. */
function timeToContent(page, screen) {
  return page.evaluate(
    ({ kind, target, selector }) =>
      new Promise((resolve) => {
        const before = new Set(document.querySelectorAll(selector));
        let observer;
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(Number.POSITIVE_INFINITY);
        }, 15_000);
        const t0 = performance.now();
        const check = () => {
          const fresh = [...document.querySelectorAll(selector)].some((el) => !before.has(el) && el.getClientRects().length > 0);
          if (!fresh) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - t0);
        };
        observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true });
        if (kind === 'nav') {
          window.history.pushState({}, '', target);
          window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        } else {
          const tab = [...document.querySelectorAll('[role="tab"]')].find((el) => el.textContent.trim() === target);
          if (!tab) throw new Error(`no tab named ${target}`);
          // Radix tabs switch on mouse down (then focus), as a person's press does.
          tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
          tab.focus();
        }
        check();
      }),
    { ...screen, selector: CONTENT_SELECTOR },
  );
}

logMachine();
const site = await startSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const figures = new Map(SCREENS.map((s) => [s.label, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, ACCOUNTS[run]);
    await makeChoices(page, CHOICES);
    for (const screen of SCREENS) {
      const ms = await timeToContent(page, screen);
      figures.get(screen.label).push(ms);
      // A person reads a moment before moving on; it also lets the remote settle.
      await sleep(300);
    }
    log(`run ${run + 1} (${ACCOUNTS[run].email}): ${SCREENS.map((s) => `${s.label} ${figures.get(s.label)[run].toFixed(0)} ms`).join(', ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  stopSite(site);
}

console.log(`\nFirst visit → content, ${RUNS} new people, ${CHOICES} choices each (median of runs; target ≤ ${TARGET_MS} ms)`);
let worst = 0;
for (const [label, values] of figures) {
  const m = median(values);
  worst = Math.max(worst, m);
  console.log(`  ${label.padEnd(40)} median ${m.toFixed(0).padStart(6)} ms   runs ${values.map((v) => v.toFixed(0)).join(' / ')}`);
}
console.log(`  worst median ${worst.toFixed(0)} ms: ${worst <= TARGET_MS ? 'meets' : 'misses'} the ${TARGET_MS} ms target`);
console.log(loadAverageAfterLine());
