/**
 * Signs a demo account in through the real pages, as e2e/tests/support/sign-in.ts does in the browser
 * tests: edge → auth → the local provider's form → back on the signed-in home.
 */
import type { Browser } from 'puppeteer-core';

export interface DemoAccount {
  email: string;
  password: string;
}

const SIGNED_IN_TEXT = 'Authenticated';

export async function signIn(browser: Browser, baseUrl: string, account: DemoAccount): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(new URL('/api/login', baseUrl).href, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#email');
    await page.type('#email', account.email);
    await page.type('#password', account.password);
    await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded', timeout: 30_000 }), page.click('form button[type=submit]')]);
    const home = new URL('/', baseUrl).href;
    await page.waitForFunction((url) => window.location.href === url, { timeout: 30_000 }, home);
    await page.waitForFunction((text) => document.body.innerText.includes(text), { timeout: 30_000 }, SIGNED_IN_TEXT);
  } finally {
    await page.close();
  }
}
