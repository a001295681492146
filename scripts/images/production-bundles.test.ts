import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_SERVER_URL } from '@alive/db/testing';
import { startNatsServerProcess, type NatsServerProcess } from '@alive/events/testing';
import { containerEnvironment, localProcessPort, playedSite, stageAll, startBundledProcess, type BundledProcess, type StagedProcess } from './bundled-site.ts';
import { eventually } from './smoke-site.ts';

// Every process started from its production bundle, the very folder each image copies, with the
// environment of its Kubernetes manifest (docs/deploy.md, "Tests of what ships"). A bundle that lacks
// a file it loads at run time (the worker threads' tables, a package left outside) fails here, on
// every change, not in a cluster.

const work = mkdtempSync(path.join(tmpdir(), 'alive-bundles-'));
const database = `alive_test_bundles_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(TEST_SERVER_URL), { pathname: `/${database}` }).href;
// Its own NATS: the bundles bind the real durable consumers, which other sites on the shared server use.
const nats: NatsServerProcess = await startNatsServerProcess();
const settings = {
  // Clear of the development and e2e sites (3000, 4xxx), the image smoke run (+20000), and below the
  // kernel's ephemeral ports (32768 up), which any outgoing connection may hold.
  portOffset: 11_000,
  databaseUrl,
  natsUrl: nats.url,
  sessionKeys: randomBytes(32).toString('base64url'),
  pageTokenKeys: randomBytes(32).toString('base64url'),
  deviceCookieKeys: randomBytes(32).toString('base64url'),
  oidcClientSecret: randomBytes(24).toString('base64url'),
};
const site = playedSite(settings);
const running: BundledProcess[] = [];
let staged: StagedProcess[] = [];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const stagedFor = (name: string): StagedProcess => {
  const found = staged.find((candidate) => candidate.plan.name === name);
  if (!found) throw new Error(`no image plan stages ${name}`);
  return found;
};

function start(name: string, podSpec: Record<string, unknown>, port: number): BundledProcess {
  const { plan, appDir } = stagedFor(name);
  const env = containerEnvironment(name, podSpec, site.configMaps, appDir, path.join(work, 'files'));
  const started = startBundledProcess(name, port, appDir, plan.entry, env);
  running.push(started);
  return started;
}

/** Polls the process's probe until it answers 200; fails at once, with its output, if the process ends. */
async function readyOrExited(proc: BundledProcess, probe: string): Promise<void> {
  await eventually(
    `${proc.name} ${probe}`,
    async () => {
      const exit = proc.exited();
      if (exit !== undefined) return { exit };
      return { status: (await fetch(`http://127.0.0.1:${proc.port}${probe}`)).status };
    },
    (state) => 'exit' in state || state.status === 200,
    60_000,
  ).then((state) => {
    if ('exit' in state) throw new Error(`${proc.name} exited (${state.exit}) before it was ready:\n${proc.output()}`);
  }).catch((error: unknown) => {
    if (error instanceof Error && !error.message.includes(proc.output().slice(-200))) error.message += `\n--- ${proc.name} output\n${proc.output().slice(-4000)}`;
    throw error;
  });
}

beforeAll(async () => {
  await admin(`CREATE DATABASE "${database}"`);
  staged = await stageAll(path.join(work, 'stage'));
}, 240_000);

afterAll(async () => {
  await Promise.all(running.map((proc) => proc.stop()));
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await nats.dispose();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('the production bundles', () => {
  it('the migration bundle applies every migration to an empty database and exits 0', async () => {
    const migration = start('migrate', site.migration.spec, 0);
    await eventually('the migration to end', async () => migration.exited(), (exit) => exit !== undefined, 120_000);
    expect(migration.exited(), migration.output()).toBe('0');
  }, 150_000);

  it('every process starts from its bundle with production settings and reports ready', async () => {
    const processes = site.deployments.map((doc) => {
      const name = doc.metadata.name as string;
      return { proc: start(name, doc.spec.template.spec, localProcessPort(name, settings)), probe: name === 'identity' ? '/healthz' : '/readyz' };
    });
    expect(processes.map(({ proc }) => proc.name).sort()).toEqual(staged.filter((s) => s.plan.name !== 'migrate').map((s) => s.plan.name).sort());
    // The /readyz of the services that rank waits on a task answered by a worker thread, which loads
    // the bundled task table (worker-pool.ts): the crash this test was written for.
    await Promise.all(processes.map(({ proc, probe }) => readyOrExited(proc, probe)));
    for (const { proc } of processes) expect(proc.exited(), `${proc.name}:\n${proc.output()}`).toBeUndefined();
  }, 150_000);

  it('every process drains and exits 0 on SIGTERM, as the kubelet stops it', async () => {
    const site = running.filter((proc) => proc.name !== 'migrate');
    await Promise.all(site.map((proc) => proc.stop()));
    for (const proc of site) expect(`${proc.name}: ${proc.exited()}`, proc.output()).toBe(`${proc.name}: 0`);
  }, 60_000);
});
