import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROCESS_MAIN } from '../service-entries.ts';
import { bundleEntry } from './bundle-entry.ts';
import { repoRoot } from './workspace-packages.ts';

// A service's worker task tables ship beside its bundle (docs/deploy.md, "What each image holds"):
// the recommendations and groups images once crashed on start because they did not.

const appDir = mkdtempSync(path.join(tmpdir(), 'alive-bundle-'));
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

describe('bundleEntry', () => {
  it("writes each worker task table to its own module beside the bundle, with the threads' entry", async () => {
    const result = await bundleEntry(`services/groups/${PROCESS_MAIN.file}`, appDir, repoRoot, PROCESS_MAIN.source);
    expect(result.workerFiles.sort()).toEqual(['services/groups/src/worker-bootstrap.mjs', 'services/groups/src/workers/group-ranking-tasks.mjs']);
    for (const file of result.workerFiles) expect(existsSync(path.join(appDir, file)), file).toBe(true);
    // piscina starts threads from its own file, so the image installs it rather than bundling it.
    expect(result.externals).toContain('piscina');
  });

  it('the bundled table holds the tasks and names its own file, not the service bundle', async () => {
    const table = (await import(pathToFileURL(path.join(appDir, 'services/groups/src/workers/group-ranking-tasks.mjs')).href)) as Record<string, unknown>;
    expect(Object.keys(table.WORKER_TASKS as object).length).toBeGreaterThan(0);
    expect(table.GROUP_RANKING_TASKS_MODULE).toBe(path.join(appDir, 'services/groups/src/workers/group-ranking-tasks.mjs'));
  });
});
