/**
 * Starts the site for the browser tests: a fresh Postgres database `alive_e2e` (dropped and
 * recreated, so runs never see each other's data), NATS JetStream, every service as its own process,
 * and two edges behind the tests' own round robin on the site's port 3000 (docs/deploy.md, "Canary
 * releases"): every browser test goes through both.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { PROCESSES } from '@alive/features';
import { listenSettings, readSettings } from '@alive/service-kit';
import { startRoundRobin } from './support-balancer.ts';
import { E2E_EDGES, E2E_RELEASE_SETTINGS } from './tests/support/edges.ts';
import { E2E_REMOTE_RELEASES_DIR, E2E_REMOTE_VERSIONS_FILE } from './tests/support/remote-releases.ts';

const adminUrl = process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = process.env.E2E_DATABASE ?? 'alive_e2e';

const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${database}`);
await client.end();

// No remote is pinned to a published version at start, whatever an interrupted run left behind:
// the other tests expect every remote at /remotes/<name>/mf-manifest.json.
rmSync(E2E_REMOTE_RELEASES_DIR, { recursive: true, force: true });
rmSync(E2E_REMOTE_VERSIONS_FILE, { force: true });

const url = new URL(adminUrl);
url.pathname = `/${database}`;
const [firstEdge, secondEdge] = E2E_EDGES;
const siteEnv = {
  ...process.env,
  DATABASE_URL: url.toString(),
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The tests sign in with the demo accounts: ask for the built-in provider by name, which a run with
  // NODE_ENV=production needs (docs/deploy.md, "Production settings").
  IDENTITY_PROVIDER: 'demo',
  REMOTE_RELEASES_DIR: E2E_REMOTE_RELEASES_DIR,
  REMOTE_VERSIONS_FILE: E2E_REMOTE_VERSIONS_FILE,
  ...E2E_RELEASE_SETTINGS,
};
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  stdio: 'inherit',
  env: { ...siteEnv, EDGE_PORT: String(firstEdge.port), EDGE_METRICS_PORT: String(firstEdge.metricsPort) },
});
// The second edge starts once the first has migrated the database (its /readyz answers).
const second: { edge?: ReturnType<typeof spawn> } = {};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    child.kill(signal);
    second.edge?.kill(signal);
  });
}
child.on('exit', (code) => {
  second.edge?.kill('SIGTERM');
  process.exit(code ?? 0);
});

// Playwright waits for one URL; this one answers only once every process of the registry reports ready.
// `<NAME>_PORT` as the processes read it (its declaration in @alive/service-kit), else the registry's port.
const portOf = (name: string, defaultPort: number) => readSettings({ listen: listenSettings(name) }, siteEnv).listen.port ?? defaultPort;
const edgePort = (name: string, defaultPort: number) => (name === 'edge' ? firstEdge.port : portOf(name, defaultPort));
const readiness = PROCESSES.map(({ name, defaultPort }) => `http://127.0.0.1:${edgePort(name, defaultPort)}/readyz`);
async function allReady(): Promise<boolean> {
  const answers = await Promise.all(
    readiness.map((url) => fetch(url).then((res) => res.ok, () => false)),
  );
  return answers.every(Boolean);
}
while (!(await allReady())) await new Promise((resolve) => setTimeout(resolve, 500));
second.edge = spawn(process.execPath, ['--import', 'tsx', 'scripts/service-main.ts', 'edge'], {
  stdio: 'inherit',
  env: { ...siteEnv, EDGE_PORT: String(secondEdge.port), EDGE_METRICS_PORT: String(secondEdge.metricsPort) },
});
second.edge.on('exit', (code) => {
  console.error(`[e2e] the second edge exited (${code}); stopping`);
  child.kill('SIGTERM');
});
const secondReady = `http://127.0.0.1:${secondEdge.port}/readyz`;
while (!(await fetch(secondReady).then((res) => res.ok, () => false))) await new Promise((resolve) => setTimeout(resolve, 500));
await startRoundRobin({ host: '127.0.0.1', port: 3000 }, E2E_EDGES.map(({ port }) => ({ host: '127.0.0.1', port })));
createServer((_req, res) => res.end('ready')).listen(Number(process.env.E2E_READY_PORT ?? 3999), '127.0.0.1');
