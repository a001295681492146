/**
 * The site and Debian Chromium for the browser benchmarks (as tools/bench/first-visit-recommendations.mjs
 * uses them): the e2e server (`e2e/serve.ts`: every service as its own process, real Postgres and NATS,
 * two edges on port 3000) on a database of its own, under /tmp/e2e.lock so it never meets the browser
 * tests; the demo accounts signing in through the real flow. With E2E_BASE_URL set, that site is used.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { sleep } from './bench-run.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

/** The seeded demo accounts: each starts without choices on a fresh database. */
export const DEMO_ACCOUNTS = ['maya', 'jordan', 'priya', 'sam', 'alex'].map((name) => ({ email: `${name}@alive.local`, password: 'alive-demo' }));

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built site on a fresh `database` (unless E2E_BASE_URL is set); resolves once every process
 * is ready. The site says so on a port of its own: the browser tests' site answers the usual 3999
 * while this one still waits for the lock, and must not be taken for it.
 */
export async function startSite(database) {
  if (process.env.E2E_BASE_URL) return null;
  const readyPort = await freePort();
  const child = spawn('flock', ['/tmp/e2e.lock', process.execPath, '--import', 'tsx', 'e2e/serve.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_DATABASE: database, E2E_READY_PORT: String(readyPort), LOG_LEVEL: 'warn' },
    detached: true,
  });
  const ready = `http://127.0.0.1:${readyPort}/`;
  const started = Date.now();
  while (!(await fetch(ready).then((res) => res.ok, () => false))) {
    if (child.exitCode !== null) throw new Error('the site exited before it was ready');
    // Generous: the lock may be held by a browser test run first.
    if (Date.now() - started > 900_000) throw new Error('the site was not ready within 15 minutes');
    await sleep(500);
  }
  return child;
}

export function stopSite(child) {
  if (!child) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

/** Signs `account` in through the login form and waits for the signed-in home screen. */
export async function signIn(page, account) {
  await page.goto(`${BASE_URL}/api/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new URL('/', BASE_URL).href, { timeout: 30_000 });
  await page.getByText('Authenticated', { exact: true }).waitFor({ timeout: 30_000 });
}
