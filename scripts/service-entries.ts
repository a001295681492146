import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ProcessEntry } from '@alive/features';
import type { ServiceEntry } from '@alive/service-kit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where every process of the feature registry keeps its entry; its `main.ts` runs the same one. */
export const SERVICE_ENTRY_FILE = 'src/service-entry.ts';

/** The entry of one registry process, as its `main.ts` runs it (the embedded launcher runs these). */
export async function loadServiceEntry(proc: ProcessEntry): Promise<ServiceEntry> {
  const file = path.join(root, proc.folder, SERVICE_ENTRY_FILE);
  const loaded = (await import(pathToFileURL(file).href)) as { serviceEntry?: ServiceEntry };
  if (loaded.serviceEntry?.name !== proc.name) {
    throw new Error(`${proc.folder}/${SERVICE_ENTRY_FILE} must export \`serviceEntry\` named '${proc.name}'`);
  }
  return loaded.serviceEntry;
}
