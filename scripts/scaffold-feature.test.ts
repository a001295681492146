import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run scaffold:feature` in a temporary copy of the workspace (docs/architecture.md, "Adding a
 * feature"): the new feature type-checks with the whole workspace, its files pass ESLint, and its own
 * tests pass, the service's against real Postgres (createTestDatabase), with the registry's feature-set
 * tests. So this runs in the integration tier. Set SCAFFOLD_KEEP_COPY=1 to keep the copy for a look.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'journal';
/**
 * Files a new feature touches outside the rendered deploy/ (docs/architecture.md, "Adding a feature"):
 * what the registry or another declaration already knows is derived, not written per feature.
 */
const FILE_BUDGET = 25;

interface Run {
  code: number;
  output: string;
}

/** The child's environment without this Vitest run's own variables (a nested Vitest would read them). */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'NODE_ENV' || key === 'TEST') delete env[key];
  return env;
}

function run(cwd: string, command: string, args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: childEnv(), maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}\n${stderr}`.trim() });
    });
  });
}

/**
 * The tracked and new files of the workspace, with node_modules shared: every package links to this
 * workspace's copy, except the workspace's own packages (`@alive/*`), which link inside the copy as npm
 * links them, so the copy's edited registry is the one its code imports.
 */
function copyWorkspace(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'alive-scaffold-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of new Set(files)) cpSync(path.join(root, file), path.join(copy, file), { dereference: false });
  symlinkSync(path.join(root, 'libs/db/src/generated'), path.join(copy, 'libs/db/src/generated'));
  mkdirSync(path.join(copy, 'node_modules/@alive'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@alive') symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  for (const entry of readdirSync(path.join(root, 'node_modules/@alive'))) {
    symlinkSync(readlinkSync(path.join(root, 'node_modules/@alive', entry)), path.join(copy, 'node_modules/@alive', entry));
  }
  return copy;
}

let copy: string;
let scaffold: Run;
let created: string[] = [];
let edited: string[] = [];
let checks: { typecheck: Promise<Run>; lint: Promise<Run>; tests: Promise<Run> };

beforeAll(async () => {
  copy = copyWorkspace();
  scaffold = await run(copy, process.execPath, ['--import', 'tsx', 'scripts/scaffold-feature.ts', NAME]);
  created = [...scaffold.output.matchAll(/^ {2}\+ (.+)$/gm)].map((m) => m[1]!);
  edited = [...scaffold.output.matchAll(/^ {2}~ (.+)$/gm)].map((m) => m[1]!);
  if (scaffold.code !== 0) return;
  const bin = (tool: string) => path.join(copy, 'node_modules/.bin', tool);
  // The three checks at once: together they take about as long as the type-check alone.
  checks = {
    typecheck: run(copy, bin('tsc'), ['-b', 'tsconfig.json', '--pretty', 'false']),
    lint: run(copy, bin('eslint'), ['--max-warnings=0', ...created.filter((file) => /\.tsx?$/.test(file))]),
    tests: run(copy, bin('vitest'), [
      'run',
      `mfe-${NAME}`,
      `services/${NAME}`,
      'scripts/doc-tables.test.ts',
      'scripts/feature-barrels.test.ts',
      'scripts/render-settings.test.ts',
      'scripts/api-docs-coverage.test.ts',
      'libs/features',
      // The edge and the launcher take every feature from the registry.
      'services/edge',
      'scripts/service-entries.test.ts',
    ]),
  };
}, 600_000);

afterAll(() => {
  if (copy && !process.env.SCAFFOLD_KEEP_COPY) rmSync(copy, { recursive: true, force: true });
});

describe(`npm run scaffold:feature -- ${NAME}, in a copy of the workspace`, () => {
  it(`creates the remote, the service and the contract, and touches at most ${FILE_BUDGET} files besides the rendered deploy/`, () => {
    expect(scaffold.code, scaffold.output).toBe(0);
    expect(created).toEqual(
      expect.arrayContaining([
        `mfe-${NAME}/src/features/${NAME}/components/${NAME}-screen.tsx`,
        `mfe-${NAME}/src/features/${NAME}/components/${NAME}-screen.test.tsx`,
        `mfe-${NAME}/src/features/${NAME}/api/${NAME}-api.ts`,
        `services/${NAME}/src/service-entry.ts`,
        `services/${NAME}/src/http/${NAME}-routes.test.ts`,
        `libs/contracts/src/endpoints/${NAME}.ts`,
        `libs/api-mocks/src/handlers/${NAME}.ts`,
      ]),
    );
    expect(edited).toEqual(
      expect.arrayContaining([
        'libs/features/src/feature-registry.ts',
        'libs/contracts/src/endpoints/index.ts',
        'libs/contracts/src/endpoints/routes.ts',
        'libs/api-mocks/src/feature-mocks.ts',
        'docs/architecture.md',
      ]),
    );
    // Derived, not written per feature: the routes from the table, the standalone main from the entry.
    expect(created).not.toContain(`libs/contracts/src/endpoints/${NAME}.routes.ts`);
    expect(created).not.toContain(`services/${NAME}/src/main.ts`);
    const source = [...created, ...edited].filter((file) => !file.startsWith('deploy/'));
    expect(source.length, source.join('\n')).toBeLessThanOrEqual(FILE_BUDGET);
    expect(scaffold.output).toContain(`${created.length + edited.length} files in all`);
  });

  it('refuses a name that is already a feature, without writing anything', async () => {
    const again = await run(copy, process.execPath, ['--import', 'tsx', 'scripts/scaffold-feature.ts', NAME]);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`"${NAME}" is already in the feature registry`);
  });

  it('type-checks with the whole workspace', async () => {
    const result = await checks.typecheck;
    expect(result.code, result.output).toBe(0);
  }, 600_000);

  it('passes ESLint with the module-boundary rules', async () => {
    const result = await checks.lint;
    expect(result.code, result.output).toBe(0);
  }, 600_000);

  it("passes the new feature's tests and the registry's feature-set tests", async () => {
    const result = await checks.tests;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(new RegExp(`${NAME}-screen\\.test\\.tsx`));
    expect(result.output).toMatch(new RegExp(`${NAME}-routes\\.test\\.ts`));
  }, 600_000);

  it('a step that fails is named with all it printed, and the tree is left as it was (a second run is not refused)', async () => {
    // After the checks above, which read the copy.
    await Promise.allSettled([checks.typecheck, checks.lint, checks.tests]);
    const renderer = path.join(copy, 'scripts/deploy/render-k8s.ts');
    const working = readFileSync(renderer, 'utf8');
    const tree = () => {
      const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0');
      return new Map(
        [...files, ...['deploy', `mfe-${NAME}`, `services/${NAME}`].flatMap((dir) => listFiles(path.join(copy, dir)).map((file) => path.relative(copy, file)))]
          .filter((file) => file && existsSync(path.join(copy, file)) && statSync(path.join(copy, file)).isFile())
          .map((file) => [file, readFileSync(path.join(copy, file), 'utf8')]),
      );
    };
    writeFileSync(renderer, `console.log('rendering the manifests');\nthrow new Error('the k8s renderer broke');\n${working}`);
    const before = tree();
    try {
      const failed = await run(copy, process.execPath, ['--import', 'tsx', 'scripts/scaffold-feature.ts', 'diary']);
      expect(failed.code).toBe(1);
      expect(failed.output).toContain('scripts/deploy/render-k8s.ts failed');
      expect(failed.output).toContain('rendering the manifests');
      expect(failed.output).toContain('the k8s renderer broke');
      expect(failed.output).toContain('Nothing was left behind');
      expect(existsSync(path.join(copy, 'mfe-diary'))).toBe(false);
      expect(existsSync(path.join(copy, 'services/diary'))).toBe(false);
      const after = tree();
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [file, content] of before) expect(after.get(file), file).toBe(content);
    } finally {
      writeFileSync(renderer, working);
    }
    const again = await run(copy, process.execPath, ['--import', 'tsx', 'scripts/scaffold-feature.ts', 'diary']);
    expect(again.code, again.output).toBe(0);
  }, 300_000);
});

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(dir, entry));
}
