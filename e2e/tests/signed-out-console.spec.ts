/**
 * A signed-out visitor's page asks nothing about a session it cannot have, and the console stays clean
 * (docs/architecture.md, "First paint"; Lighthouse's Best Practices counts every console error, and a
 * 401 answer or a preload of one is logged as one). The edge serves the landing document to a request
 * without a session cookie; the page starts signed out and does not ask `/api/auth/user`, and the
 * document does not preload it. Signed in, the app document still preloads it and the page asks.
 * Each visit is a new browser context (a new device) with the site's service worker allowed, as a
 * visitor (and Lighthouse) has it.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AUTH_PATHS } from '@alive/contracts/constants';
import { ACCOUNTS, BASE_URL } from './support/sign-in.ts';

test.use({ serviceWorkers: 'allow' });

const LANDING_TEXT = 'Please log in to access personalized features.';
const CURRENT_USER_PATH = AUTH_PATHS.currentUser;
const AUTH_PRELOAD = `<link rel="preload" href="${CURRENT_USER_PATH}"`;

interface Visit {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, uncaught errors, failed requests, error answers and Chromium's issues, as they came. */
  problems: string[];
  /** Every request the page made for the session check (a preload included). */
  sessionChecks: string[];
}

/** Records what Lighthouse's Best Practices would see in the page: the console, uncaught errors, failing requests; and every session check. */
function watch(page: Page, context: BrowserContext): Visit {
  const visit: Visit = { page, context, problems: [], sessionChecks: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') visit.problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => visit.problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => visit.problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) visit.problems.push(`answered ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CURRENT_USER_PATH) visit.sessionChecks.push(`${request.method()} ${request.url()}`);
  });
  return visit;
}

async function coldVisit(browser: Browser, path: string): Promise<Visit> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const visit = watch(page, context);
  // Chromium's issues (deprecated APIs, cookie, Content-Security-Policy and quirks-mode problems, ...):
  // what Lighthouse's "deprecations" and "inspector-issues" audits read.
  const cdp = await context.newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => visit.problems.push(`issue ${issue.code}: ${JSON.stringify(issue.details)}`));
  await cdp.send('Audits.enable');
  await page.goto(path);
  await expect(page.getByText(LANDING_TEXT)).toBeVisible();
  await expect(page.getByText('Not authenticated')).toBeVisible();
  // Everything the load starts (scripts, /remotes.json, the service worker's install) is done.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return visit;
}

/** Which prerendered document the page is (its root element says, docs/architecture.md "First paint"). */
const documentKind = (page: Page) => page.locator('#root').getAttribute('data-document');

test.describe('signed out, a cold load', () => {
  for (const path of ['/', '/recommendations']) {
    test(`${path}: the landing page, no session check, nothing in the console, nothing failing`, async ({ browser }) => {
      const visit = await coldVisit(browser, path);
      try {
        expect(await documentKind(visit.page)).toBe('landing');
        expect(visit.sessionChecks).toEqual([]);
        expect(visit.problems).toEqual([]);
        // Focus and a reconnect ask nothing either (the page's query client listens to both).
        await visit.page.evaluate(() => {
          window.dispatchEvent(new Event('offline'));
          window.dispatchEvent(new Event('online'));
          window.dispatchEvent(new Event('focus'));
          document.dispatchEvent(new Event('visibilitychange'));
        });
        await visit.page.waitForLoadState('networkidle');
        expect(visit.sessionChecks).toEqual([]);
        expect(visit.problems).toEqual([]);
      } finally {
        await visit.context.close();
      }
    });
  }

  test('the landing document preloads no session check; the app document does', async ({ browser, request }) => {
    const landing = await (await request.get('/')).text();
    expect(landing).toContain('data-document="landing"');
    expect(landing).not.toContain(AUTH_PRELOAD);
    const context = await browser.newContext({ baseURL: BASE_URL });
    try {
      await signInFromLanding(await context.newPage(), '/');
      const app = await (await context.request.get('/')).text();
      expect(app).toContain('data-document="app"');
      expect(app).toContain(AUTH_PRELOAD);
    } finally {
      await context.close();
    }
  });
});

/** Get Started on the landing page, then the provider's form with a demo account, back to where the visitor was. */
async function signInFromLanding(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    await expect(page.getByText(LANDING_TEXT)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.getByLabel('Email').fill(ACCOUNTS.alex.email);
  await page.getByLabel('Password').fill(ACCOUNTS.alex.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new URL(path, BASE_URL).href, { timeout: 20_000 });
  await expect(page.getByTestId('user-name-badge').first()).toHaveText(ACCOUNTS.alex.firstName);
}

test('from a signed-out cold load, Get Started still signs in; the next load is the app document, which asks and shows the user', async ({ browser }) => {
  const visit = await coldVisit(browser, '/recommendations');
  try {
    await signInFromLanding(visit.page, '/recommendations');
    expect(await documentKind(visit.page)).toBe('app');
    expect(visit.sessionChecks.length).toBeGreaterThan(0);
    const checksBefore = visit.sessionChecks.length;
    const answered = visit.page.waitForResponse((response) => new URL(response.url()).pathname === CURRENT_USER_PATH);
    await visit.page.goto('/');
    expect((await answered).status()).toBe(200);
    expect(visit.sessionChecks.length).toBeGreaterThan(checksBefore);
    expect(await documentKind(visit.page)).toBe('app');
    await expect(visit.page.getByText('Authenticated', { exact: true })).toBeVisible();
    await expect(visit.page.getByTestId('user-name-badge').first()).toHaveText(ACCOUNTS.alex.firstName);
  } finally {
    await visit.context.close();
  }
});

test('signed in in another tab: the signed-out tab follows, and shows the person on the path it is at', async ({ browser }) => {
  const landing = await coldVisit(browser, '/recommendations');
  try {
    const other = await landing.context.newPage();
    await signInFromLanding(other, '/');
    await expect(landing.page.getByText('Authenticated', { exact: true })).toBeVisible();
    await expect(landing.page.getByTestId('user-name-badge').first()).toHaveText(ACCOUNTS.alex.firstName);
    await expect(landing.page.getByText(LANDING_TEXT)).toBeHidden();
    expect(new URL(landing.page.url()).pathname).toBe('/recommendations');
  } finally {
    await landing.context.close();
  }
});
