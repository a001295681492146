import { PROCESSES } from '@alive/features';
import { runServiceMain } from '@alive/service-kit/runner';
import { loadServiceEntry } from './service-entries.ts';

/**
 * `node --import tsx scripts/service-main.ts <name>`: one process of the feature registry on its own
 * (`npm start` against real infrastructure, `npm run start -w <workspace>`, the browser tests' second
 * edge). It runs `<folder>/src/service-entry.ts` through `runServiceMain`, as the image's bundled main
 * does (PROCESS_MAIN in service-entries.ts) and as the embedded launcher runs the same entry, so no
 * process keeps a main.ts of its own (docs/architecture.md, "One entry per process").
 */
const name = process.argv[2];
const proc = PROCESSES.find((candidate) => candidate.name === name);
if (!proc || process.argv.length > 3) {
  console.error(`usage: node --import tsx scripts/service-main.ts <${PROCESSES.map((candidate) => candidate.name).join('|')}>`);
  process.exit(1);
}
await runServiceMain(await loadServiceEntry(proc));
