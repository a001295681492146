import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ProcessEntry } from '@alive/features';
import type { ServiceEntry } from '@alive/service-kit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where every process of the feature registry keeps its entry, the one file that starts it. */
export const SERVICE_ENTRY_FILE = 'src/service-entry.ts';

/**
 * A process's standalone main, the same for every process, so derived rather than kept as a file in
 * each folder (docs/architecture.md, "One entry per process"): the shared runner applied to the entry.
 * `scripts/service-main.ts` runs it in development; the images bundle this text as `<folder>/src/main.ts`
 * (scripts/images/image-plan.ts), so the bundle sits at `<folder>/src/main.mjs`, the entry's depth.
 */
export const PROCESS_MAIN = {
  file: 'src/main.ts',
  source: ["import { runServiceMain } from '@alive/service-kit/runner';", "import { serviceEntry } from './service-entry.ts';", '', 'await runServiceMain(serviceEntry);', ''].join('\n'),
} as const;

/** The entry of one registry process, as its standalone main runs it (the embedded launcher runs these). */
export async function loadServiceEntry(proc: ProcessEntry): Promise<ServiceEntry> {
  const file = path.join(root, proc.folder, SERVICE_ENTRY_FILE);
  const loaded = (await import(pathToFileURL(file).href)) as { serviceEntry?: ServiceEntry };
  if (loaded.serviceEntry?.name !== proc.name) {
    throw new Error(`${proc.folder}/${SERVICE_ENTRY_FILE} must export \`serviceEntry\` named '${proc.name}'`);
  }
  return loaded.serviceEntry;
}
