import { http, HttpResponse } from 'msw';
import { successSchema, successStatus, type Endpoint, type EndpointParsedBody, type EndpointResult, type EndpointTable } from '@alive/contracts';
import { failure, isFailure, type Failure, type Reply } from './reply.ts';

/**
 * An MSW handler for one declared endpoint (docs/api.md, Endpoint tables): its method and path, a request
 * body checked against the endpoint's body schema (400 `{ message }` otherwise, as the service answers),
 * and a success body parsed by its response schema, sent with the declared success status. A fixture or
 * override that drifts from the contract fails the test instead of passing silently.
 */
export function mockEndpoint<E extends Endpoint>(endpoint: E, reply: Reply<EndpointResult<E>>) {
  const schema = successSchema(endpoint);
  const status = successStatus(endpoint);
  return http[endpoint.method](endpoint.path, async ({ request }) => {
    if (endpoint.body) {
      const invalid = await invalidBody(request, endpoint);
      if (invalid) return HttpResponse.json({ message: invalid.message }, { status: invalid.status });
    }
    const value = typeof reply === 'function' ? await (reply as (request: Request) => unknown)(request) : reply;
    if (isFailure(value)) return HttpResponse.json({ message: value.message }, { status: value.status });
    if (!schema) return new HttpResponse(null, { status });
    return HttpResponse.json(schema.parse(value) as never, { status });
  });
}

async function invalidBody(request: Request, endpoint: Endpoint): Promise<Failure | null> {
  const text = await request.clone().text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    return failure(400, 'Invalid JSON body');
  }
  const parsed = endpoint.body!.safeParse(json ?? {});
  if (parsed.success) return null;
  // The service's wording (formatZodError in @alive/service-kit): `field: problem; other: problem`.
  const problems = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message));
  return failure(400, `Invalid request body: ${problems.join('; ')}`);
}

/** The request's body as the endpoint's schema parses it; inside a `mockEndpoint` reply it has already passed. */
export async function requestBody<E extends Endpoint>(endpoint: E, request: Request): Promise<EndpointParsedBody<E>> {
  const text = await request.clone().text();
  return endpoint.body!.parse(text ? JSON.parse(text) : {}) as EndpointParsedBody<E>;
}

/** Mock builders for every endpoint of a table, by the table's names: `groupsApi.get(group())`. */
export type MockApi<T extends EndpointTable> = {
  readonly [K in keyof T['endpoints']]: (reply: Reply<EndpointResult<T['endpoints'][K]>>) => ReturnType<typeof mockEndpoint>;
};

export function mockApi<T extends EndpointTable>(table: T): MockApi<T> {
  const api: Record<string, (reply: Reply<unknown>) => ReturnType<typeof mockEndpoint>> = {};
  for (const [name, endpoint] of Object.entries(table.endpoints)) api[name] = (reply) => mockEndpoint(endpoint, reply as never);
  return api as MockApi<T>;
}
