import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIVE_SERVICE_NAMES } from '@alive/features';
import { endpointTables } from '@alive/contracts';
import { renderFeatureBarrels, repoRoot } from './render-feature-barrels.ts';

/**
 * The contract and mock barrels are rendered from the registry and the mock folders (docs/architecture.md,
 * "Adding a feature"); a hand edit or a new feature without a fresh render fails here.
 */
describe('the generated feature barrels', () => {
  it.each(renderFeatureBarrels().map((file) => [file.path, file] as const))('%s is up to date (node --import tsx scripts/render-feature-barrels.ts)', (_, file) => {
    expect(readFileSync(path.join(repoRoot, file.path), 'utf8')).toBe(file.content);
  });

  it('gives every live service of the registry its endpoint table, in registry order', () => {
    expect(endpointTables.map((table) => table.service)).toEqual([...LIVE_SERVICE_NAMES]);
  });

  it('would name a new live service and a new handlers file', () => {
    const [, tables, routes] = renderFeatureBarrels(repoRoot, [...LIVE_SERVICE_NAMES, 'daily-journal']);
    expect(tables!.content).toContain("import { dailyJournalEndpoints } from './daily-journal.ts';");
    expect(tables!.content).toMatch(/endpointTables: readonly EndpointTable\[\] = \[[^\]]*dailyJournalEndpoints,\n\];/);
    expect(routes!.content).toContain("export { dailyJournalRoutes } from './daily-journal.routes.ts';");
  });
});
