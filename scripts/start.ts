/**
 * `npm start`: the whole site at one URL (default http://localhost:3000).
 *
 * - Embedded default (no DATABASE_URL): every service in this one process, on PGlite persisted to
 *   `.data/pglite` and an in-process event bus. PGlite is single-process by nature (serving it to
 *   several processes over a socket returned wrong rows under concurrency), hence one process.
 * - DATABASE_URL (+ NATS_URL) set: migrations and seed run here, then every service runs as its own
 *   process (scripts/service-main.ts), exactly as it would be deployed.
 *
 * Both modes run the processes of the feature registry (`@alive/features`, PROCESSES) through the same
 * `service-entry.ts` of each, so a service is configured the same way embedded and standalone.
 *
 * Before anything starts, every process's settings are checked at once (a bad variable stops the
 * launch with one message naming it); in development `.env` is loaded first, the real environment
 * winning (docs/architecture.md "Settings"). In production the published demo values are refused and the
 * built-in OpenID provider runs only with IDENTITY_PROVIDER=demo (docs/deploy.md, "Production settings").
 *
 * Flags: `--build` rebuilds the shell and remotes even if builds exist; `--no-seed` skips seeding.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTEND_FOLDERS, PROCESSES, type ProcessEntry } from '@alive/features';
import type { RunningService, ServiceEntry, Settings } from '@alive/service-kit';
import type { launcherSettings } from './start-settings.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const frontendApps = FRONTEND_FOLDERS;

function say(message: string): void {
  console.log(`[start] ${message}`);
}

function ensurePrismaClient(): void {
  if (existsSync(path.join(root, 'libs/db/src/generated/prisma/client.ts'))) return;
  say('generating the Prisma client');
  const res = spawnSync('npm', ['run', 'generate', '-w', '@alive/db'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('prisma generate failed');
}

function ensureFrontendBuilds(): void {
  const missing = frontendApps.filter((app) => !existsSync(path.join(root, app, 'dist')));
  if (!args.has('--build') && missing.length === 0) return;
  say(missing.length ? `building the shell and remotes (missing: ${missing.join(', ')})` : 'building the shell and remotes');
  const build = (extra: string[]) =>
    spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream', ...extra], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
  if (build([]).status !== 0) throw new Error('frontend build failed');
  // Nx can report a cache hit without restoring files when its cache folder was deleted but its
  // task database was not; build for real rather than serve a site without a shell.
  if (frontendApps.some((app) => !existsSync(path.join(root, app, 'dist')))) {
    say('the build cache did not restore every app; rebuilding without it');
    if (build(['--skip-nx-cache']).status !== 0) throw new Error('frontend build failed');
  }
}

async function prepareDatabase(target: { databaseUrl: string } | { pglite: import('@electric-sql/pglite').PGlite }) {
  const db = await import('@alive/db');
  const migrated = await db.applyMigrations(target);
  say(`migrations: ${migrated.applied.length} applied, ${migrated.alreadyApplied.length} already applied`);
  const prisma = db.createPrismaClient(target);
  if (!args.has('--no-seed')) {
    const seeded = await db.seed(prisma);
    say(`seed: ${JSON.stringify(seeded)}`);
  }
  return prisma;
}

/** Where to sign in, for the ready line: the demo password only outside production (docs/deploy.md, "Production settings"). */
async function signInHint(settings: Settings<typeof launcherSettings>): Promise<string> {
  const { isProduction } = await import('@alive/service-kit');
  const { runsDemoIdentity } = await import('./start-settings.ts');
  if (!runsDemoIdentity(settings)) return 'sign in at the OpenID provider OIDC_ISSUER names';
  if (isProduction(settings.runtime.nodeEnv)) return 'the demo OpenID provider; its password is not shown in production';
  return 'sign in as alex@alive.local or admin@alive.local, password alive-demo';
}

async function startEmbedded(entries: ReadonlyMap<string, ServiceEntry>, settings: Settings<typeof launcherSettings>): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { DEFAULT_PGLITE_DATA_DIR } = await import('@alive/db');
  const { createInProcessBus } = await import('@alive/events');
  const { loadServiceConfig } = await import('@alive/service-kit');
  const { startServiceEntry } = await import('@alive/service-kit/runner');

  const dataDir = settings.database.pgliteDataDir ?? DEFAULT_PGLITE_DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  say(`embedded database: PGlite at ${dataDir}; event bus: in-process`);
  const pglite = await PGlite.create(dataDir);
  const prisma = await prepareDatabase({ pglite });
  const bus = createInProcessBus();
  const { behindLocalEdge } = await import('./start-settings.ts');
  // The services' shared configuration trusts the edge on loopback; identity and the edge read their own.
  const config = loadServiceConfig(behindLocalEdge(process.env));

  // Registry order: identity (when started), the live services, the edge last (it fronts the others).
  const running = new Map<string, RunningService>();
  for (const name of entries.keys()) {
    running.set(name, await startServiceEntry(entries.get(name)!, { shared: { config, prisma, bus }, exitOnSignal: false }));
  }
  say(`ready: ${config.publicUrl}  (${await signInHint(settings)})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping`);
    // The edge first, so no request reaches a service that is stopping; each service stops its workers.
    await running.get('edge')?.shutdown(signal);
    await Promise.all([...running.values()].map((service) => service.shutdown(signal)));
    await bus.close();
    await prisma.$disconnect();
    await pglite.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function startProcesses(databaseUrl: string, settings: Settings<typeof launcherSettings>, started: readonly ProcessEntry[]): Promise<void> {
  const { behindLocalEdge } = await import('./start-settings.ts');
  const prisma = await prepareDatabase({ databaseUrl });
  // Each process enters the database as its own role, as deployed (docs/data-ownership.md), when the
  // URL's user may (a superuser, or a member of every role); otherwise all connect as that user.
  const { DATABASE_SERVICES, databaseUrlAs, mayEnterServiceRoles } = await import('@alive/db');
  const asRoles = await mayEnterServiceRoles(prisma);
  await prisma.$disconnect();
  if (!asRoles) say('the DATABASE_URL user cannot enter the service roles: every process connects as that user (docs/deploy.md, "Database roles")');
  const databaseEnvOf = (name: string) =>
    asRoles && (DATABASE_SERVICES as readonly string[]).includes(name) ? { DATABASE_URL: databaseUrlAs(databaseUrl, name as (typeof DATABASE_SERVICES)[number]) } : {};
  if (!settings.bus.natsUrl) say('NATS_URL is not set: choice events stay in the outbox until a bus is configured');

  const children: ChildProcess[] = started.map(({ name }) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/service-main.ts'), name], {
      cwd: root,
      env: { ...(name === 'identity' || name === 'edge' ? process.env : behindLocalEdge(process.env)), ...databaseEnvOf(name) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        say(`${name} exited (${code ?? signal}); stopping the site`);
        void stop('child-exit', 1);
      }
    });
    return child;
  });
  say(`started ${started.map((entry) => entry.name).join(', ')} as separate processes (${await signInHint(settings)})`);

  let stopping = false;
  async function stop(reason: string, exitCode = 0): Promise<void> {
    if (stopping) return;
    stopping = true;
    say(`${reason}: stopping`);
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    process.exit(exitCode);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * The entry of every process to start, its settings checked together with the launcher's, and in
 * production what each refuses (docs/deploy.md, "Production settings"): all bad variables in one message.
 */
async function checkedSettings(): Promise<{ entries: Map<string, ServiceEntry>; settings: Settings<typeof launcherSettings>; started: ProcessEntry[] }> {
  // Loaded only now: the service kit needs the generated Prisma client.
  const { processProblems, readSettings, SettingsError, settingsProblems } = await import('@alive/service-kit');
  const { loadServiceEntry } = await import('./service-entries.ts');
  const { launcherSettings, startedProcesses } = await import('./start-settings.ts');
  const problems = new Set(settingsProblems([launcherSettings], process.env));
  const settings = problems.size === 0 ? readSettings(launcherSettings, process.env) : undefined;
  // Unreadable launcher settings: every process is checked, so the one message is complete.
  const started = settings ? startedProcesses(settings) : [...PROCESSES];
  const entries = new Map<string, ServiceEntry>();
  for (const proc of started) {
    const entry = await loadServiceEntry(proc);
    entries.set(proc.name, entry);
    for (const problem of processProblems(entry, process.env)) problems.add(problem);
  }
  if (!settings || problems.size > 0) {
    console.error(`[start] ${new SettingsError([...problems]).message}`);
    process.exit(1);
  }
  return { entries, settings, started };
}

ensurePrismaClient();
if ((await import('@alive/service-kit')).loadDevelopmentEnvFile()) say('loaded .env (variables already set win)');
const { entries, settings, started } = await checkedSettings();
ensureFrontendBuilds();
await (settings.database.url ? startProcesses(settings.database.url, settings, started) : startEmbedded(entries, settings));
