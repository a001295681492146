import { endpointName, endpointTables } from '@alive/contracts';
import type { HttpHandler } from 'msw';
import { defaultHandlers } from './server.ts';

/**
 * The mocks answer only what the endpoint tables declare (docs/api.md, Endpoint tables): a handler for a
 * path or method no service serves would let a screen test pass against an API that does not exist.
 */
describe('the mock edge and the endpoint tables', () => {
  const declared = new Set(endpointTables.flatMap((table) => Object.values(table.endpoints).map(endpointName)));

  it('declares every endpoint once across the services', () => {
    const names = endpointTables.flatMap((table) => Object.values(table.endpoints).map(endpointName));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('has no default handler for an undeclared method and path', () => {
    const mocked = (defaultHandlers() as HttpHandler[]).map((handler) => endpointName({ method: String(handler.info.method).toLowerCase() as 'get', path: String(handler.info.path) }));
    expect(mocked.length).toBeGreaterThan(0);
    expect(mocked.filter((name) => name.startsWith('GET /api/groups'))).toContain('GET /api/groups/:groupId');
    expect(mocked.filter((name) => !declared.has(name))).toEqual([]);
  });
});
