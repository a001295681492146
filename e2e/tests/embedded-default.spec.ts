import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESSES } from '@alive/features';
import { expect, test } from '@playwright/test';
import { pairOptions } from './support/choice-pair.ts';

/**
 * The newcomer's one command (`npm start` with nothing configured): every service in one process on
 * PGlite and the in-process bus. Runs on its own ports beside the multi-process site of the other tests.
 */
test.describe.configure({ mode: 'serial' });

/** Every process of the registry on its own port + 200 (edge 3200, auth 4201, identity 4300, …). */
const PORT_OFFSET = 200;
const PORTS = Object.fromEntries(PROCESSES.map((proc) => [`${proc.name.toUpperCase()}_PORT`, String(proc.defaultPort + PORT_OFFSET)]));
const EDGE_PORT = Number(PORTS.EDGE_PORT);
const BASE = `http://localhost:${EDGE_PORT}`;
let site: ChildProcess | undefined;
let dataDir = '';
let output = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'alive-embedded-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: '',
    NATS_URL: '',
    // The data folder holds the database and, beside it, the development session key file.
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    PUBLIC_URL: BASE,
    ...PORTS,
    OIDC_ISSUER: `http://localhost:${PORTS.IDENTITY_PORT}`,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.NATS_URL;
  site = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout?.on('data', (chunk) => (output += chunk));
  site.stderr?.on('data', (chunk) => (output += chunk));
  await expect.poll(() => output, { timeout: 200_000, intervals: [500] }).toContain('[start] ready:');
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site!.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('npm start with nothing configured serves the whole site from one process', async ({ page }) => {
  expect(output).toContain('event bus: in-process');
  // Nothing configured: sessions are signed with a random key kept beside the database, never one from the source.
  expect(statSync(path.join(dataDir, 'session-keys')).mode & 0o777).toBe(0o600);
  await page.goto(`${BASE}/api/login`);
  await page.getByLabel('Email').fill('alex@alive.local');
  await page.getByLabel('Password').fill('alive-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE}/`);

  const option = pairOptions(page).first();
  await expect(option).toBeEnabled();
  const chosen = (await option.getAttribute('aria-label'))!;
  expect(chosen.length).toBeGreaterThan(3);
  await option.click();
  await expect(page.getByRole('region', { name: 'Recent Choices' })).toContainText(chosen);
  await expect(page.getByTestId('profile-completion')).toBeVisible();

  // The recommendation service answers through the same edge, from the same process.
  const profile = await page.request.get(`${BASE}/api/personality-profile`);
  expect(profile.status()).toBe(200);

  // The edge's readiness asks every live service of the process (docs/architecture.md "Readiness").
  const readiness = await page.request.get(`${BASE}/readyz`);
  expect(readiness.status()).toBe(200);
  expect(await readiness.json()).toMatchObject({ status: 'ready', down: [], services: { auth: 'ready', choices: 'ready', admin: 'ready' } });
});

test('it stops cleanly on SIGTERM', async () => {
  const exited = new Promise<number | null>((resolve) => site!.once('exit', (code) => resolve(code)));
  site!.kill('SIGTERM');
  expect(await exited).toBe(0);
});
