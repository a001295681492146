import { errorResponseSchema } from '@alive/contracts';
import { z, type ZodType } from 'zod';
import { SESSION_COOKIE_NAME } from '../session.ts';
import { operationsOf, type ApiOperation, type ServiceOperations } from './operations.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes: Record<string, unknown> };
  /** Registry prefixes of the service that no route serves yet (docs/api.md). */
  'x-not-built-prefixes': string[];
}

/** JSON Schema 2020-12 (what OpenAPI 3.1 uses) of a zod contract; requests show their input shape. */
function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/user-preferences/:userId` → `/api/user-preferences/{userId}` */
export function openApiPath(koaPath: string): string {
  return koaPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(schema: z.ZodObject | undefined, location: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: location,
      required: location === 'path' || (object.required ?? []).includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
    };
  });
}

const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(errorResponseSchema, 'output') } },
});

function responses(operation: ApiOperation) {
  const out: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    out[status] = response.schema
      ? { description: response.description, content: { 'application/json': { schema: jsonSchema(response.schema, 'output') } } }
      : { description: response.description };
  }
  const validated = operation.params || operation.query || operation.headers || operation.body;
  if (validated && !out['400']) out['400'] = errorBody('Invalid input; the message names each failing field');
  if (operation.access !== 'public' && !out['401']) out['401'] = errorBody('Not signed in');
  if (operation.access === 'admin' && !out['403']) out['403'] = errorBody('Signed in, but not an admin');
  // Every route: a signed-in caller over the per-account limit (docs/architecture.md, "Rate limits").
  out['429'] ??= errorBody('Too many requests from the signed-in account; `Retry-After` gives the seconds to wait, `code` is `rate_limited`');
  out['500'] ??= errorBody('Unexpected server error');
  return out;
}

function operationObject(service: string, operation: ApiOperation) {
  const access = operation.access === 'admin' ? ' Admins only.' : operation.access === 'user' ? ' Needs a session.' : '';
  return {
    operationId: `${service}.${operation.method}${openApiPath(operation.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ''))}`,
    summary: operation.summary,
    description: `${operation.description ?? operation.summary}${access}`.trim(),
    tags: [service],
    'x-access': operation.access,
    ...(operation.servedBy ? { 'x-served-by': operation.servedBy } : {}),
    ...(operation.access === 'public' ? {} : { security: [{ session: [] }] }),
    parameters: [...parameters(operation.params, 'path'), ...parameters(operation.query, 'query'), ...parameters(operation.headers, 'header')],
    ...(operation.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } } }
      : {}),
    responses: responses(operation),
  };
}

/** The OpenAPI 3.1 document of one service, from the operations table it declares (docs/api.md). */
export function createOpenApiDocument(table: ServiceOperations): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operationsOf(table)) {
    const path = openApiPath(operation.path);
    const item = (paths[path] ??= {});
    if (item[operation.method]) throw new Error(`${table.service}: ${operation.method.toUpperCase()} ${operation.path} is declared twice`);
    item[operation.method] = operationObject(table.service, operation);
  }
  return {
    openapi: '3.1.0',
    info: { title: `${table.service} service`, version: '1', description: table.description },
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: 'Signed session cookie set by sign-in (/api/login)' },
      },
    },
    'x-not-built-prefixes': [...(table.notBuiltPrefixes ?? [])],
  };
}
