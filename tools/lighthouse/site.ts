/**
 * The site the bench measures: the browser tests' own (`e2e/serve.ts`: the built shell and remotes,
 * every service as its own process on real Postgres and NATS, two edges on port 3000) on a database of
 * its own, under the machine's one-site lock (/tmp/alive-e2e.lock), or an already running one (`--base-url`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SITE_LOCK = '/tmp/alive-e2e.lock';
export const LIGHTHOUSE_DATABASE = 'alive_lighthouse';
/** e2e/serve.ts's round robin. */
export const E2E_SITE_URL = 'http://localhost:3000';
/** The lock may first be held by a whole browser-test run. */
const READY_WITHIN_MS = 20 * 60_000;

export interface RunningSite {
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

const isReady = (url: string) => fetch(url).then((response) => response.ok, () => false);

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/** Starts the site (waiting for the lock), resolves once every process answers ready. */
export async function startSite(log: (line: string) => void): Promise<RunningSite> {
  // A ready port of its own: the browser tests' site answers the usual one while this waits for the lock.
  const readyPort = await freePort();
  const child = spawn('flock', [SITE_LOCK, process.execPath, '--import', 'tsx', 'e2e/serve.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_DATABASE: LIGHTHOUSE_DATABASE, E2E_READY_PORT: String(readyPort), LOG_LEVEL: 'warn' },
    detached: true,
  });
  const stop = () => stopGroup(child);
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  log(`starting the site (waits for ${SITE_LOCK})`);
  const started = Date.now();
  const ready = `http://127.0.0.1:${readyPort}/`;
  while (!(await isReady(ready))) {
    if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode}) before it was ready`);
    if (Date.now() - started > READY_WITHIN_MS) {
      await stop();
      throw new Error(`the site was not ready within ${READY_WITHIN_MS / 60_000} minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log(`site ready after ${Math.round((Date.now() - started) / 1000)} s`);
  return { baseUrl: E2E_SITE_URL, stop };
}
