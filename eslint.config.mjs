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
    // The local OpenID provider stands in for the third-party one: service tests may run it in-process.
    files: ['services/**/*.test.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries(['@alive/identity-service'])] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
