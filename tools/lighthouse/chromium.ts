/**
 * Debian's Chromium with the e2e tier's flags (e2e/chromium-launch.ts), a throwaway profile and a remote
 * debugging port, and puppeteer-core connected to it: Lighthouse and the sign-in share that one profile,
 * so the session cookie the sign-in gets is the one the measured screens send.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium-launch.ts';
import type { CdpSender } from '../../e2e/tests/support/lighthouse-pass.ts';

export interface LaunchedBrowser {
  browser: Browser;
  /** The debugging port Lighthouse connects to. */
  port: number;
  /** A protocol session on a blank tab, for what is done browser-wide (clearing caches). */
  control: CdpSender;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<LaunchedBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'alive-lighthouse-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: [...(CHROMIUM_LAUNCH.args ?? [])],
    userDataDir,
    logLevel: 'error',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const blank = await browser.newPage();
  const control = (await blank.createCDPSession()) as unknown as CdpSender;
  return {
    browser,
    port: chrome.port,
    control,
    async close() {
      await browser.disconnect().catch(() => undefined);
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
