// Flat config. The module-boundary rule is the point: feature apps and services may only import
// libs, never each other; libs never import apps or services.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { execFileSync } from 'node:child_process';
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

const BROWSER_IMPORT_PATTERNS = [
  {
    group: ['@alive/mfe-*', '@alive/shell', '@alive/e2e'],
    message: 'Feature apps and the shell deploy alone: share code through libs/, or load a remote module through Module Federation.',
  },
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

function moduleBoundaries(allow = []) {
  return {
    enforceBuildableLibDependency: false,
    allow,
    depConstraints: [
      { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
    ],
  };
}

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
    // Apps have no importable entry point, so the Nx rule cannot resolve (and judge) a bare import of
    // one; name them here so such an import still fails.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@alive/mfe-*', '@alive/shell', '@alive/e2e'],
              message:
                'Feature apps and the shell deploy alone: share code through libs/, or load a remote module through Module Federation.',
            },
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
    // Inside a service: http → domain → data (docs/architecture.md). Use cases never reach back into
    // routes, and data access knows neither; routes reach data only through a use case (types aside).
    files: ['services/*/src/domain/**/*.ts', 'services/*/src/data/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http/*', '**/http'], message: 'domain/ and data/ never import http/: routes call use cases, not the other way round.' },
            { group: ['@alive/mfe-*', '@alive/shell', '@alive/e2e'], message: 'Services share code through libs/ only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['services/*/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/data/*', '**/data'], allowTypeImports: true, message: 'http/ reaches data/ through a use case in domain/ (types aside).' },
            { group: ['@alive/mfe-*', '@alive/shell', '@alive/e2e'], message: 'Services share code through libs/ only.' },
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
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
