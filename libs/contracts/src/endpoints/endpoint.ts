import type { z, ZodObject, ZodType } from 'zod';

/**
 * One declaration per API operation (docs/api.md, Endpoint tables): the service mounts its route from
 * it, its OpenAPI document is generated from it, the test mocks answer it, and the remotes call it.
 * Plain data (zod schemas and strings), so it is as safe in a browser bundle as the contracts it names.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an operation: anyone, a signed-in user (session cookie), or a signed-in admin. */
export type EndpointAccess = 'public' | 'user' | 'admin';

export interface EndpointResponse {
  description: string;
  /** JSON body; absent for empty bodies (204) and redirects. */
  schema?: ZodType;
}

/**
 * Where an endpoint answers: the schema-free half of its declaration, written out from the tables into
 * the generated `routes.ts` so a browser client can call it without carrying zod (docs/decisions.md,
 * Endpoint tables).
 */
export interface EndpointRoute {
  method: HttpMethod;
  /** Koa and MSW path, parameters as `:name` (e.g. `/api/groups/:groupId`). */
  path: string;
}

export interface Endpoint extends EndpointRoute {
  summary: string;
  description?: string;
  access: EndpointAccess;
  params?: ZodObject;
  query?: ZodObject;
  /**
   * Request headers the route reads, names in lower case (e.g. `idempotency-key`). Only the declared
   * names are validated (a request carries many others); a bad value is a 400 like a bad body.
   */
  headers?: ZodObject;
  body?: ZodType;
  /**
   * Success and route-specific error statuses. The lowest status below 400 is the success answer the
   * route sends. 400 (when params/query/headers/body are validated), 401/403 (from `access`) and 500 are added
   * to the document by the generator, with the shared error contract.
   */
  responses: Record<number, EndpointResponse>;
  /** The service's rate-limit class in front of the handler (the service maps each class to a limiter). */
  rateLimit?: string;
  /**
   * Set when middleware in front of the service's routers answers the path (e.g. grant's OAuth handler):
   * no route is mounted for it and the coverage test does not look for one. Says which middleware.
   */
  servedBy?: string;
}

/** A service's endpoints, by the name its handlers and clients use. */
export interface EndpointTable {
  /** The service's name in the feature registry. */
  service: string;
  description: string;
  endpoints: Readonly<Record<string, Endpoint>>;
  /**
   * Registry prefixes of the service that no route serves yet; the docs list them as not built and the
   * coverage test fails once a route under one of them exists.
   */
  notBuiltPrefixes?: readonly string[];
}

/** The routes of a table: what the browser client is built from (types only reach the bundle). */
export type EndpointRoutes<T extends EndpointTable> = {
  readonly [K in keyof T['endpoints']]: Pick<T['endpoints'][K], 'method' | 'path'>;
};

/** Keeps literal types (method, path) while checking the shape. */
export function defineRoutes<const R extends Readonly<Record<string, EndpointRoute>>>(routes: R): R {
  return routes;
}

/** Keeps literal types (method, statuses, schemas) while checking the shape. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** A slice of a table kept in its own file (a large service's tables), literal types kept. */
export function defineEndpoints<const E extends Readonly<Record<string, Endpoint>>>(endpoints: E): E {
  return endpoints;
}

export function defineEndpointTable<const T extends EndpointTable>(table: T): T {
  return table;
}

type Input<S> = S extends ZodType ? z.input<S> : never;
type Output<S> = S extends ZodType ? z.output<S> : never;

/** The success status of an endpoint type: the lowest declared status below 400. */
type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201 | 202 | 204 | 302 | 303>;

/** What the route answers on success (`null` for an empty body). */
export type EndpointResult<E extends Endpoint> =
  E['responses'][SuccessStatus<E>] extends { schema: infer S extends ZodType } ? Output<S> : null;

export type EndpointParams<E extends Endpoint> = E extends { params: infer S } ? Input<S> : undefined;
export type EndpointQuery<E extends Endpoint> = E extends { query: infer S } ? Input<S> : undefined;
export type EndpointBody<E extends Endpoint> = E extends { body: infer S } ? Input<S> : undefined;
export type EndpointHeaders<E extends Endpoint> = E extends { headers: infer S } ? Input<S> : undefined;

/** Parsed (output) forms, as a handler receives them. */
export type EndpointParsedParams<E extends Endpoint> = E extends { params: infer S } ? Output<S> : undefined;
export type EndpointParsedQuery<E extends Endpoint> = E extends { query: infer S } ? Output<S> : undefined;
export type EndpointParsedBody<E extends Endpoint> = E extends { body: infer S } ? Output<S> : undefined;
export type EndpointParsedHeaders<E extends Endpoint> = E extends { headers: infer S } ? Output<S> : undefined;

type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/**
 * What a caller passes: `params`, `query`, `headers` and `body` exactly where the endpoint declares them
 * (declared headers are optional to pass when their schema allows it).
 */
export type EndpointInput<E extends Endpoint> = Field<'params', EndpointParams<E>> &
  Field<'body', EndpointBody<E>> &
  (E extends { query: ZodType } ? { query?: EndpointQuery<E> } : { query?: undefined }) &
  (E extends { headers: ZodType } ? { headers?: EndpointHeaders<E> } : { headers?: undefined });

/** The status a route answers on success: the lowest one declared below 400 (200 when none is). */
export function successStatus(endpoint: Endpoint): number {
  const statuses = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status < 400)
    .sort((a, b) => a - b);
  return statuses[0] ?? 200;
}

/** The success body's schema, if it has one. */
export function successSchema(endpoint: Endpoint): ZodType | undefined {
  return endpoint.responses[successStatus(endpoint)]?.schema;
}

/**
 * The URL of one call: `:name` segments replaced by the encoded parameter, then the query string
 * (undefined values left out, arrays repeated).
 */
export function endpointUrl(endpoint: EndpointRoute, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.method.toUpperCase()} ${endpoint.path}: parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** `METHOD /path`, how logs, errors and tests name an endpoint. */
export function endpointName(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method.toUpperCase()} ${endpoint.path}`;
}
