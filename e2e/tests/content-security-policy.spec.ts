import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn, signOut } from './support/sign-in.ts';

/**
 * The site runs under its Content-Security-Policy (services/edge/src/content-security-policy.ts) with
 * nothing refused: every `securitypolicyviolation` event and every "Refused to ..." console message of
 * the page fails the test.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text)) console.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    return [...events, ...console];
  };
}

test('the shell page carries the policy and has no inline script', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [tag, attributes, body] of scripts) {
    expect(attributes, tag).toMatch(/\bsrc=/);
    expect(body!.trim(), tag).toBe('');
  }
});

test('the landing page loads with no CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await expect(page.getByText('Please log in to access personalized features.')).toBeVisible();
  await expect(page.getByText('Discovering preferences through intelligent choices.')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the signed-in home, profile and dashboard screens load with no CSP violation, and sign-out too', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  await signIn(page, ACCOUNTS.alex);

  // Home: the choices remote, its pair and the profile remote's completion card inside it.
  await expect(page.getByRole('heading', { name: 'Discover Your A.L.I.V.E Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-completion')).toBeVisible();
  expect(await violations(), 'home').toEqual([]);

  await page.getByRole('link', { name: 'My A.L.I.V.E Profile' }).first().click();
  await expect(page.getByRole('heading', { name: /A\.L\.I\.V\.E Profile/ }).first()).toBeVisible();
  expect(await violations(), 'profile').toEqual([]);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Preference Dashboard' })).toBeVisible();
  expect(await violations(), 'dashboard').toEqual([]);

  // Logout goes through the provider (form-action names its origin); back on the site nothing was refused.
  await signOut(page);
  expect(await violations(), 'after sign-out').toEqual([]);
});
