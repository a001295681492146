/**
 * `npm start`: the whole site at one URL (default http://localhost:3000).
 *
 * - Embedded default (no DATABASE_URL): every service in this one process, on PGlite persisted to
 *   `.data/pglite` and an in-process event bus. PGlite is single-process by nature (serving it to
 *   several processes over a socket returned wrong rows under concurrency), hence one process.
 * - DATABASE_URL (+ NATS_URL) set: migrations and seed run here, then every service runs as its own
 *   process from its `main.ts`, exactly as it would be deployed.
 *
 * Flags: `--build` rebuilds the shell and remotes even if builds exist; `--no-seed` skips seeding.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const frontendApps = ['shell', 'mfe-choices', 'mfe-profile', 'mfe-recommendations', 'mfe-groups', 'mfe-admin'];

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

async function startEmbedded(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { DEFAULT_PGLITE_DATA_DIR } = await import('@alive/db');
  const { createInProcessBus, startOutboxRelay } = await import('@alive/events');
  const { createLogger, loadServiceConfig, startService } = await import('@alive/service-kit');
  // The composition root reaches into each service's own entry files, like each main.ts does.
  const { createIdentityProvider, SEED_ACCOUNTS, loadIdentityConfig } = await import('../services/identity/src/index.ts');
  const { createAuthService } = await import('../services/auth/src/app.ts');
  const { createChoicesService } = await import('../services/choices/src/app.ts');
  const { createProfileService } = await import('../services/profile/src/app.ts');
  const { lifeGuideEngineFromEnv } = await import('../services/profile/src/insights/life-guide-engine-from-env.ts');
  const { createRecommendationsService, startChoiceMadeConsumer } = await import('../services/recommendations/src/app.ts');
  const { createAdminService } = await import('../services/admin/src/app.ts');
  const { createEdge } = await import('../services/edge/src/app.ts');
  const { closeProxyAgents } = await import('../services/edge/src/proxy.ts');
  const { defaultStaticRoots, remoteManifestTable } = await import('../services/edge/src/remotes.ts');
  const { upstreamsFromEnv } = await import('../services/edge/src/upstreams.ts');

  const dataDir = process.env.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  say(`embedded database: PGlite at ${dataDir}; event bus: in-process`);
  const pglite = await PGlite.create(dataDir);
  const prisma = await prepareDatabase({ pglite });
  const bus = createInProcessBus();
  const config = loadServiceConfig(process.env);
  const log = (name: string) => createLogger({ name, level: config.logLevel });
  const port = (name: string, fallback: number) => Number(process.env[`${name.toUpperCase()}_PORT`] ?? fallback);

  const identityConfig = loadIdentityConfig(process.env);
  const identity = await createIdentityProvider({
    issuer: identityConfig.issuer,
    clients: [identityConfig.client],
    accounts: SEED_ACCOUNTS,
    cookieKeys: identityConfig.cookieKeys,
  });
  const outboxRelay = startOutboxRelay({ prisma, bus, logger: log('outbox') });
  const consumer = await startChoiceMadeConsumer({ prisma, bus, logger: log('recommendations') });

  const common = { exitOnSignal: false } as const;
  const running = [
    await startService(identity, { ...common, name: 'identity', port: identityConfig.port, logger: log('identity') }),
    await startService(createAuthService({ prisma, config, logger: log('auth') }), {
      ...common,
      name: 'auth',
      port: port('auth', 4001),
      logger: log('auth'),
    }),
    await startService(createChoicesService({ prisma, config, logger: log('choices'), outboxRelay }), {
      ...common,
      name: 'choices',
      port: port('choices', 4002),
      logger: log('choices'),
    }),
    await startService(
      createProfileService({ prisma, config, logger: log('profile'), lifeGuideEngine: lifeGuideEngineFromEnv(process.env) }),
      { ...common, name: 'profile', port: port('profile', 4003), logger: log('profile') },
    ),
    await startService(createRecommendationsService({ prisma, config, bus, logger: log('recommendations') }), {
      ...common,
      name: 'recommendations',
      port: port('recommendations', 4004),
      logger: log('recommendations'),
    }),
    await startService(createAdminService({ prisma, config, logger: log('admin') }), {
      ...common,
      name: 'admin',
      port: port('admin', 4006),
      logger: log('admin'),
    }),
  ];
  const edge = await startService(
    createEdge({
      upstreams: upstreamsFromEnv(),
      staticRoots: defaultStaticRoots(),
      remoteManifest: remoteManifestTable(),
      logger: log('edge'),
    }),
    { ...common, name: 'edge', port: port('edge', 3000), logger: log('edge') },
  );
  say(`ready: ${config.publicUrl}  (sign in as alex@alive.local or admin@alive.local, password alive-demo)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping`);
    await edge.shutdown(signal);
    await closeProxyAgents();
    await Promise.all(running.map((service) => service.shutdown(signal)));
    await consumer.stop();
    await outboxRelay.stop();
    await bus.close();
    await prisma.$disconnect();
    await pglite.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function startProcesses(databaseUrl: string): Promise<void> {
  const prisma = await prepareDatabase({ databaseUrl });
  await prisma.$disconnect();
  if (!process.env.NATS_URL) say('NATS_URL is not set: choice events stay in the outbox until a bus is configured');

  const services = ['identity', 'auth', 'choices', 'profile', 'recommendations', 'admin', 'edge'];
  const children: ChildProcess[] = services.map((name) => {
    const main = path.join(root, 'services', name, 'src', 'main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: root,
      env: process.env,
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
  say(`started ${services.join(', ')} as separate processes`);

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

ensurePrismaClient();
ensureFrontendBuilds();
const databaseUrl = process.env.DATABASE_URL;
await (databaseUrl ? startProcesses(databaseUrl) : startEmbedded());
