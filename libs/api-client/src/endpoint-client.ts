import { queryOptions } from '@tanstack/react-query';
import {
  endpointUrl,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  type EndpointRoute,
  type EndpointRoutes,
  type EndpointTable,
} from '@alive/contracts/routes';
import { apiJson, type ApiHeaders } from './api-request.ts';

type Args<E extends Endpoint> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * Query key of a path: `/api/<resource>` first, then each further segment, then the query (if any), e.g.
 * `/api/groups/7/recommendations?category=travel` → `['/api/groups', '7', 'recommendations', { category: 'travel' }]`.
 * The query is `query`, or else the path's own (`?name=value`, values as strings, a repeated name as a
 * list: as `endpointUrl` writes a call's query), so a declared read's address and the call that makes
 * it have one key (docs/architecture.md, "A screen with the person's data"). Invalidating
 * `['/api/groups']` refreshes every query under the resource, and the segments joined with `/` are
 * still the path (docs/product/platform.md, Shared call behaviour).
 */
export function apiQueryKey(path: string, query?: object): readonly unknown[] {
  const [pathname = '', search] = path.split('?', 2);
  const [, api = '', resource = '', ...rest] = pathname.split('/');
  const key: unknown[] = [`/${api}/${resource}`, ...rest];
  const ownQuery = query ?? (search ? queryOfSearch(search) : undefined);
  if (ownQuery && Object.values(ownQuery).some((value) => value !== undefined)) key.push(ownQuery);
  return key;
}

function queryOfSearch(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search);
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** One declared endpoint as the browser calls it. */
export interface EndpointCall<E extends Endpoint> {
  /** Sends the call (with the declared `headers` given) through the one fetch wrapper (`apiJson`): the success body, or an `ApiError`. */
  (...args: Args<E>): Promise<EndpointResult<E>>;
  /** The URL of a call (path parameters encoded, the query appended). */
  url(...args: Args<E>): string;
  /** The query key of a call (see `apiQueryKey`). */
  queryKey(...args: Args<E>): readonly unknown[];
  /** TanStack Query options of a call: its key and a query function sending it. */
  queryOptions(...args: Args<E>): ReturnType<typeof queryOptionsOf<EndpointResult<E>>>;
}

function queryOptionsOf<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn });
}

/** The client of one route; types come from the endpoint (`import type` of the table keeps zod out of the bundle). */
export function endpointCall<E extends Endpoint>(route: EndpointRoute): EndpointCall<E> {
  const url = (input: EndpointInput<E> = {} as EndpointInput<E>) => endpointUrl(route, input);
  const send = (input: EndpointInput<E> = {} as EndpointInput<E>) =>
    apiJson<EndpointResult<E>>(
      route.method.toUpperCase(),
      url(input),
      (input as { body?: unknown }).body,
      (input as { headers?: ApiHeaders }).headers,
    );
  const key = (input: EndpointInput<E> = {} as EndpointInput<E>) => {
    const params = (input as { params?: unknown }).params;
    return apiQueryKey(endpointUrl(route, { params }), (input as { query?: object }).query);
  };
  const call = ((...args: Args<E>) => send(args[0])) as EndpointCall<E>;
  call.url = (...args: Args<E>) => url(args[0]);
  call.queryKey = (...args: Args<E>) => key(args[0]);
  call.queryOptions = (...args: Args<E>) => queryOptionsOf(key(args[0]), () => send(args[0]));
  return call;
}

/** Every endpoint of a service's table, callable by name: `groupsClient.get({ params: { groupId } })`. */
export type EndpointClient<T extends EndpointTable> = { readonly [K in keyof T['endpoints']]: EndpointCall<T['endpoints'][K]> };

/**
 * A typed client for a service, built from the schema-free routes of its endpoint table
 * (docs/decisions.md, Endpoint tables): `endpointClient<typeof groupsEndpoints>(groupsRoutes)`.
 */
export function endpointClient<T extends EndpointTable>(routes: EndpointRoutes<T>): EndpointClient<T> {
  const client: Record<string, EndpointCall<Endpoint>> = {};
  for (const [name, route] of Object.entries(routes as Record<string, EndpointRoute>)) client[name] = endpointCall(route);
  return client as unknown as EndpointClient<T>;
}
