import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium as every browser check here launches it (README.md, "Test"): never a downloaded
 * browser; headless, and without the background networking this machine's closed network refuses.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
