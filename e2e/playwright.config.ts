import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium-launch.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

/**
 * Real Chromium from Debian (no browser downloads here) against the whole site: every service as
 * its own process on real Postgres and real NATS, started by `e2e/serve.ts`.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Request interception (page.route) does not see what a service worker answers, and a cold load is a
    // new device: specs run without the site's worker, except the one about it (offline-site.spec.ts).
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node --import tsx e2e/serve.ts',
        cwd: '..',
        url: `http://127.0.0.1:${process.env.E2E_READY_PORT ?? 3999}/`,
        timeout: 180_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
