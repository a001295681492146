import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createPGliteTestDatabase, type TestPGliteDatabase } from '@alive/db/testing';
import { createInProcessBus } from '@alive/events';
import { LIVE_SERVICE_NAMES, PROCESSES } from '@alive/features';
import { loadServiceConfig, type RunningService } from '@alive/service-kit';
import { startServiceEntry } from '@alive/service-kit/runner';
import { loadServiceEntry, PROCESS_MAIN, SERVICE_ENTRY_FILE } from './service-entries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** /readyz's status once it is 200, or the last one after 30 s. */
async function readyStatus(url: string): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = (await fetch(url)).status;
    if (status === 200 || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('one entry per process', () => {
  it('gives the launcher the entry that the standalone main runs', async () => {
    expect(PROCESSES.map((p) => p.name)).toEqual(['identity', ...LIVE_SERVICE_NAMES, 'releases', 'edge']);
    for (const proc of PROCESSES) {
      const launched = await loadServiceEntry(proc);
      const module = (await import(pathToFileURL(path.join(root, proc.folder, SERVICE_ENTRY_FILE)).href)) as Record<string, unknown>;
      expect(launched, proc.folder).toBe(module.serviceEntry);
      expect(launched.name).toBe(proc.name);
      // The main is derived (PROCESS_MAIN), not a file per process that could drift from the others.
      expect(existsSync(path.join(root, proc.folder, PROCESS_MAIN.file)), `${proc.folder}/${PROCESS_MAIN.file}`).toBe(false);
    }
  });

  it('derives the main the images bundle: nothing but the shared runner applied to the entry', () => {
    expect(PROCESS_MAIN.source.trim().split('\n').filter(Boolean)).toEqual([
      "import { runServiceMain } from '@alive/service-kit/runner';",
      "import { serviceEntry } from './service-entry.ts';",
      'await runServiceMain(serviceEntry);',
    ]);
  });

  it('refuses to start a process the registry does not name', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/service-main.ts'), 'nosuch'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('usage: node --import tsx scripts/service-main.ts <identity|');
  });
});

describe('the embedded launch of every entry (shared PGlite and in-process bus)', () => {
  let db: TestPGliteDatabase;
  const running: RunningService[] = [];
  const bus = createInProcessBus();
  // Ports 0: the registry's `<NAME>_PORT` is read by every entry; the edge finds the others by `<NAME>_URL`.
  const env: NodeJS.ProcessEnv = { LOG_LEVEL: 'silent', SESSION_KEYS: 'test-key' };
  for (const proc of PROCESSES) env[`${proc.name.toUpperCase()}_PORT`] = '0';
  const urls = new Map<string, string>();

  beforeAll(async () => {
    db = await createPGliteTestDatabase();
    const config = loadServiceConfig(env);
    for (const proc of PROCESSES) {
      const service = await startServiceEntry(await loadServiceEntry(proc), {
        env,
        shared: { config, prisma: db.prisma, bus },
        exitOnSignal: false,
      });
      running.push(service);
      urls.set(proc.name, `http://127.0.0.1:${service.port}`);
      env[`${proc.name.toUpperCase()}_URL`] = urls.get(proc.name);
    }
  }, 120_000);

  afterAll(async () => {
    for (const service of running.reverse()) await service.shutdown('test');
    await bus.close();
    await db?.close();
  });

  it('starts every process of the registry ready on its own port', async () => {
    // Ready within a deadline, as a kubelet's probe waits: the services that rank are ready once a
    // worker thread has loaded their task table, which takes seconds on a busy machine.
    for (const proc of PROCESSES.filter((p) => p.name !== 'edge')) expect(await readyStatus(`${urls.get(proc.name)}/readyz`), proc.name).toBe(200);
    expect((await fetch(`${urls.get('edge')}/healthz`)).status).toBe(200);
  });

  it('routes through the edge to every live service', async () => {
    const edge = urls.get('edge');
    expect((await fetch(`${edge}/api/auth/user`)).status).toBe(401);
    expect((await fetch(`${edge}/api/choice-pairs/next`)).status).toBe(401);
    const groups = await fetch(`${edge}/api/groups`);
    expect(groups.status).toBe(401);
    expect(await groups.json()).toEqual({ message: expect.any(String) });
    expect((await fetch(`${edge}/api/happiness-profile`)).status).toBe(401);
    expect((await fetch(`${edge}/api/personalized-recommendations/general`)).status).toBe(401);
  });
});
