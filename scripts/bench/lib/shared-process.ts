/**
 * Several services in ONE Node process (one event loop), as the embedded default runs them
 * (docs/architecture.md, "Expensive work"): `node --import tsx scripts/bench/lib/shared-process.ts
 * choices recommendations`. Each reads its settings (ports, DATABASE_URL, NATS_URL) from the
 * environment; the process exits on SIGTERM once all have stopped.
 */
import { PROCESSES } from '@alive/features';
import { startServiceEntry } from '@alive/service-kit/runner';
import type { RunningService } from '@alive/service-kit';
import { loadServiceEntry } from '../../service-entries.ts';

const running: RunningService[] = [];
for (const name of process.argv.slice(2)) {
  const proc = PROCESSES.find((candidate) => candidate.name === name);
  if (!proc) throw new Error(`${name} is not a process of the feature registry`);
  running.push(await startServiceEntry(await loadServiceEntry(proc), { exitOnSignal: false }));
}
process.on('SIGTERM', () => {
  void Promise.all(running.map((service) => service.shutdown('SIGTERM'))).then(() => process.exit(0));
});
