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
    // A remote talks to services only through declared endpoints; the shell also fetches the edge's own
    // documents (/remotes.json, field telemetry), which are not service endpoints.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through a declared endpoint (endpointClient from @alive/api-client).' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'fetch', message: 'Call the API through a declared endpoint (endpointClient from @alive/api-client).' }],
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
