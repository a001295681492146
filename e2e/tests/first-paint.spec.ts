import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { CHOICE_TABLES, signInAsResetPerson } from './support/e2e-database.ts';
import { ACCOUNTS, BASE_URL, signIn } from './support/sign-in.ts';
import { pairOptions } from './support/choice-pair.ts';
import { completeProfile } from './support/complete-profile.ts';
import { siteRoutes } from './support/site-routes.ts';

/**
 * docs/architecture.md, "First paint"; figures in docs/performance.md, "First paint". Cold page loads in
 * Chromium on this machine, 3 runs of each: the landing page signed out, the home screen and the profile
 * signed in. Each run is a new browser context (an empty cache, like a new device) with the HTTP cache
 * off; signed in, it carries the session cookie and the user the browser remembers. Per run: Largest
 * Contentful Paint, Cumulative Layout Shift and the number of requests until the screen was complete.
 * Medians go to test-results/cold-load.json (under `firstPaint`), which `npm run size` prints.
 */
const TARGETS_MS = { landing: 300, home: 500, profile: 500 } as const;
const CLS_BUDGET = 0.02;
const RUNS = 3;
const resultFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/cold-load.json');

type Screen = keyof typeof TARGETS_MS;

interface Run {
  lcpMs: number;
  /** The LCP element: its tag and the start of its text. */
  lcpElement: string;
  /** When the screen's own content was in the page (not its fragment, docs/architecture.md "First paint"): the pair, the profile's heading. */
  readyMs: number | null;
  /** Whether the document came with the screen's fragment stitched in. */
  fragment: boolean;
  /** Whether that fragment was rendered with the person's answers (the profile, docs/architecture.md "First paint"). */
  withData: boolean;
  /** When the document's first byte came (the edge renders the profile with the person's data first). */
  documentMs: number;
  /** From the last of the screen's `needs` arriving to the screen being ready: its render, nothing waited for. */
  renderMs: number | null;
  cls: number;
  requests: number;
  /** How many times the page itself asked for the reads its document came with (`Ready.seeded`). */
  seededReadsAsked: number;
}

/**
 * Records LCP, layout shifts (buffered entries included), whether the document held a screen fragment,
 * and the first animation frame at which `readySelector` matches an element outside any fragment.
 */
function observeVitals(readySelector: string) {
  const vitals = { lcp: 0, lcpElement: '', shifts: [] as { value: number; startTime: number }[], readyAt: null as number | null, fragment: false, withData: false };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = entry.element ? `${entry.element.tagName.toLowerCase()} "${(entry.element.textContent ?? '').trim().slice(0, 40)}"` : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    vitals.fragment = document.querySelector('[data-screen-fragment]') !== null;
    // The shell takes the block out once it has read it, after the first paint (after-first-paint.ts).
    vitals.withData = document.getElementById('alive-screen-data') !== null;
  });
  const poll = () => {
    const found = [...document.querySelectorAll(readySelector)].some((element) => !element.closest('[data-screen-fragment]'));
    if (found) vitals.readyAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) vitals.shifts.push({ value: entry.value, startTime: entry.startTime });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as the browsers' definition has it: the largest session window of shifts (< 1 s apart, ≤ 5 s long). */
function clsOf(shifts: { value: number; startTime: number }[]): number {
  let worst = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.startTime - last > 1000 || shift.startTime - windowStart > 5000) {
      windowValue = 0;
      windowStart = shift.startTime;
    }
    windowValue += shift.value;
    last = shift.startTime;
    worst = Math.max(worst, windowValue);
  }
  return worst;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** What may never appear in the console of a page that hydrates a prerendered document. */
const HYDRATION_PROBLEM = /A\.L\.I\.V\.E hydration:|hydrat|Minified React error #(418|419|421|422|423|425)\b/i;
/**
 * Chromium's warning for a preload the page's request could not use (another mode, credentials or
 * integrity). Its other warning, "not used within a few seconds from the window's load event", is about
 * time only: on a loaded machine the page's scripts may ask later than that, and still get the preload.
 */
const UNUSED_PRELOAD = /preload .* is found, but is not used/i;

interface Ready {
  path: string;
  ready: (page: Page) => Locator;
  /** The same, as a CSS selector the page polls for every frame (observeVitals). */
  readySelector: string;
  /** What the ready screen needs from the network (parts of URLs): its data and its lazily loaded code. */
  needs?: readonly string[];
  /** The reads the route declares (its `reads` in /remotes.json): with the person's data in the document, the page asks none of them again. */
  seeded?: readonly string[];
}

async function coldRun(browser: Browser, storageState: Awaited<ReturnType<ReturnType<Page['context']>['storageState']>> | undefined, { path: urlPath, ready, readySelector, needs = [], seeded = [] }: Ready, problems: string[]): Promise<Run> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState });
  try {
    const page = await context.newPage();
    page.on('console', (message) => {
      const text = message.text();
      if ((message.type() === 'error' && HYDRATION_PROBLEM.test(text)) || (message.type() === 'warning' && UNUSED_PRELOAD.test(text))) problems.push(`${urlPath}: ${text}`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(error.message)) problems.push(`${urlPath}: ${error.message}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(observeVitals, readySelector);
    await page.goto(urlPath);
    // Waits through the page's own frame poll (observeVitals), then checks with Playwright: Playwright's
    // own poll of a role query runs in the page, and took 35 ms of its main thread while the screen loaded.
    await page.waitForFunction(() => (window as unknown as { __vitals: { readyAt: number | null } }).__vitals.readyAt !== null, undefined, { timeout: 20_000, polling: 250 });
    await expect(ready(page)).toBeVisible();
    // Let the last paints land and be reported before reading them: the network quiet, then two frames
    // painted after it (paint-timed entries such as LCP are queued once the frame that painted is done).
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    const { lcp, lcpElement, readyAt, fragment, withData, shifts, requests, twice, neededBy, documentAt, seededReadsAsked } = await page.evaluate(({ needed, seededPaths }) => {
      const { __vitals } = window as unknown as {
        __vitals: { lcp: number; lcpElement: string; readyAt: number | null; fragment: boolean; withData: boolean; shifts: { value: number; startTime: number }[] };
      };
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const urls = entries.map((entry) => entry.name);
      // A preload the page's own request did not use shows up as the same URL twice.
      const twice = urls.filter((url, index) => urls.indexOf(url) !== index && !url.includes('/api/analytics/'));
      const arrivals = needed.map((part) => Math.min(...entries.filter((entry) => entry.name.includes(part)).map((entry) => entry.responseEnd)));
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const seededReadsAsked = urls.filter((url) => seededPaths.includes(new URL(url).pathname + new URL(url).search)).length;
      return { ...__vitals, requests: urls.length + 1, twice, neededBy: arrivals.length > 0 ? Math.max(...arrivals) : null, documentAt: navigation?.responseStart ?? 0, seededReadsAsked };
    }, { needed: needs, seededPaths: seeded });
    if (twice.length > 0) problems.push(`${urlPath}: fetched twice: ${twice.join(', ')}`);
    const renderMs = readyAt !== null && neededBy !== null && Number.isFinite(neededBy) ? round(readyAt - neededBy, 0) : null;
    return { lcpMs: round(lcp, 0), lcpElement, readyMs: readyAt === null ? null : round(readyAt, 0), fragment, withData, documentMs: round(documentAt, 0), renderMs, cls: round(clsOf(shifts), 4), requests, seededReadsAsked };
  } finally {
    await context.close();
  }
}

const READY: Record<Screen, Ready> = {
  landing: { path: '/', ready: (page) => page.getByRole('heading', { name: 'Discover Your A.L.I.V.E Profile' }), readySelector: 'main h1' },
  home: { path: '/', ready: (page) => pairOptions(page).first(), readySelector: '[aria-label="Current choice"] button' },
  profile: {
    path: '/happiness-profile',
    // The profile's tabs: the screen with its data, not its loading state.
    ready: (page) => page.getByRole('tab', { name: 'My Profile' }),
    readySelector: '[role="tab"]',
    // The tabs' code (docs/performance.md, "The profile's tabs without Suspense"); the person's profile
    // comes with the document, and the page's own read of it only refreshes it.
    needs: ['/ui-tabs.'],
  },
};

test('cold first paint: landing, signed-in home and profile, with no layout shift and no hydration mismatch', async ({ browser, page }) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.alex);
  // A returning person: a brand-new one first gets the first-run step above the pair, once its data is
  // in (the choices remote's own screen, docs/product/choices.md "First run"); one answer ends it.
  await expect(pairOptions(page).first()).toBeEnabled({ timeout: 20_000 });
  if (await page.getByRole('region', { name: 'What do you care about?' }).isVisible()) {
    await pairOptions(page).first().click();
    await expect(page.getByRole('region', { name: 'What do you care about?' })).toHaveCount(0);
  }
  const signedIn = await page.context().storageState();
  // The profile: a person whose profile is complete, so its data (with their type) is what is measured.
  const withProfile = await browser.newContext({ baseURL: BASE_URL });
  const profilePage = await withProfile.newPage();
  await signIn(profilePage, ACCOUNTS.maya);
  await completeProfile(profilePage);
  const signedInWithProfile = await withProfile.storageState();
  await withProfile.close();
  const stateOf: Record<Screen, typeof signedIn | undefined> = { landing: undefined, home: signedIn, profile: signedInWithProfile };
  const problems: string[] = [];
  const runs: Record<Screen, Run[]> = { landing: [], home: [], profile: [] };
  // The profile's reads as its route declares them to the edge, which renders the document with them.
  const profileReads = (await siteRoutes(page.request)).find((route) => route.path === READY.profile.path)?.reads ?? [];
  expect(profileReads).not.toHaveLength(0);
  const ready: Record<Screen, Ready> = { ...READY, profile: { ...READY.profile, seeded: profileReads } };
  for (let run = 0; run < RUNS; run += 1) {
    for (const screen of Object.keys(ready) as Screen[]) {
      runs[screen].push(await coldRun(browser, stateOf[screen], ready[screen], problems));
    }
  }
  const load = loadavg().map((value) => value.toFixed(2)).join(' ');
  const firstPaint = Object.fromEntries(
    (Object.keys(runs) as Screen[]).map((screen) => [
      screen,
      {
        lcpMs: median(runs[screen].map((r) => r.lcpMs)),
        readyMs: median(runs[screen].map((r) => r.readyMs ?? Infinity)),
        cls: median(runs[screen].map((r) => r.cls)),
        requests: median(runs[screen].map((r) => r.requests)),
        targetLcpMs: TARGETS_MS[screen],
        runs: runs[screen],
      },
    ]),
  ) as Record<Screen, Omit<Run, 'lcpElement' | 'fragment' | 'withData' | 'documentMs' | 'renderMs' | 'seededReadsAsked'> & { targetLcpMs: number; runs: Run[] }>;
  for (const screen of Object.keys(firstPaint) as Screen[]) {
    const { lcpMs, readyMs, cls, requests } = firstPaint[screen];
    console.log(
      `first paint, cold: ${screen.padEnd(8)} LCP median ${lcpMs} ms (runs ${runs[screen].map((r) => r.lcpMs).join(', ')}; target ≤ ${TARGETS_MS[screen]}; element ${runs[screen][0]!.lcpElement}), ` +
        `screen ready median ${readyMs} ms (runs ${runs[screen].map((r) => r.readyMs).join(', ')}), CLS ${cls}, ${requests} requests; load average ${load}`,
    );
  }
  console.log(`first paint, cold: profile  ready ${runs.profile.map((r) => r.renderMs).join(', ')} ms after its tabs' code had arrived`);
  console.log(`first paint, cold: document's first byte: home ${runs.home.map((r) => r.documentMs).join(', ')} ms; profile (rendered with the person's data) ${runs.profile.map((r) => r.documentMs).join(', ')} ms`);
  mkdirSync(path.dirname(resultFile), { recursive: true });
  const previous = existsSync(resultFile) ? (JSON.parse(readFileSync(resultFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(resultFile, JSON.stringify({ ...previous, firstPaint: { ...firstPaint, clsBudget: CLS_BUDGET, loadAverage: load, runsEach: RUNS } }, null, 2));

  expect(problems).toEqual([]);
  console.log(`first paint, cold: documents with the screen's fragment: home ${runs.home.map((r) => r.fragment).join(', ')}; profile ${runs.profile.map((r) => r.fragment).join(', ')}, with the person's data ${runs.profile.map((r) => r.withData).join(', ')}; the page asked for those reads again ${runs.profile.map((r) => r.seededReadsAsked).join(', ')} time(s)`);
  // The answers came with the document: the screen's first mount uses them instead of asking again
  // (refetchOnVisit, @alive/api-client).
  for (const run of runs.profile) if (run.withData) expect(run.seededReadsAsked, 'profile reads asked again though the document had them').toBe(0);
  // A signed-out document never has one.
  expect(runs.landing.map((r) => r.fragment)).toEqual(runs.landing.map(() => false));
  // Signed in, the edge stitches the screen's first render in. Only a help, it may go without when it
  // takes longer than its 50 ms (services/edge, app.ts): a cold run on a loaded machine can, so this is
  // asked of the edge itself, not of each cold run.
  for (const urlPath of ['/', '/happiness-profile']) {
    await expect
      .poll(async () => (await page.request.get(urlPath)).text(), { timeout: 10_000 })
      .toMatch(new RegExp(`<div data-screen-slot="" data-screen-fragment="${urlPath}" aria-hidden="true" inert="">`));
  }
  // The profile's comes rendered with the person's own answers (services/edge, screen-data.ts): their
  // type's description, the LCP element, is in the document.
  const maya = await browser.newContext({ baseURL: BASE_URL, storageState: signedInWithProfile });
  try {
    const profile = (await (await maya.request.get('/api/happiness-profile')).json()) as { typeDescription: string };
    await expect
      .poll(async () => (await maya.request.get('/happiness-profile')).text(), { timeout: 10_000 })
      .toMatch(/id="alive-screen-data"/);
    const document = await (await maya.request.get('/happiness-profile')).text();
    // As React writes text: & < > " ' escaped.
    const asHtml = profile.typeDescription.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    expect(document).toContain(asHtml);
  } finally {
    await maya.close();
  }
  for (const screen of Object.keys(firstPaint) as Screen[]) {
    // Every run, not only the median: a shift is a bug of the page, not noise of the machine.
    for (const run of runs[screen]) expect(run.cls, `${screen} CLS`).toBeLessThanOrEqual(CLS_BUDGET);
  }
});

test("a new person's cold home: the first-run step and the pair arrive together, and nothing moves", async ({ browser, page }) => {
  test.setTimeout(120_000);
  // No choices and no pick: "What do you care about?" shows above the pair (docs/product/choices.md, "First run").
  await signInAsResetPerson(page, ACCOUNTS.priya, [...CHOICE_TABLES, 'user_interests']);
  const signedIn = await page.context().storageState();
  const problems: string[] = [];
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await coldRun(browser, signedIn, { path: '/', ready: (cold) => cold.getByRole('region', { name: 'What do you care about?' }), readySelector: '[aria-label="Current choice"] button' }, problems));
  }
  console.log(`first paint, cold: new person's home CLS ${runs.map((r) => r.cls).join(', ')} (≤ ${CLS_BUDGET}), LCP ${runs.map((r) => r.lcpMs).join(', ')} ms`);
  expect(problems).toEqual([]);
  // Before the home screen waited for the step to be decided, the step pushed the painted pair down: 0.07–0.12.
  for (const run of runs) expect(run.cls, "new person's home CLS").toBeLessThanOrEqual(CLS_BUDGET);
});

test('the landing document hydrates onto the same styles it was painted with (styled-components ids agree)', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  await page.goto('/groups');
  // Hydrated and live: the links /remotes.json declares are in the navigation row.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/api/login?returnTo=%2Fgroups');
  // Had the page's styled components other ids than the prerender's, the client would have added rules
  // for class names no element carries (React keeps the painted class attributes).
  const orphans = await page.evaluate(() => {
    const used = new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    return rules
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .map((rule) => /^\.([\w-]+)/.exec(rule.selectorText)?.[1])
      .filter((name): name is string => Boolean(name) && !used.has(name!));
  });
  expect(orphans).toEqual([]);
  expect(problems).toEqual([]);
});
