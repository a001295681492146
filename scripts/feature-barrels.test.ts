import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIVE_SERVICE_NAMES } from '@alive/features';
import { endpointTables, type EndpointTable } from '@alive/contracts';
import { loadEndpointTables, renderFeatureBarrels, repoRoot } from './render-feature-barrels.ts';

/**
 * The contract and mock barrels are rendered from the registry, the endpoint tables and the mock folders
 * (docs/architecture.md, "Adding a feature"); a hand edit, a table changed or a new feature without a
 * fresh render fails here.
 */
const tables = await loadEndpointTables();

describe('the generated feature barrels', () => {
  it.each(renderFeatureBarrels(tables).map((file) => [file.path, file] as const))('%s is up to date (node --import tsx scripts/render-feature-barrels.ts)', (_, file) => {
    expect(readFileSync(path.join(repoRoot, file.path), 'utf8')).toBe(file.content);
  });

  it('gives every live service of the registry its endpoint table, in registry order', () => {
    expect(endpointTables.map((table) => table.service)).toEqual([...LIVE_SERVICE_NAMES]);
  });

  it('would name a new live service, with its routes written out from its table', () => {
    const dailyJournal: EndpointTable = {
      service: 'daily-journal',
      description: 'A new service.',
      endpoints: { today: { method: 'get', path: '/api/daily-journal/:day', summary: 'Today', access: 'user', responses: { 204: { description: 'Nothing' } } } },
    };
    const rendered = renderFeatureBarrels([...tables, dailyJournal]);
    const [, index, routes] = rendered;
    const journalRoutes = rendered.find((file) => file.path === 'libs/contracts/src/endpoints/routes/daily-journal.ts');
    expect(index!.content).toContain("import { dailyJournalEndpoints } from './daily-journal.ts';");
    expect(index!.content).toMatch(/endpointTables: readonly EndpointTable\[\] = \[[^\]]*dailyJournalEndpoints,\n\];/);
    expect(routes!.content).toContain("export { dailyJournalRoutes } from './routes/daily-journal.ts';");
    expect(journalRoutes?.content).toContain("export const dailyJournalRoutes = defineRoutes({\n  today: { method: 'get', path: '/api/daily-journal/:day' },\n});");
  });

  it('keeps zod out of the routes the browser imports', () => {
    const routes = renderFeatureBarrels(tables).filter((file) => /endpoints\/routes(\.ts|\/)/.test(file.path));
    expect(routes.length).toBe(tables.length + 1);
    for (const file of routes) expect(file.content, file.path).not.toMatch(/from '(?!(\.\/|\.\.\/)endpoint\.ts'|\.\/routes\/[a-z-]+\.ts')[^']*'/);
  });
});
