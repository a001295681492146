import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { ACCOUNTS, BASE_URL, signIn } from './support/sign-in.ts';
import { routeOfPath, siteRoutes, type SiteRoute } from './support/site-routes.ts';

/**
 * Every screen can be reached by clicks from `/` (docs/product/platform.md, "Every screen reachable"):
 * a person and an administrator, each in their own browser, walk the site from the home screen. On
 * every screen they collect every link, and press every button and tab once (by name, site-wide) with every
 * request that would change something refused, so pressing "Delete" or "Logout" is harmless and only
 * navigation counts. The test fails naming each route of `/remotes.json` nobody reached.
 *
 * A route that is a second address of a screen (the same module under another path, as docs/product lists
 * for /happiness-code, /choices and /specific-content-recommendations) counts as reached when a link or
 * button leads to it, or when its screen is reached under its first address.
 */

// Buttons that never lead anywhere new and cost a dialog each.
const SKIP_BUTTON = /^(Open menu|Close menu|Logout|Skip this choice|Undo last choice)$/i;
const MAX_BUTTONS_PER_SCREEN = 40;

interface Walk {
  reachedPaths: Set<string>;
  reachedModules: Set<string>;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page.locator('main').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
}

/** Two painted frames: what a press started in the page has rendered, or has sent its requests. */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Presses a control and waits for what it does: the page leaves the path or opens a dialog, or every
 * request the press started (a tab's data, a screen's code) has been answered and rendered. The screen
 * fetches behind Playwright's back (networkidle is long reached in an app), so its requests are counted.
 */
async function pressAndSettle(page: Page, pathname: string, press: () => Promise<unknown>): Promise<void> {
  const open = new Set<Request>();
  const started = (request: Request) => open.add(request);
  const ended = (request: Request) => open.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await press();
    await twoFrames(page).catch(() => undefined);
    await expect
      .poll(() => open.size === 0 || new URL(page.url()).pathname !== pathname, { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined);
    await twoFrames(page).catch(() => undefined);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

async function sameSiteLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(BASE_URL).origin;
  return [...new Set(hrefs)]
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/remotes'))
    .map((url) => url.pathname);
}

async function walk(browser: Browser, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS], routes: SiteRoute[], prepare?: (page: Page) => Promise<void>): Promise<Walk> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  if (prepare) await prepare(page);
  // From here on nothing changes: only reads (and the page's own scripts) pass.
  await page.route('**/api/**', (route) => (route.request().method() === 'GET' ? route.continue() : route.abort()));

  const reachedPaths = new Set<string>(['/']);
  const reachedModules = new Set<string>();
  const visitedRoutes = new Set<string>();
  const pressed = new Set<string>();
  const queue = ['/'];
  try {
    while (queue.length > 0) {
      const pathname = queue.shift()!;
      const route = routeOfPath(pathname, routes);
      if (!route || visitedRoutes.has(route.path)) continue;
      visitedRoutes.add(route.path);
      reachedModules.add(`${route.remote}:${route.module}`);

      await page.goto(pathname);
      await settle(page);
      const enqueue = (next: string) => {
        reachedPaths.add(next);
        const nextRoute = routeOfPath(next, routes);
        if (nextRoute && !visitedRoutes.has(nextRoute.path)) queue.push(next);
      };
      for (const link of await sameSiteLinks(page)) enqueue(link);

      // Buttons, and tabs (a tab panel may hold the only link to a screen).
      const controls: { role: 'button' | 'tab'; name: string }[] = [];
      for (const role of ['tab', 'button'] as const) {
        const names = (await page.getByRole(role).evaluateAll((elements) =>
          elements
            .filter((b) => (b as HTMLElement).offsetParent !== null && !(b as HTMLButtonElement).disabled)
            .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim())
            .filter(Boolean),
        )) as string[];
        for (const name of new Set(names)) controls.push({ role, name });
      }
      const fresh = controls.filter(({ role, name }) => !pressed.has(`${role}:${name}`) && !SKIP_BUTTON.test(name)).slice(0, MAX_BUTTONS_PER_SCREEN);
      for (const { role, name } of fresh) {
        pressed.add(`${role}:${name}`);
        const button = page.getByRole(role, { name, exact: true }).first();
        if (!(await button.isVisible().catch(() => false))) continue;
        await pressAndSettle(page, pathname, () => button.click({ timeout: 2_000 }).catch(() => undefined));
        const now = new URL(page.url()).pathname;
        if (now !== pathname) {
          enqueue(now);
          for (const link of await sameSiteLinks(page)) enqueue(link);
          await page.goto(pathname);
          await settle(page);
        } else if (await page.getByRole('dialog').first().isVisible().catch(() => false)) {
          for (const link of await sameSiteLinks(page)) enqueue(link);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').first().waitFor({ state: 'hidden', timeout: 2_000 }).catch(async () => {
            await page.goto(pathname);
            await settle(page);
          });
        } else {
          for (const link of await sameSiteLinks(page)) enqueue(link);
        }
      }
    }
  } finally {
    await context.close();
  }
  return { reachedPaths, reachedModules };
}

function unreached(routes: SiteRoute[], walked: Walk): string[] {
  const reachedRoutes = new Set([...walked.reachedPaths].map((p) => routeOfPath(p, routes)?.path).filter(Boolean));
  return routes
    .filter((route) => !reachedRoutes.has(route.path))
    .filter((route) => !walked.reachedModules.has(`${route.remote}:${route.module}`) || routes.filter((r) => r.remote === route.remote && r.module === route.module).length < 2)
    .map((route) => `${route.path} (${route.title})`);
}

test('a person and an administrator reach every screen of /remotes.json by clicks from /', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const routes = await siteRoutes(request);
  expect(routes.length).toBeGreaterThan(15);

  // A group of the person's own, so the group screens have something to link to.
  const person = await walk(browser, ACCOUNTS.jordan, routes.filter((r) => !r.adminOnly), async (page) => {
    const created = await page.request.post('/api/groups', { data: { name: `Reach ${Date.now().toString(36)}`, description: 'walked by the reachability test' } });
    expect(created.status()).toBe(201);
  });
  expect(unreached(routes.filter((r) => !r.adminOnly), person), 'screens a person cannot reach by clicks').toEqual([]);

  // The administrator walks the admin screens only (from /, whose nav is on every page): the person's
  // walk has covered the rest, and walking it twice would only cost time.
  const admin = await walk(browser, ACCOUNTS.admin, routes.filter((r) => r.adminOnly || r.path === '/'));
  expect(unreached(routes.filter((r) => r.adminOnly), admin), 'admin screens an administrator cannot reach by clicks').toEqual([]);
});

test('on every screen that declares a section, that section’s link is the one current link of the navigation bar', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const routes = await siteRoutes(request);
  const withSection = routes.filter((route) => route.section && !route.path.includes(':'));
  // The recommendations hub's screens, /choices, /happiness-code and the admin panel's own screens.
  expect(withSection.length).toBeGreaterThanOrEqual(10);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.admin);
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  try {
    for (const route of withSection) {
      const label = routes.find((candidate) => candidate.path === route.section)?.nav?.label;
      expect(label, `${route.path}: its section ${route.section} has a nav link`).toBeTruthy();
      await page.goto(route.path);
      await expect(mainNav.locator('a[aria-current="page"]'), route.path).toHaveText([label!]);
    }
  } finally {
    await context.close();
  }
});
