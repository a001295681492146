import Router from '@koa/router';
import Koa from 'koa';
import { z } from 'zod';
import { prefixCoverageProblems, undocumentedRoutes, unroutedOperations } from './coverage.ts';
import { createOpenApiDocument, openApiPath } from './openapi-document.ts';
import { defineEndpointTable } from '@alive/contracts';
import { routerRoutes } from './router-routes.ts';

const item = z.object({ id: z.number().int(), name: z.string().describe('Shown as is') });
const table = defineEndpointTable({
  service: 'things',
  description: 'Things.',
  endpoints: {
    get: {
      method: 'get',
      path: '/api/things/:thingId',
      summary: 'One thing',
      access: 'user',
      params: z.object({ thingId: z.string() }),
      query: z.object({ limit: z.coerce.number().int().default(5), q: z.string().optional() }),
      responses: { 200: { description: 'The thing', schema: item } },
    },
    add: {
      method: 'post',
      path: '/api/things',
      summary: 'Add a thing',
      access: 'admin',
      headers: z.object({ 'x-thing-key': z.string().uuid().describe('Makes the add safe to repeat').optional() }),
      body: item.omit({ id: true }),
      responses: { 201: { description: 'Added', schema: item }, 409: { description: 'Exists' } },
    },
    login: { method: 'get', path: '/api/things-login', summary: 'Login', access: 'public', responses: { 302: { description: 'Away' } }, servedBy: 'middleware' },
  },
  notBuiltPrefixes: ['/api/later/'],
});

type JsonContent = { content: Record<string, { schema: Record<string, unknown> }> };
interface OperationJson {
  parameters: unknown[];
  responses: Record<string, JsonContent>;
  requestBody: JsonContent;
  security?: unknown;
  'x-access': string;
  'x-served-by'?: string;
}
const operationAt = (document: ReturnType<typeof createOpenApiDocument>, path: string, method: string) =>
  document.paths[path]![method] as OperationJson;

function appWith(register: (router: Router) => void): Koa {
  const app = new Koa();
  const router = new Router();
  router.use(async (_ctx, next) => next());
  register(router);
  app.use(router.routes());
  const health = new Router();
  health.get('/healthz', () => {});
  app.use(health.routes());
  return app;
}

const builtRoutes = (router: Router) => {
  router.get('/api/things/:thingId', () => {});
  router.post('/api/things', () => {});
};

describe('createOpenApiDocument', () => {
  const document = createOpenApiDocument(table);

  it('writes an OpenAPI 3.1 document with JSON Schema from the zod contracts', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/api/things/{thingId}', '/api/things', '/api/things-login']);
    const get = operationAt(document, '/api/things/{thingId}', 'get');
    expect(get.parameters).toEqual([
      { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'limit', in: 'query', required: false, schema: expect.objectContaining({ type: 'integer', default: 5 }) },
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    ]);
    const okSchema = get.responses['200']!.content['application/json']!.schema;
    expect(okSchema).toMatchObject({ type: 'object', required: ['id', 'name'], properties: { name: { description: 'Shown as is' } } });
    expect(okSchema.$schema).toBeUndefined();
    expect(get.security).toEqual([{ session: [] }]);
    expect(Object.keys(get.responses).sort()).toEqual(['200', '400', '401', '429', '500']);
  });

  it('adds the shared error responses that access and validation imply, and leaves public routes open', () => {
    const post = operationAt(document, '/api/things', 'post');
    expect(Object.keys(post.responses).sort()).toEqual(['201', '400', '401', '403', '409', '429', '500']);
    expect((post.responses['429']!.content['application/json']!.schema as { properties: { code: { enum: string[] } } }).properties.code.enum).toContain('rate_limited');
    expect(post.responses['403']!.content['application/json']!.schema).toMatchObject({ required: ['message'] });
    expect(post.requestBody.content['application/json']!.schema.required).toEqual(['name']);
    expect(post['x-access']).toBe('admin');
    expect(post.parameters).toEqual([
      { name: 'x-thing-key', in: 'header', required: false, description: 'Makes the add safe to repeat', schema: expect.objectContaining({ type: 'string', format: 'uuid' }) },
    ]);
    const login = operationAt(document, '/api/things-login', 'get');
    expect(login.security).toBeUndefined();
    expect(login['x-served-by']).toBe('middleware');
    expect(document['x-not-built-prefixes']).toEqual(['/api/later/']);
  });

  it('refuses an operation declared twice', () => {
    const twice = { ...table, endpoints: { ...table.endpoints, again: table.endpoints.get } };
    expect(() => createOpenApiDocument(twice)).toThrow('GET /api/things/:thingId is declared twice');
  });

  it('turns Koa parameters into OpenAPI ones', () => {
    expect(openApiPath('/api/a/:id/b/:other_id')).toBe('/api/a/{id}/b/{other_id}');
  });
});

describe('route coverage', () => {
  const document = createOpenApiDocument(table);

  it('reads method and path of every router route, without HEAD or router.use layers', () => {
    expect(routerRoutes(appWith(builtRoutes))).toEqual([
      { method: 'get', path: '/api/things/:thingId' },
      { method: 'post', path: '/api/things' },
      { method: 'get', path: '/healthz' },
    ]);
  });

  it('finds nothing missing when routes and document agree', () => {
    const routes = routerRoutes(appWith(builtRoutes));
    expect(undocumentedRoutes(routes, document)).toEqual([]);
    expect(unroutedOperations(routes, document)).toEqual([]);
    expect(prefixCoverageProblems(['/api/things', '/api/later/'], routes, document)).toEqual([]);
  });

  it('fails when a route is added without docs, or a documented one is removed', () => {
    const added = routerRoutes(
      appWith((router) => {
        builtRoutes(router);
        router.delete('/api/things/:thingId', () => {});
      }),
    );
    expect(undocumentedRoutes(added, document)).toEqual(['DELETE /api/things/:thingId']);
    const removed = routerRoutes(appWith((router) => router.get('/api/things/:thingId', () => {})));
    expect(unroutedOperations(removed, document)).toEqual(['POST /api/things']);
  });

  it('fails for a registry prefix without docs and for a stale not-built declaration', () => {
    const routes = [...routerRoutes(appWith(builtRoutes)), { method: 'get' as const, path: '/api/later/now' }];
    expect(prefixCoverageProblems(['/api/things', '/api/later/', '/api/other'], routes, document)).toEqual([
      '/api/later/ is declared not built, but a route serves it',
      '/api/other has no documented path and is not declared not built',
    ]);
    expect(prefixCoverageProblems(['/api/things'], routes, document)).toEqual([
      '/api/later/ is declared not built, but the registry gives the service no such prefix',
    ]);
  });
});
