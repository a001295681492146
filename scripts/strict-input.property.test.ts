import fc from 'fast-check';
import { errorResponseSchema } from '@alive/contracts';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { createInProcessBus } from '@alive/events';
import { LIVE_SERVICES, PROCESSES } from '@alive/features';
import { createIdentityProvider, SEED_ACCOUNTS, authServiceClient } from '@alive/identity-service';
import { containsNul, loadServiceConfig, OPENAPI_PATH, type OpenApiDocument, type RunningService } from '@alive/service-kit';
import { startServiceEntry } from '@alive/service-kit/runner';
import { reserveTestServer, sessionCookieFor, type ReservedTestServer } from '@alive/service-kit/testing';
import { loadServiceEntry } from './service-entries.ts';

// Every route of every live service of the feature registry, sent generated bad input as a signed-in
// user: it never answers 5xx, and a 4xx is the `{ message }` error contract with nothing written
// (docs/api.md, Input rules). Routes come from each service's own OpenAPI document (its operations
// table), so a new route or service is covered without touching this file. Reproduce a failure with
// STRICT_INPUT_SEED=<seed printed by fast-check>.

const SEED = Number(process.env.STRICT_INPUT_SEED ?? 20261122);
const RUNS_PER_ROUTE = Number(process.env.STRICT_INPUT_RUNS ?? 50);

// ---------------------------------------------------------------------------------------------
// The live services, started as `npm start` starts them (one database, an in-process bus).

const db: TestDatabase = await createTestDatabase();
await seedChoicePairs(db.prisma);
const bus = createInProcessBus();
const identity: ReservedTestServer = await reserveTestServer();
const env: NodeJS.ProcessEnv = {
  LOG_LEVEL: 'silent',
  SESSION_KEYS: 'strict-input-key',
  PUBLIC_URL: 'http://localhost:3000',
  OIDC_ISSUER: identity.url,
  OIDC_CLIENT_ID: 'strict-input-client',
  OIDC_CLIENT_SECRET: 'strict-input-secret',
  // Rate limits are not what this test is about; a limiter answering 429 would hide the routes' own checks.
  TRACK_RATE_LIMIT: '1000000/60',
};
for (const proc of PROCESSES) env[`${proc.name.toUpperCase()}_PORT`] = '0';
const config = loadServiceConfig(env);
identity.attach(
  await createIdentityProvider({
    issuer: identity.url,
    clients: [authServiceClient({ publicUrl: config.publicUrl, clientId: config.oidc.clientId, clientSecret: config.oidc.clientSecret! })],
    accounts: SEED_ACCOUNTS,
  }),
);

interface LiveService {
  name: string;
  url: string;
  running: RunningService;
  document: OpenApiDocument;
}

const services: LiveService[] = [];
for (const service of LIVE_SERVICES) {
  const running = await startServiceEntry(await loadServiceEntry(service), { env, shared: { config, prisma: db.prisma, bus }, exitOnSignal: false });
  const url = `http://127.0.0.1:${running.port}`;
  const document = (await (await fetch(`${url}${OPENAPI_PATH}`)).json()) as OpenApiDocument;
  services.push({ name: service.name, url, running, document });
}
const member = await createTestUser(db.prisma);
// Admin-only calls refuse a member before reading any input (403), so their input is probed as an admin.
const admin = await createTestUser(db.prisma, { isAdmin: true });

afterAll(async () => {
  for (const service of services.reverse()) await service.running.shutdown('test');
  await bus.close();
  await identity.close();
  await db.drop();
});

// ---------------------------------------------------------------------------------------------
// "Nothing written": a fingerprint of every application table. Sessions and rate-limit counters are
// request bookkeeping (a session is refreshed and a limiter counts on every request, refused or not).

// Each service counts in its own `<service>_rate_limits` table (docs/data-ownership.md).
const isBookkeeping = (table: string) => table === 'sessions' || table.endsWith('_rate_limits');
const tables = (
  await db.prisma.$queryRawUnsafe<{ tablename: string }[]>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
)
  .map((row) => row.tablename)
  .filter((table) => !table.startsWith('_') && !isBookkeeping(table));
const FINGERPRINT_SQL = `SELECT ${tables
  .map((table) => `(SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') FROM "${table}" t) AS "${table}"`)
  .join(', ')}`;

async function fingerprint(): Promise<Record<string, string>> {
  const [row] = await db.prisma.$queryRawUnsafe<Record<string, string>[]>(FINGERPRINT_SQL);
  return row!;
}

/** Waits until the fingerprint stops changing (three equal readings 40 ms apart, at most 2 s). */
async function settle(): Promise<void> {
  let previous = JSON.stringify(await fingerprint());
  for (let stable = 0, rounds = 0; stable < 3 && rounds < 50; rounds += 1) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    const current = JSON.stringify(await fingerprint());
    stable = current === previous ? stable + 1 : 0;
    previous = current;
  }
}

// ---------------------------------------------------------------------------------------------
// Bad input, shaped by each operation's document.

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
};

interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const nested = (depth: number, leaf: unknown) => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Values no contract should let through to the database as they are. */
const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    -1,
    0,
    2 ** 53 + 2,
    1e308,
    -1e308,
    1.5,
    'NaN',
    'Infinity',
    '1e1',
    '0x5',
    '2147483648',
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'option1\u0000',
    '\ud800',
    null,
    true,
    false,
    [],
    {},
    [null],
    { '\u0000': 1 },
    JSON.parse('{"__proto__":1}') as unknown,
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 200, max: 120_000 }).map((length) => 'x'.repeat(length)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 50, max: 3_000 }).map((depth) => nested(depth, 1)),
);

/** Values a field's own schema suggests: its enum, and its bounds and one past them. */
function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const values: unknown[] = [1, 2, 3, 'option1', 'option2', 'all', 'Travel'];
  const candidates = [schema, ...(schema?.anyOf ?? [])];
  for (const s of candidates) {
    if (!s) continue;
    values.push(...(s.enum ?? []));
    if (s.const !== undefined) values.push(s.const);
    if (s.minimum !== undefined) values.push(s.minimum, s.minimum - 1);
    if (s.maximum !== undefined) values.push(s.maximum, s.maximum + 1);
    if (s.maxLength !== undefined) values.push('y'.repeat(s.maxLength), 'y'.repeat(s.maxLength + 1));
    if (s.minLength !== undefined && s.minLength > 0) values.push('y'.repeat(s.minLength - 1));
  }
  return fc.constantFrom(...values);
}

const isInteger = (schema: JsonSchema) => schema.type === 'integer' || schema.type === 'number';

/** A value the field's schema accepts (its enum, its bounds, short and longest text). */
function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (isInteger(schema)) {
    const min = schema.minimum ?? 0;
    const max = schema.maximum ?? 2 ** 31 - 1;
    return fc.constantFrom(...[min, 1, 2, 3, max].filter((n) => n >= min && n <= max));
  }
  if (schema.type === 'string') return fc.constantFrom('y'.repeat(Math.max(1, schema.minLength ?? 1)), 'y'.repeat(schema.maxLength ?? 20));
  if (schema.type === 'boolean') return fc.boolean();
  return fc.constant(null);
}

/** Values just outside what the field's schema accepts. */
function outsideValues(schema: JsonSchema): unknown[] {
  const outside: unknown[] = ['a\u0000b', null, [], {}];
  if (schema.enum?.length) outside.push(`${String(schema.enum[0])}\u0000`, String(schema.enum[0]).toUpperCase(), '');
  if (isInteger(schema)) {
    outside.push(2 ** 31, -(2 ** 31) - 1, 1.5, '1', Number.MAX_SAFE_INTEGER + 2);
    if (schema.maximum !== undefined) outside.push(schema.maximum + 1);
    if (schema.minimum !== undefined) outside.push(schema.minimum - 1);
  }
  if (schema.type === 'string') {
    outside.push(42, '\u0000', 'y\u0000');
    if (schema.maxLength !== undefined) outside.push('y'.repeat(schema.maxLength + 1));
    if ((schema.minLength ?? 0) > 0) outside.push('', ' '.repeat(schema.minLength!));
  }
  return outside;
}

/** A value just outside what the field's schema accepts, or junk. */
const invalid = (schema: JsonSchema) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...outsideValues(schema)) }, { weight: 1, arbitrary: junkJson });

/** The first value `valid` would pick, for the fields a boundary example keeps valid. */
function firstValid(schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (isInteger(schema)) return Math.max(schema.minimum ?? 0, 1);
  if (schema.type === 'string') return 'y'.repeat(Math.max(1, schema.minLength ?? 1));
  if (schema.type === 'boolean') return true;
  return null;
}

const QUERY_JUNK = ['0x5', '1e1', '+5', ' 5', '5 ', '5.0', '-1', '0', '2147483648', '99999999999999999999', 'NaN', 'Infinity', '', '\u0000', 'a\u0000', '%00', '[]', '{}'];
const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...QUERY_JUNK),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer({ min: 200, max: 3_000 }).map((length) => '9'.repeat(length)),
);

const queryValue = (schema: JsonSchema) =>
  fc.oneof(junkText, plausible(schema).map(String), fc.array(fc.oneof(junkText, plausible(schema).map(String)), { minLength: 2, maxLength: 3 }));

/** Path segments as sent on the wire (some already percent-encoded on purpose). */
const PATH_JUNK = ['1e3', '0x10', '-1', '0', '2147483648', '9'.repeat(400), 'NaN', '%00', 'a%00b', '%2e%2e', '%2F', '%ZZ', '%20', '+5', '1.5'];
const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('1', ...PATH_JUNK),
  junkText.filter((text) => text.length > 0).map(encodeURIComponent),
);

interface BadRequest {
  path: string;
  query: [string, string][];
  /** `refusal`: the status the kit must answer whatever the route (docs/api.md, Input rules). */
  body?: { payload: string | Blob; contentType?: string; describe: string; refusal?: 'not JSON' | 'malformed' };
}

const NON_JSON_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json-patch+json',
  'application/vnd.api+json',
  'text/json',
  undefined,
];

function bodyArbitrary(operation: Operation): fc.Arbitrary<BadRequest['body']> {
  const schema = operation.requestBody?.content['application/json'].schema;
  const fields = Object.entries(schema?.properties ?? {});
  const shaped = fc
    .tuple(
      fc.tuple(...fields.map(([name, field]) => fc.option(fc.tuple(fc.constant(name), fc.oneof(junkJson, plausible(field))), { nil: undefined }))),
      fc.option(fc.tuple(fc.string({ maxLength: 10 }), junkJson), { nil: undefined }),
    )
    .map(([entries, extra]) => Object.fromEntries([...entries, extra].filter((entry) => entry !== undefined) as [string, unknown][]));
  // Valid in every field but one: what reaches the database if that one field's contract is too loose.
  const oneBadField =
    fields.length === 0
      ? shaped
      : fc
          .tuple(fc.tuple(...fields.map(([, field]) => valid(field))), fc.nat({ max: fields.length - 1 }).chain((bad) => fc.tuple(fc.constant(bad), invalid(fields[bad]![1]))))
          .map(([values, [bad, value]]) => Object.fromEntries(fields.map(([name], i) => [name, i === bad ? value : values[i]])));
  const json = (value: unknown, describe: string) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json', describe });
  return fc.oneof(
    { weight: 5, arbitrary: oneBadField.map((value) => json(value, 'JSON with one bad field')) },
    { weight: 3, arbitrary: shaped.map((value) => json(value, 'shaped JSON')) },
    { weight: 2, arbitrary: junkJson.map((value) => json(value, 'junk JSON')) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.constantFrom('{', '{"a":', 'nul', '[1,]', '{"a":1}}', '\u0000', '"\\u0000"'), fc.string({ minLength: 1, maxLength: 40 }))
        .filter((text) => !isJson(text))
        .map((text) => ({ payload: text, contentType: 'application/json', describe: 'malformed JSON', refusal: 'malformed' as const })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...NON_JSON_TYPES), fc.oneof(shaped.map((value) => JSON.stringify(value)), fc.string({ minLength: 1, maxLength: 60 })))
        .map(([contentType, text]) => ({
          // fetch labels a string text/plain; a Blob without a type goes without a Content-Type header.
          payload: contentType === undefined ? new Blob([text || 'x']) : text || 'x',
          contentType,
          describe: `a ${contentType ?? 'unlabelled'} body`,
          refusal: 'not JSON' as const,
        })),
    },
  );
}

function requestArbitrary(path: string, method: string, operation: Operation): fc.Arbitrary<BadRequest> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const concretePath = fc
    .tuple(...pathParams.map(() => pathSegment))
    .map((segments) => pathParams.reduce((result, param, i) => result.replace(`{${param.name}}`, segments[i]!), path));
  const query = fc
    .tuple(
      fc.tuple(...queryParams.map((param) => fc.option(fc.tuple(fc.constant(param.name), queryValue(param.schema)), { nil: undefined }))),
      fc.option(fc.tuple(fc.string({ maxLength: 8 }), junkText), { nil: undefined }),
    )
    .map(([entries, extra]) =>
      [...entries, extra]
        .filter((entry) => entry !== undefined)
        .flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v] as [string, string]) : [[name, value] as [string, string]])),
    );
  const body = method === 'get' ? fc.constant(undefined) : bodyArbitrary(operation);
  return fc.record({ path: concretePath, query, body });
}

/** A query value its parameter's documented pattern refuses (e.g. `limit=0x5` where digits are required). */
function breaksPattern(operation: Operation, query: [string, string][]): boolean {
  return query.some(([name, value]) => {
    const pattern = operation.parameters?.find((p) => p.in === 'query' && p.name === name)?.schema.pattern;
    return pattern !== undefined && !new RegExp(pattern, 'u').test(value);
  });
}

/** The URL still names the operation's route once `.` and `..` segments are resolved (`/a/{id}` with id `%2e%2e` is `/`, another path). */
function staysOnRoute(path: string, url: string): boolean {
  const template = path.split('/');
  const segments = new URL(url).pathname.split('/');
  return segments.length === template.length && template.every((part, i) => (part.startsWith('{') ? segments[i] !== '' : part === segments[i]));
}

/** A NUL character in the JSON text, literal or escaped (a malformed body is refused either way). */
function hasNul(json: string): boolean {
  return isJson(json) ? containsNul(JSON.parse(json)) : json.includes('\u0000');
}

/**
 * One bad thing at a time, every one of them on every run: each body field just outside its schema (the
 * others valid), each query parameter and path parameter set to each junk value, and a valid body under
 * each wrong Content-Type. The random runs then combine them.
 */
function boundaryExamples(path: string, method: string, operation: Operation): BadRequest[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const withPath = (segment: (name: string) => string) => pathParams.reduce((result, p) => result.replace(`{${p.name}}`, segment(p.name)), path);
  const basePath = withPath(() => '1');
  const fields = Object.entries(operation.requestBody?.content['application/json'].schema.properties ?? {});
  const validBody = Object.fromEntries(fields.map(([name, field]) => [name, firstValid(field)]));
  const jsonBody = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json', describe: 'JSON with one bad field' });
  const base = { path: basePath, query: [] as [string, string][], body: method === 'get' ? undefined : jsonBody(validBody) };
  const examples: BadRequest[] = [];
  for (const [name, field] of fields) {
    for (const value of outsideValues(field)) examples.push({ ...base, body: jsonBody({ ...validBody, [name]: value }) });
  }
  for (const param of parameters.filter((p) => p.in === 'query')) {
    for (const value of QUERY_JUNK) examples.push({ ...base, query: [[param.name, value]] });
  }
  for (const param of pathParams) {
    for (const segment of PATH_JUNK) examples.push({ ...base, path: withPath((name) => (name === param.name ? segment : '1')) });
  }
  if (method !== 'get') {
    for (const contentType of NON_JSON_TYPES) {
      const text = JSON.stringify(validBody);
      examples.push({
        ...base,
        body: { payload: contentType === undefined ? new Blob([text]) : text, contentType, describe: `a ${contentType ?? 'unlabelled'} body`, refusal: 'not JSON' },
      });
    }
  }
  return examples;
}

function describeRequest(method: string, request: BadRequest, url: string): string {
  const payload = request.body?.payload;
  const body = request.body ? ` with ${request.body.describe} ${typeof payload === 'string' ? JSON.stringify(payload).slice(0, 300) : '(bytes)'}` : '';
  return `${method.toUpperCase()} ${url.slice(0, 300)}${body}`;
}

// ---------------------------------------------------------------------------------------------

const routes = services.flatMap((service) =>
  Object.entries(service.document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
      label: `${service.name}: ${method.toUpperCase()} ${path}`,
      service,
      path,
      method,
      operation,
    })),
  ),
);

it('covers every live service of the registry', () => {
  expect(services.map((s) => s.name)).toEqual(LIVE_SERVICES.map((s) => s.name));
  for (const service of services) expect(Object.keys(service.document.paths).length, service.name).toBeGreaterThan(0);
});

it('takes query and path numbers as digit strings (queryInt), never z.coerce.number(), which accepts 0x5 and 1e1', () => {
  const coerced = routes.flatMap(({ label, operation }) =>
    (operation.parameters ?? [])
      .filter((p) => [p.schema, ...(p.schema.anyOf ?? [])].some((s) => s.type === 'number' || s.type === 'integer'))
      .map((p) => `${label} ${p.in} ${p.name}`),
  );
  expect(coerced).toEqual([]);
});

/** `where: problem` for each string without maxLength and each integer past int4, at any depth of a request schema. */
function unboundedFields(schema: JsonSchema & { items?: JsonSchema; additionalProperties?: JsonSchema | boolean }, where: string): string[] {
  const problems: string[] = [];
  if (schema.type === 'string' && !schema.enum && schema.const === undefined && schema.maxLength === undefined && schema.pattern === undefined) {
    problems.push(`${where}: text without a length limit (safeText)`);
  }
  if (isInteger(schema) && !(schema.maximum !== undefined && schema.maximum <= 2 ** 31 - 1 && schema.minimum !== undefined && schema.minimum >= -(2 ** 31))) {
    problems.push(`${where}: number not bounded to int4 (int4 / int4Id)`);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) problems.push(...unboundedFields(property, `${where}.${name}`));
  for (const option of schema.anyOf ?? []) problems.push(...unboundedFields(option, where));
  if (schema.items) problems.push(...unboundedFields(schema.items, `${where}[]`));
  if (typeof schema.additionalProperties === 'object') problems.push(...unboundedFields(schema.additionalProperties, `${where}.*`));
  return problems;
}

it('bounds every request field it documents: text by length, integers to int4', () => {
  const problems = routes.flatMap(({ label, operation }) => [
    ...(operation.parameters ?? []).flatMap((p) => unboundedFields(p.schema, `${label} ${p.in} ${p.name}`)),
    ...unboundedFields(operation.requestBody?.content['application/json'].schema ?? {}, `${label} body`),
  ]);
  expect(problems).toEqual([]);
});

describe.each(routes.map((route) => [route.label, route] as const))('%s', (_label, { service, path, method, operation }) => {
  it('answers bad input with a 4xx { message } and writes nothing; never a 5xx', async () => {
    const redirects = Object.keys(operation.responses).some((status) => status.startsWith('3'));
    await fc.assert(
      fc.asyncProperty(requestArbitrary(path, method, operation), async (request) => {
        const search = new URLSearchParams(request.query).toString();
        const url = `${service.url}${request.path}${search ? `?${search}` : ''}`;
        const what = describeRequest(method, request, url);
        const caller = (operation as { 'x-access'?: string })['x-access'] === 'admin' ? admin : member;
        const cookie = await sessionCookieFor(db.prisma, caller.id, config);
        const before = await fingerprint();
        const response = await fetch(url, {
          method: method.toUpperCase(),
          redirect: 'manual',
          headers: { cookie, ...(request.body?.contentType ? { 'content-type': request.body.contentType } : {}) },
          body: request.body?.payload,
        });
        const text = await response.text();
        expect(response.status, `${what} → ${response.status} ${text}`).toBeLessThan(500);
        // The rules the kit enforces for every route, whatever the route does with its input.
        const payload = request.body?.payload;
        const nul = /%00/i.test(url) || (typeof payload === 'string' && request.body?.contentType === 'application/json' && hasNul(payload));
        if (request.body?.refusal === 'not JSON') expect(response.status, `${what} → ${response.status} ${text}`).toBe(415);
        else if (request.body?.refusal === 'malformed' || nul) expect([400, 413], `${what} → ${response.status} ${text}`).toContain(response.status);
        else if (breaksPattern(operation, request.query) && staysOnRoute(path, url)) expect(response.status, `${what} → ${response.status} ${text}`).toBe(400);
        if (response.status >= 300 && response.status < 400) expect(redirects, `${what} → unexpected redirect`).toBe(true);
        if (response.status < 400) {
          // Accepted: when it wrote, let the work it started in the background (outbox relay, event consumer) finish.
          if (JSON.stringify(await fingerprint()) !== JSON.stringify(before)) await settle();
          return;
        }
        expect(errorResponseSchema.safeParse(JSON.parse(text)).success, `${what} → ${response.status} ${text}`).toBe(true);
        expect(await fingerprint(), `${what} → ${response.status} wrote to the database`).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true, examples: boundaryExamples(path, method, operation).map((example) => [example]) },
    );
  }, 60_000);
});
