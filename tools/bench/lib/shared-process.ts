/**
 * Several services in ONE Node process (one event loop), as the embedded default runs them
 * (docs/architecture.md, "Expensive work"): `node --import tsx tools/bench/lib/shared-process.ts
 * choices recommendations`. Each reads its settings (ports, DATABASE_URL, NATS_URL) from the
 * environment; the process exits on SIGTERM once all have stopped.
 *
 * With BENCH_EMBEDDED_DIR set it is the embedded site itself, as `npm start` without DATABASE_URL runs
 * it (scripts/start.ts, startEmbedded): an in-process PGlite database in that folder, migrated and
 * seeded here, an in-process bus, and one configuration shared by every service. It then adds the bench's
 * data (BENCH_PAIRS pairs, BENCH_USERS users with a session each) and writes their session cookies, as
 * a JSON array, to BENCH_COOKIES_FILE before starting the services.
 */
import { writeFileSync } from 'node:fs';
import { PROCESSES } from '@alive/features';
import { startServiceEntry, type SharedResources } from '@alive/service-kit/runner';
import type { RunningService } from '@alive/service-kit';
import { loadServiceEntry } from '../../../scripts/service-entries.ts';

async function embeddedResources(dataDir: string): Promise<SharedResources & { close: () => Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { applyMigrations, createPrismaClient, seed } = await import('@alive/db');
  const { createInProcessBus } = await import('@alive/events');
  const { loadServiceConfig } = await import('@alive/service-kit');
  const { benchSessionCookies, createBenchUsers, replicateSeedPairs } = await import('./workspace.mjs');
  const pglite = await PGlite.create(dataDir);
  await applyMigrations({ pglite });
  const prisma = createPrismaClient({ pglite });
  await seed(prisma);
  const users = Number(process.env.BENCH_USERS ?? 0);
  await replicateSeedPairs(prisma, Number(process.env.BENCH_PAIRS ?? 0));
  await createBenchUsers(prisma, users);
  await prisma.$executeRawUnsafe('ANALYZE');
  writeFileSync(process.env.BENCH_COOKIES_FILE!, JSON.stringify(await benchSessionCookies(prisma, users)));
  const bus = createInProcessBus();
  return {
    config: loadServiceConfig(process.env),
    prisma,
    bus,
    async close() {
      await bus.close();
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

const embedded = process.env.BENCH_EMBEDDED_DIR ? await embeddedResources(process.env.BENCH_EMBEDDED_DIR) : undefined;
const running: RunningService[] = [];
for (const name of process.argv.slice(2)) {
  const proc = PROCESSES.find((candidate) => candidate.name === name);
  if (!proc) throw new Error(`${name} is not a process of the feature registry`);
  running.push(await startServiceEntry(await loadServiceEntry(proc), { exitOnSignal: false, shared: embedded }));
}
process.on('SIGTERM', () => {
  void Promise.all(running.map((service) => service.shutdown('SIGTERM')))
    .then(() => embedded?.close())
    .then(() => process.exit(0));
});
