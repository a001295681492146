import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Node tests come in two tiers (README.md, "Test"): `unit` runs without Postgres or NATS, `integration`
 * talks to them (or to PGlite, the embedded database). A file is integration when it, or a module it
 * imports by a relative path, opens one of them. In the unit tier the test database helpers refuse and
 * the servers' addresses lead nowhere, so a file that opens one anyway fails there instead of passing
 * by luck (the tier is then named here, not guessed).
 */
const NODE_TEST_ROOTS = ['libs', 'services', 'scripts', 'tools'];
const INFRASTRUCTURE = /@alive\/db\/testing|TEST_SERVER_URL|createEmptyDatabase|createTestDatabase|createPGliteTestDatabase|from 'nats'|createNatsBus|NATS_URL|new PGlite|startServiceProcess|site-load/;
const SKIPPED = new Set(['node_modules', 'dist', 'generated', '.data']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(full);
    return [full];
  });
}

function touchesInfrastructure(file: string): boolean {
  const source = readFileSync(file, 'utf8');
  if (INFRASTRUCTURE.test(source)) return true;
  // One level of the file's own helpers (test-support fixtures, local harnesses).
  for (const [, relative] of source.matchAll(/from '(\.{1,2}\/[^']+\.ts)'/g)) {
    const imported = path.resolve(path.dirname(file), relative!);
    try {
      if (INFRASTRUCTURE.test(readFileSync(imported, 'utf8'))) return true;
    } catch {
      // A path the test itself resolves differently: its own run reports it.
    }
  }
  return false;
}

const root = path.dirname(new URL(import.meta.url).pathname);
const nodeTests = NODE_TEST_ROOTS.flatMap((dir) => filesUnder(path.join(root, dir)))
  .filter((file) => file.endsWith('.test.ts') && (!file.startsWith(path.join(root, 'libs')) || file.includes(`${path.sep}src${path.sep}`)))
  .map((file) => path.relative(root, file));
const integrationTests = nodeTests.filter((file) => touchesInfrastructure(path.join(root, file)));
const unitTests = nodeTests.filter((file) => !integrationTests.includes(file));

const nodeProject = { globals: true, environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        test: {
          ...nodeProject,
          name: 'unit',
          include: unitTests,
          // Nothing to reach: a unit test that tries fails at once (see above).
          env: {
            ALIVE_TEST_TIER: 'unit',
            DATABASE_URL: 'postgres://unit-tests-have-no-database@127.0.0.1:9/none',
            TEST_DATABASE_SERVER_URL: 'postgres://unit-tests-have-no-database@127.0.0.1:9/none',
            NATS_URL: 'nats://127.0.0.1:9',
          },
        },
      },
      {
        test: { ...nodeProject, name: 'integration', include: integrationTests },
      },
      {
        test: {
          name: 'dom',
          globals: true,
          environment: 'jsdom',
          // The page URL relative API paths (`/api/...`) resolve against, as in the browser; the mock API
          // (@alive/api-mocks, MSW) matches its handlers on this origin.
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          include: ['shell/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}', 'libs/**/src/**/*.test.tsx'],
          setupFiles: ['./vitest.dom-setup.ts'],
        },
      },
    ],
  },
});
