// Flat config. The module-boundary rule is the point: feature apps and services may only import
// libs, never each other; libs never import apps or services; nothing of the product imports the
// tools (tools/README.md), which may reach into everything they measure.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The Nx boundary rule reads Nx's cached project graph and silently skips itself when there is none
// (a fresh clone, CI). Compute the graph first so the rule always runs on the current projects.
execFileSync(fileURLToPath(new URL('./node_modules/.bin/nx', import.meta.url)), ['show', 'projects'], {
  cwd: fileURLToPath(new URL('.', import.meta.url)),
  stdio: 'ignore',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
});

/** Browser code takes types, not zod values, from the contracts (docs/decisions.md, Endpoint tables). */
const CONTRACT_TYPES_ONLY = {
  name: '@alive/contracts',
  allowTypeImports: true,
  message: 'Browser code takes only types from @alive/contracts (a value import puts zod in the bundle); values come from @alive/contracts/routes or /constants.',
};

/** Workspaces without an importable entry point: the Nx rule cannot resolve a bare import of one, so these name them. */
const NO_ENTRY_POINT = ['@alive/mfe-*', '@alive/shell', '@alive/e2e', '@alive/tools'];
const NO_ENTRY_POINT_MESSAGE =
  'Feature apps and the shell deploy alone: share code through libs/, or load a remote module through Module Federation. The tools are no part of the product (tools/README.md).';

const BROWSER_IMPORT_PATTERNS = [
  { group: NO_ENTRY_POINT, message: NO_ENTRY_POINT_MESSAGE },
  {
    group: ['node:*', '@alive/db', '@alive/service-kit', '@alive/service-kit/*', '@alive/events', '@alive/*-service', 'koa', 'koa-*', '@koa/*', 'pg', '@prisma/*', 'prisma', 'nats', 'openai', 'pino', 'prom-client', 'msw', 'msw/*', '@alive/api-mocks'],
    message: 'Node-only and test-only packages never reach a browser bundle.',
  },
];

/**
 * Settings have one door (docs/architecture.md, Settings): each variable is declared once in a settings
 * schema and read there. Only the settings modules, the launchers and build or test tooling touch
 * `process.env` (PROCESS_ENV_READERS).
 */
const PROCESS_ENV = {
  object: 'process',
  property: 'env',
  message:
    'Settings have one door: declare the variable in a settings schema (libs/service-kit/src/settings/ or the process\'s src/settings.ts) and take its typed value from the runner, or readProcessSettings(schema) where no launcher hands it over (docs/architecture.md, Settings).',
};

/** Who may read `process.env` (grep before adding one: a service, lib or remote reads declared settings). */
const PROCESS_ENV_READERS = [
  // The settings modules: readProcessSettings, `.env` in development, the test runner's mark.
  'libs/service-kit/src/settings/**',
  // The launchers: the runner of every main.ts; `npm start`, `npm run dev` and the other scripts.
  'libs/service-kit/src/run-service.ts',
  'scripts/**',
  // The benches, chaos, soak, fault runs and evaluations: they start the processes they measure.
  'tools/**',
  // Browser tests, their site launcher and fixture builds.
  'e2e/**',
  // Tests and their helpers (the test database and NATS server).
  '**/*.test.{ts,tsx}',
  'libs/db/src/testing.ts',
  'libs/events/src/testing/nats-server-process.ts',
  // The database commands and Prisma configs: @alive/db sits below the service kit.
  'libs/db/prisma.config.ts',
  'libs/db/src/migrate/cli.ts',
  'libs/db/src/migrate/prisma6*.ts',
  'libs/db/src/seed/cli.ts',
  // Build configuration: the build mode, and NODE_ENV in browser code, which the build replaces by a constant.
  'libs/rspack-config/src/create-app-config.ts',
  'shell/src/features/offline/service-worker-registration.ts',
  'eslint.config.mjs',
];

/** Where a file sits in a remote: `mfe-x/src/features/<feature>/<rest>`, or another top folder of src/. */
function placeInRemote(file) {
  const match = /(?:^|\/)(mfe-[^/]+)\/src\/(.+)$/.exec(file.split(path.sep).join('/'));
  if (!match) return null;
  const [, remote, inSrc] = match;
  const [top, feature, ...rest] = inSrc.split('/');
  return top === 'features' && feature ? { remote, top, feature, rest: rest.join('/') } : { remote, top, feature: null, rest: null };
}

/**
 * Features of a remote meet only through a feature's index.ts (docs/architecture.md, "Inside a remote"):
 * a relative import from one feature folder into another names that folder's index.ts, the pieces it
 * offers the others; what several features use lives in src/shared/, which imports no feature.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      intoFeature:
        'features/{{from}} reaches into features/{{to}}/{{rest}}: take what it offers from features/{{to}}/index.ts, or move what several features use to src/shared/ (docs/architecture.md, "Inside a remote").',
      sharedIntoFeature:
        'src/shared/ imports no feature: it is what the features share, below them all. Move what it needs from features/{{to}}/{{rest}} to src/shared/ (docs/architecture.md, "Inside a remote").',
    },
  },
  create(context) {
    const from = placeInRemote(context.filename);
    if (!from || (from.feature === null && from.top !== 'shared')) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = placeInRemote(path.resolve(path.dirname(context.filename), source.value));
      if (!to || to.remote !== from.remote || to.feature === null || to.feature === from.feature) return;
      const data = { from: from.feature, to: to.feature, rest: to.rest };
      if (from.feature === null) context.report({ node: source, messageId: 'sharedIntoFeature', data });
      else if (to.rest !== 'index.ts') context.report({ node: source, messageId: 'intoFeature', data });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

/** The product never depends on the tools, not even through a lib (tools/README.md): no image or bundle holds them. */
const NOT_THE_TOOLS = ['type:tools'];

function moduleBoundaries(allow = []) {
  return {
    enforceBuildableLibDependency: false,
    allow,
    depConstraints: [
      { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'], notDependOnLibsWithTags: NOT_THE_TOOLS },
      { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:lib'], notDependOnLibsWithTags: NOT_THE_TOOLS },
      { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'], notDependOnLibsWithTags: NOT_THE_TOOLS },
      { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'], notDependOnLibsWithTags: NOT_THE_TOOLS },
      { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'], notDependOnLibsWithTags: NOT_THE_TOOLS },
      // The tools measure the services from outside and take their libraries and service packages.
      { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:lib', 'type:service'] },
    ],
  };
}

/**
 * What the tools reach by a relative path, as the scripts before them did (tools/README.md): a lib's or
 * a service's source module (the statement a bench replays, the edge a bench starts in-process), the
 * browser tests' helpers the Lighthouse bench shares with its spec (sign-in, a Lighthouse pass) and
 * the repository's scripts (the service entries a bench process starts).
 */
const TOOLS_REACH = ['^(?:\\.\\./)+(?:libs|services)/[^/]+/src/', '^(?:\\.\\./)+e2e/', '^(?:\\.\\./)+scripts/'];

/** A relative import of one of a service's own layer folders (`../data/x.ts`); a package such as `@alive/domain` is not one. */
const serviceLayerImport = (...folders) => `^\\.{1,2}/(?:.*/)?(?:${folders.join('|')})(?:/|$)`;

/** Repeated in each service block: a later block's options replace an earlier one's. */
const SERVICES_APART = { group: NO_ENTRY_POINT, message: 'Services share code through libs/ only.' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.nx/**',
      '**/.data/**',
      'libs/db/src/generated/**',
      'e2e/artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries()],
    },
  },
  {
    // Apps and the tools have no importable entry point, so the Nx rule cannot resolve (and judge) a
    // bare import of one; name them here so such an import still fails.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: NO_ENTRY_POINT, message: NO_ENTRY_POINT_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // Browser code (docs/architecture.md, "Shared singletons"; docs/api.md, Endpoint tables): no node-only
    // package reaches a bundle, zod stays out (types from @alive/contracts; values from its zod-free
    // /routes and /constants entries), and every API call goes through a declared endpoint's client.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}', 'libs/api-client/src/**/*.{ts,tsx}', 'libs/features/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [CONTRACT_TYPES_ONLY],
          patterns: BROWSER_IMPORT_PATTERNS,
        },
      ],
      // A lazy chunk that fails to load (offline, a deploy in between) must wait for the network, not
      // unmount the page (docs/architecture.md, Offline: "Code loaded on first use waits for the network").
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(CallExpression[callee.name="lazy"], CallExpression[callee.property.name="lazy"]) > ArrowFunctionExpression > ImportExpression',
          message: 'Wrap the import: lazy(() => importUntilLoaded(() => import(...))) from @alive/ui.',
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            CONTRACT_TYPES_ONLY,
            {
              name: '@alive/api-client',
              importNames: ['apiJson', 'apiRequest'],
              message: 'Every API call goes through a declared endpoint: endpointClient from @alive/api-client (docs/api.md, Endpoint tables).',
            },
          ],
          patterns: BROWSER_IMPORT_PATTERNS,
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: PROCESS_ENV_READERS,
    rules: { 'no-restricted-properties': ['error', PROCESS_ENV] },
  },
  {
    // A remote talks to services only through declared endpoints; the shell also fetches the edge's own
    // documents (/remotes.json, field telemetry), which are not service endpoints.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through a declared endpoint (endpointClient from @alive/api-client).' }],
      // Repeats PROCESS_ENV: a later block's options replace an earlier one's.
      'no-restricted-properties': [
        'error',
        PROCESS_ENV,
        { object: 'window', property: 'fetch', message: 'Call the API through a declared endpoint (endpointClient from @alive/api-client).' },
      ],
    },
  },
  {
    // Inside a remote: api → hooks → components (docs/architecture.md, "Inside a remote"). The declared
    // client holds no screen state and no design system; hooks never render a component.
    files: ['mfe-*/src/**/api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/hooks/*', '**/hooks', '**/components/*', '**/components'], message: 'api/ is the declared client: hooks/ and components/ build on it, never the other way round.' },
            { group: ['@alive/ui', '@alive/ui/*', 'styled-components'], message: 'api/ is the declared client: toasts, redirects and looks belong in hooks/ or components/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['mfe-*/src/**/hooks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/components/*', '**/components'], message: 'hooks/ serve components/ and never import them.' }] }],
    },
  },
  {
    // Components render what api/ and hooks/ give them. Browser code has the base rule off (the typed rule
    // above holds its patterns), so this one holds only TanStack Query.
    files: ['mfe-*/src/**/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              message: "Components never call TanStack Query: a read or a change is a hook in api/ (e.g. useGroupsList()), its toasts and screen state a hook in hooks/ (docs/architecture.md, \"Inside a remote\").",
            },
          ],
        },
      ],
    },
  },
  {
    // Features of a remote meet only through a feature's index.ts; src/shared/ imports no feature
    // (docs/architecture.md, "Inside a remote"). Tests are free to reach the parts they check (a screen
    // test of the home screen reads the device queue), like the layer rules above.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { alive: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'alive/no-cross-feature-imports': 'error' },
  },
  {
    // Inside a service: http → domain → data, events/ beside http/ (docs/architecture.md, "Inside a
    // service"). data/ is the bottom: it owns its row types and the errors it raises about storage.
    files: ['services/*/src/data/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: serviceLayerImport('domain'), message: 'data/ never imports domain/: it owns its row types and storage errors, and use cases import them from data/.' },
            { regex: serviceLayerImport('http', 'events'), message: 'data/ never imports http/ or events/: the entry points call use cases, which call data/.' },
            { regex: serviceLayerImport('generation', 'insights', 'workers'), message: 'data/ imports only libs and its own files: engines and worker tasks are handed to use cases, not to data/.' },
            SERVICES_APART,
          ],
        },
      ],
    },
  },
  {
    // Use cases, and the engines and worker tasks they are handed, never reach back into an entry point.
    files: ['services/*/src/{domain,generation,insights,workers}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: serviceLayerImport('http', 'events'), message: 'domain/ (and generation/, insights/, workers/) never import http/ or events/: routes and consumers call use cases, not the other way round.' },
            SERVICES_APART,
          ],
        },
      ],
    },
  },
  {
    // The entry points: routes and event consumers call use cases; data/ only for its types.
    files: ['services/*/src/{http,events}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: serviceLayerImport('data'), allowTypeImports: true, message: 'http/ and events/ reach data/ through a use case in domain/ (types aside).' },
            { regex: serviceLayerImport('http', 'events'), message: 'http/ and events/ are entry points side by side: what both need is a use case in domain/.' },
            SERVICES_APART,
          ],
        },
      ],
    },
  },
  {
    // The local OpenID provider stands in for the third-party one: service tests may run it in-process.
    files: ['services/**/*.test.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries(['@alive/identity-service'])] },
  },
  {
    files: ['tools/**/*.{ts,mjs}'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries(TOOLS_REACH)] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tools/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
