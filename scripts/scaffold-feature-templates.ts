/**
 * The files of a new feature (docs/architecture.md, "Adding a feature"): a remote with one screen that
 * makes one declared call, and a service answering it. Copies the patterns of mfe-groups and
 * services/groups at their smallest: `features/<name>/{api,components}` in the remote (no hooks/ yet),
 * http → domain → data in the service ("Inside a service": data/ owns its row types, domain/ imports
 * them), one endpoint table in `@alive/contracts`.
 */
export interface FeatureNames {
  /** Lower-case letters: `journal`. The feature, remote, service and `/api/<name>` prefix share it. */
  name: string;
  /** `journal` → `journal` (identifiers: `journalEndpoints`). */
  camel: string;
  /** `Journal` (types and components: `JournalScreen`). */
  pascal: string;
  summary: string;
  port: number;
  navOrder: number;
  /** The ranges the workspaces already declare for outside packages (package name → range). */
  versions: Readonly<Record<string, string>>;
}

export function featureNames(name: string, summary: string, port: number, navOrder: number, versions: Readonly<Record<string, string>>): FeatureNames {
  const camel = name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return { name, camel, pascal: camel[0]!.toUpperCase() + camel.slice(1), summary, port, navOrder, versions };
}

/** Each workspace declares the outside packages it imports, at the ranges the others declare. */
function declared(f: FeatureNames, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const range = f.versions[name];
      if (!range) throw new Error(`no workspace declares a range for ${name}`);
      return [name, range];
    }),
  );
}

/** A single-quoted TypeScript string literal. */
function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export interface TemplateFile {
  path: string;
  content: string;
}

export function registryEntry(f: FeatureNames): string {
  return `  {
    name: '${f.name}',
    summary: ${quoted(f.summary)},
    remote: { name: '${f.name}', folder: 'mfe-${f.name}' },
    service: {
      name: '${f.name}',
      folder: 'services/${f.name}',
      defaultPort: ${f.port},
      status: 'live',
      apiPrefixes: ['/api/${f.name}'],
    },
  },
`;
}

/**
 * The endpoint table, method and path included, and its mocks. The browser's zod-free `<name>Routes`
 * are written out from the table into the generated `routes.ts` (docs/api.md, Endpoint tables), so
 * the feature has no routes file of its own.
 */
function contractFiles(f: FeatureNames): TemplateFile[] {
  return [
    {
      path: `libs/contracts/src/endpoints/${f.name}.ts`,
      content: `import { z } from 'zod';
import { defineEndpointTable } from './endpoint.ts';

const ${f.camel}SummarySchema = z.object({
  /** Choices the caller has made so far. */
  choiceCount: z.number().int().min(0),
  message: z.string(),
});

/**
 * Every ${f.name} operation, declared once (docs/api.md, Endpoint tables): the service mounts its routes,
 * its API document, the test mocks and the remote's client all come from here.
 */
export const ${f.camel}Endpoints = defineEndpointTable({
  service: '${f.name}',
  description: ${quoted(f.summary)},
  endpoints: {
    summary: {
      method: 'get',
      path: '/api/${f.name}',
      summary: "The caller's ${f.name} summary",
      description: 'How many choices the caller has made so far.',
      access: 'user',
      responses: { 200: { description: 'The summary', schema: ${f.camel}SummarySchema } },
    },
  },
});
`,
    },
    {
      path: `libs/api-mocks/src/handlers/${f.name}.ts`,
      content: `import { ${f.camel}Endpoints } from '@alive/contracts';
import { mockApi } from '../mock-endpoint.ts';

/** ${f.pascal} service: every call as \`${f.camel}Endpoints\` declares it, answers checked by its schemas. */
export const ${f.camel}Api = mockApi(${f.camel}Endpoints);

/** Defaults: a signed-in person who has made three choices. */
export function ${f.camel}Handlers() {
  return [${f.camel}Api.summary({ choiceCount: 3, message: 'You have made 3 choices.' })];
}
`,
    },
  ];
}

function remoteFiles(f: FeatureNames): TemplateFile[] {
  const dir = `mfe-${f.name}`;
  const feature = `${dir}/src/features/${f.name}`;
  return [
    {
      path: `${dir}/package.json`,
      content: `${JSON.stringify(
        {
          name: `@alive/mfe-${f.name}`,
          version: '0.1.0',
          private: true,
          type: 'module',
          description: `Module Federation remote \`${f.name}\`: ${f.summary}`,
          scripts: { build: 'NODE_OPTIONS=--import=tsx rspack build -c rspack.config.ts', test: `cd .. && vitest run ${dir}` },
          dependencies: { '@alive/api-client': '*', '@alive/contracts': '*', '@alive/ui': '*', ...declared(f, ['@tanstack/react-query', 'react']) },
          nx: { tags: ['type:feature', `scope:${f.name}`] },
          devDependencies: { '@alive/rspack-config': '*' },
        },
        null,
        2,
      )}\n`,
    },
    {
      path: `${dir}/rspack.config.ts`,
      content: `import { createRemoteConfig } from '@alive/rspack-config';
import { fileURLToPath } from 'node:url';
import { ROUTES } from './src/routes.ts';

export default createRemoteConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './${f.pascal}Screen': './src/features/${f.name}/components/${f.name}-screen.tsx',
  },
  routes: ROUTES,
});
`,
    },
    {
      path: `${dir}/src/routes.ts`,
      content: `import type { RemoteRoute } from '@alive/contracts';

/**
 * The screens this remote serves. The build emits them as routes.json; the edge folds them into
 * /remotes.json and the shell renders routes and navigation from there (docs/architecture.md,
 * "Routes → remotes"), so a new screen here ships without a shell release.
 */
export const ROUTES: readonly RemoteRoute[] = [
  { path: '/${f.name}', module: './${f.pascal}Screen', title: '${f.pascal}', nav: { label: '${f.pascal}', order: ${f.navOrder} } },
];
`,
    },
    {
      path: `${feature}/api/${f.name}-api.ts`,
      content: `import { useQuery } from '@tanstack/react-query';
import { endpointClient } from '@alive/api-client';
import type { ${f.camel}Endpoints } from '@alive/contracts';
import { ${f.camel}Routes } from '@alive/contracts/routes';

/** Every ${f.name} call of this remote, typed by the ${f.name} endpoint table (docs/api.md, Endpoint tables). */
export const ${f.camel}Client = endpointClient<typeof ${f.camel}Endpoints>(${f.camel}Routes);

export const ${f.camel}SummaryQueryOptions = ${f.camel}Client.summary.queryOptions();

/** The signed-in person's ${f.name} summary, through the shell's one QueryClient. */
export function use${f.pascal}Summary() {
  return useQuery(${f.camel}SummaryQueryOptions);
}
`,
    },
    {
      path: `${feature}/components/${f.name}-screen.tsx`,
      content: `import { PageHeader, QueryError, ScreenPage, Skeleton } from '@alive/ui';
import { use${f.pascal}Summary } from '../api/${f.name}-api.ts';

/** \`/${f.name}\`: ${f.summary} */
export default function ${f.pascal}Screen() {
  const summary = use${f.pascal}Summary();
  return (
    <ScreenPage>
      <PageHeader eyebrow="${f.pascal}" title="${f.pascal}" description={${JSON.stringify(f.summary)}} />
      {summary.isPending ? (
        <Skeleton height={24} />
      ) : summary.isError ? (
        <QueryError title="Could not load your ${f.name} summary" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <p>{summary.data.message}</p>
      )}
    </ScreenPage>
  );
}
`,
    },
    {
      path: `${feature}/components/${f.name}-screen.test.tsx`,
      content: `import { createQueryClient } from '@alive/api-client';
import { failure, installApiServer, ${f.camel}Api } from '@alive/api-mocks';
import { UiProvider } from '@alive/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ${f.pascal}Screen from './${f.name}-screen.tsx';

const api = installApiServer();

/** The screen as the shell hosts it: the shell's QueryClient defaults and the design system. */
function render${f.pascal}() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <UiProvider>
        <${f.pascal}Screen />
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('${f.pascal}Screen', () => {
  it("shows the service's summary", async () => {
    api.use(${f.camel}Api.summary({ choiceCount: 1, message: 'You have made 1 choice.' }));
    render${f.pascal}();
    expect(screen.getByRole('heading', { level: 1, name: '${f.pascal}' })).toBeInTheDocument();
    expect(await screen.findByText('You have made 1 choice.')).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/${f.name}')).toHaveLength(1);
  });

  it('says what failed and loads again on Try again', async () => {
    api.use(${f.camel}Api.summary(failure(500, 'Database unavailable')));
    render${f.pascal}();
    expect(await screen.findByText('Could not load your ${f.name} summary')).toBeInTheDocument();
    api.use(${f.camel}Api.summary({ choiceCount: 2, message: 'You have made 2 choices.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have made 2 choices.')).toBeInTheDocument();
  });
});
`,
    },
  ];
}

function serviceFiles(f: FeatureNames): TemplateFile[] {
  const dir = `services/${f.name}`;
  return [
    {
      path: `${dir}/package.json`,
      content: `${JSON.stringify(
        {
          name: `@alive/${f.name}-service`,
          version: '0.1.0',
          private: true,
          type: 'module',
          exports: { '.': './src/app.ts' },
          // No main.ts: every process runs the same one, derived (scripts/service-main.ts).
          scripts: { start: `cd ../.. && node --import tsx scripts/service-main.ts ${f.name}`, test: `vitest run --root ../.. ${dir}` },
          dependencies: { '@alive/contracts': '*', '@alive/db': '*', '@alive/service-kit': '*' },
          nx: { tags: ['type:service', `scope:${f.name}`] },
        },
        null,
        2,
      )}\n`,
    },
    {
      path: `${dir}/src/service-entry.ts`,
      content: `import { databaseSettings, defineServiceEntry, defineSettings, serviceConfigSettings } from '@alive/service-kit';
import { create${f.pascal}Service } from './app.ts';

/** The ${f.name} process (standalone and in the embedded launcher): its HTTP app, no background work yet. */
export const serviceEntry = defineServiceEntry({
  name: '${f.name}',
  // Every variable the process reads (docs/architecture.md "Settings"): the shared ones, nothing of its own yet.
  settings: defineSettings({ ...serviceConfigSettings, database: databaseSettings }),
  create({ logger, config, database }) {
    return { app: create${f.pascal}Service({ prisma: database(), config: config(), logger }) };
  },
});
`,
    },
    {
      path: `${dir}/src/app.ts`,
      content: `import type Koa from 'koa';
import { ${f.camel}Endpoints } from '@alive/contracts';
import type { PrismaClient } from '@alive/db';
import { createLogger, createServiceApp, type Logger, type ServiceConfig } from '@alive/service-kit';
import { create${f.pascal}Repository } from './data/${f.name}-repository.ts';
import { ${f.camel}Routes } from './http/${f.name}-routes.ts';

export interface ${f.pascal}ServiceDeps {
  prisma: PrismaClient;
  config: ServiceConfig;
  logger?: Logger;
}

/** ${f.pascal} service HTTP app: ${f.summary} */
export function create${f.pascal}Service(deps: ${f.pascal}ServiceDeps): Koa {
  const logger = deps.logger ?? createLogger({ name: '${f.name}', level: deps.config.logLevel });
  return createServiceApp({
    name: '${f.name}',
    prisma: deps.prisma,
    config: deps.config,
    logger,
    operations: ${f.camel}Endpoints,
    routers: [${f.camel}Routes({ choices: create${f.pascal}Repository(deps.prisma) })],
  });
}
`,
    },
    {
      path: `${dir}/src/http/${f.name}-routes.ts`,
      content: `import { ${f.camel}Endpoints } from '@alive/contracts';
import { endpointRouter } from '@alive/service-kit';
import type Router from '@koa/router';
import { ${f.camel}Summary, type ${f.pascal}SummaryDeps } from '../domain/${f.name}-summary.ts';

/** The ${f.name} calls, as \`${f.camel}Endpoints\` declares them. Thin: one use case each. */
export function ${f.camel}Routes(deps: ${f.pascal}SummaryDeps): Router {
  return endpointRouter(${f.camel}Endpoints, {
    summary: ({ user }) => ${f.camel}Summary(user.id, deps),
  });
}
`,
    },
    {
      path: `${dir}/src/domain/${f.name}-summary.ts`,
      content: `import type { ChoiceCounts } from '../data/${f.name}-repository.ts';

export interface ${f.pascal}SummaryDeps {
  choices: ChoiceCounts;
}

/** What the ${f.name} screen shows a person: how many choices they have made. */
export async function ${f.camel}Summary(userId: string, deps: ${f.pascal}SummaryDeps) {
  const choiceCount = await deps.choices.countFor(userId);
  return { choiceCount, message: \`You have made \${choiceCount} \${choiceCount === 1 ? 'choice' : 'choices'}.\` };
}
`,
    },
    {
      path: `${dir}/src/data/${f.name}-repository.ts`,
      content: `import type { PrismaClient } from '@alive/db';

/** Choices are written by the choices service and read here (docs/data-ownership.md). */
export function create${f.pascal}Repository(prisma: PrismaClient) {
  return {
    countFor: (userId: string) => prisma.userChoice.count({ where: { userId } }),
  };
}

export type ChoiceCounts = ReturnType<typeof create${f.pascal}Repository>;
`,
    },
    {
      path: `${dir}/src/http/${f.name}-routes.test.ts`,
      content: `import { ${f.camel}Endpoints } from '@alive/contracts';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { create${f.pascal}Service } from '../app.ts';

const config = loadServiceConfig({ SESSION_KEYS: '${f.name}-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });
const summarySchema = ${f.camel}Endpoints.endpoints.summary.responses[200].schema;

let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startTestServer(create${f.pascal}Service({ prisma: db.prisma, config }));
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

describe('GET /api/${f.name}', () => {
  it('answers 401 signed out', async () => {
    expect(await expectError(await fetch(\`\${server.url}/api/${f.name}\`), 401)).toBe('Unauthorized');
  });

  it("counts the caller's choices and nobody else's", async () => {
    const [first, second] = await seedChoicePairs(db.prisma);
    const person = await createTestUser(db.prisma);
    const other = await createTestUser(db.prisma);
    await db.prisma.userChoice.createMany({
      data: [
        { userId: person.id, choicePairId: first!.id, selectedOption: 'option1', responseTime: 900 },
        { userId: person.id, choicePairId: second!.id, selectedOption: 'option2', responseTime: 1200 },
        { userId: other.id, choicePairId: first!.id, selectedOption: 'option2', responseTime: 700 },
      ],
    });
    const cookie = await sessionCookieFor(db.prisma, person.id, config);
    const summary = await expectContract(summarySchema, await fetch(\`\${server.url}/api/${f.name}\`, { headers: { cookie } }));
    expect(summary).toEqual({ choiceCount: 2, message: 'You have made 2 choices.' });
  });
});
`,
    },
  ];
}

export function featureFiles(f: FeatureNames): TemplateFile[] {
  return [...contractFiles(f), ...remoteFiles(f), ...serviceFiles(f)];
}
