import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURES, PLATFORM_PROCESSES, SERVICES, API_ROUTES, routeMatches } from '@alive/features';
import { featureFiles, featureNames, registryEntry, type FeatureNames } from './scaffold-feature-templates.ts';

/**
 * `npm run scaffold:feature -- <name> [--summary "<one sentence>"]`: a new feature with a remote
 * (`mfe-<name>`, one screen making one declared call), a service (`services/<name>`, that one endpoint),
 * its registry entry, and every generated file and doc refreshed (docs/architecture.md, "Adding a
 * feature"). Prints the files it created and edited.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REGISTRY = 'libs/features/src/feature-registry.ts';
// render-api-tables after the barrels: it reads the new table through them and writes the feature's product page.
const RENDERERS = ['scripts/render-feature-barrels.ts', 'scripts/render-settings.ts', 'scripts/render-api-tables.ts', 'scripts/deploy/render-dockerfiles.ts', 'scripts/deploy/render-k8s.ts'];
/** Folders the renderers write besides the barrels; compared before and after to list what changed, and rolled back on a failure. */
const RENDERED_FOLDERS = ['deploy', 'docs/product', 'libs/contracts/src/endpoints/routes'];
/** The Prisma client the renderers import through the services' settings; a fresh clone has none yet. */
const PRISMA_CLIENT = 'libs/db/src/generated';

export class ScaffoldError extends Error {}

function parseArgs(argv: readonly string[]): { name: string; summary: string } {
  const args = [...argv];
  let summary: string | undefined;
  const summaryAt = args.indexOf('--summary');
  if (summaryAt >= 0) {
    summary = args[summaryAt + 1];
    args.splice(summaryAt, 2);
  }
  const [name, ...rest] = args;
  if (!name || rest.length > 0) throw new ScaffoldError('usage: npm run scaffold:feature -- <name> [--summary "<one sentence>"]');
  if (!/^[a-z]{2,30}$/.test(name)) throw new ScaffoldError(`"${name}": a feature name is 2 to 30 lower-case letters (it names the remote, the service and /api/${name})`);
  summary ??= `The ${name} feature: how many choices a person has made.`;
  if (!/^[^\n*`<>{}]{1,200}$/.test(summary)) throw new ScaffoldError('--summary: one line of at most 200 characters without * ` < > { }');
  return { name, summary };
}

function checkFree(name: string): void {
  if (FEATURES.some((f) => f.name === name) || PLATFORM_PROCESSES.some((p) => p.name === name)) {
    throw new ScaffoldError(`"${name}" is already in the feature registry (${REGISTRY})`);
  }
  for (const folder of [`mfe-${name}`, `services/${name}`]) {
    if (existsSync(path.join(root, folder))) throw new ScaffoldError(`${folder} already exists`);
  }
  const prefix = `/api/${name}`;
  const taken = API_ROUTES.find((route) => routeMatches(route.prefix, prefix) || routeMatches(prefix, route.prefix));
  if (taken) throw new ScaffoldError(`${prefix} overlaps ${taken.prefix} of the ${taken.service} service`);
}

/** The next free port after the services' ports. */
function nextPort(): number {
  const taken = new Set<number>([...SERVICES.map((s) => s.defaultPort), ...PLATFORM_PROCESSES.map((p) => p.defaultPort)]);
  let port = Math.max(...SERVICES.map((s) => s.defaultPort)) + 1;
  while (taken.has(port)) port += 1;
  return port;
}

/** Last in the navigation bar: 10 after the highest order any remote declares. */
function nextNavOrder(): number {
  const orders = readdirSync(root)
    .filter((folder) => folder.startsWith('mfe-') && existsSync(path.join(root, folder, 'src/routes.ts')))
    .flatMap((folder) => [...readFileSync(path.join(root, folder, 'src/routes.ts'), 'utf8').matchAll(/order:\s*(\d+)/g)].map((m) => Number(m[1])));
  return Math.max(0, ...orders) + 10;
}

/** Every range the workspaces declare for an outside package, so a new workspace declares the same ones. */
function declaredRanges(): Record<string, string> {
  const manifests = ['package.json', ...[...FEATURES.flatMap((f) => ('remote' in f ? [f.remote.folder] : [])), ...SERVICES.map((s) => s.folder)].map((folder) => `${folder}/package.json`)];
  const ranges: Record<string, string> = {};
  for (const manifest of manifests.filter((file) => existsSync(path.join(root, file)))) {
    const json = JSON.parse(readFileSync(path.join(root, manifest), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const [name, range] of Object.entries({ ...json.devDependencies, ...json.dependencies })) if (!range.startsWith('*')) ranges[name] ??= range;
  }
  return ranges;
}

function edit(file: string, change: (text: string) => string): void {
  const full = path.join(root, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new ScaffoldError(`${file}: could not find where the new feature goes`);
  writeFileSync(full, after);
}

function insertAfterLast(text: string, pattern: RegExp, line: string, file: string): string {
  const lines = text.split('\n');
  const index = lines.findLastIndex((candidate) => pattern.test(candidate));
  if (index < 0) throw new ScaffoldError(`${file}: no line matches ${pattern}`);
  lines.splice(index + 1, 0, line);
  return lines.join('\n');
}

function addToRegistry(f: FeatureNames): void {
  edit(REGISTRY, (text) => text.replace(/\n\] as const satisfies readonly Feature\[\];/, `\n${registryEntry(f).trimEnd()}\n] as const satisfies readonly Feature[];`));
}

/** The Features table and the diagram of docs/architecture.md, which scripts/doc-tables.test.ts checks against the registry. */
function addToArchitecture(f: FeatureNames): void {
  const file = 'docs/architecture.md';
  const id = f.name.toUpperCase();
  edit(file, (text) => {
    let out = insertAfterLast(text, /^\| [a-z]+ \| (`mfe-[a-z]+`|—) \| `services\/[a-z]+` \| \d+ \| \w+ \| /, `| ${f.name} | \`mfe-${f.name}\` | \`services/${f.name}\` | ${f.port} | live | \`/api/${f.name}\` |`, file);
    out = insertAfterLast(out, /^ {4}[A-Z_]+\[[a-z]+ :\d+\]$/, `    ${id}[${f.name} :${f.port}]`, file);
    out = insertAfterLast(out, /^ {4}R[A-Z_]*\[[a-z]+ remote\]$/, `    ${id}_REMOTE[${f.name} remote]`, file);
    out = out.replace(/^( {4}S -- "loadRemote via \/remotes\.json" --> .+)$/m, `$1 & ${id}_REMOTE`);
    out = out.replace(/^( {2}E --> (?:[A-Z_]+ & )+[A-Z_]+)$/m, `$1 & ${id}`);
    out = out.replace(/^( {2}(?:[A-Z_]+ & )+[A-Z_]+) --> PG$/m, `$1 & ${id} --> PG`);
    return out;
  });
}

/** README's folder list, which scripts/doc-tables.test.ts checks against the registry. */
function addToReadme(f: FeatureNames): void {
  const file = 'README.md';
  edit(file, (text) => {
    const out = insertAfterLast(text, /^mfe-[a-z]+\/ +remote: /, `${`mfe-${f.name}/`.padEnd(23)}remote: ${f.name}`, file);
    return out.replace(/^(services\/ +.*?)(, edge\b)/m, `$1, ${f.name}$2`);
  });
}

function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.posix.join(dir, entry.split(path.sep).join('/')))
    .filter((entry) => statSync(path.join(root, entry)).isFile());
}

function snapshot(files: readonly string[]): Map<string, string> {
  return new Map(files.filter((file) => existsSync(path.join(root, file))).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

export interface ScaffoldResult {
  created: string[];
  edited: string[];
}

/** Runs one step in a fresh process; a failure says which step and shows all it printed. */
function runStep(step: string, command: string, args: readonly string[]): void {
  try {
    execFileSync(command, args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new ScaffoldError(`${step} failed:\n${`${stdout}\n${stderr}`.trim() || String(error)}`);
  }
}

export function scaffoldFeature(argv: readonly string[]): ScaffoldResult {
  const { name, summary } = parseArgs(argv);
  checkFree(name);
  const f = featureNames(name, summary, nextPort(), nextNavOrder(), declaredRanges());
  const files = featureFiles(f);
  for (const file of files) if (existsSync(path.join(root, file.path))) throw new ScaffoldError(`${file.path} already exists`);
  if (!existsSync(path.join(root, PRISMA_CLIENT))) runStep('npm run generate -w @alive/db (the Prisma client, which a fresh clone lacks)', 'npm', ['run', 'generate', '-w', '@alive/db']);

  const watched = [REGISTRY, 'docs/architecture.md', 'README.md', 'docs/settings.md', '.env.example', 'libs/contracts/src/endpoints/index.ts', 'libs/contracts/src/endpoints/routes.ts', 'libs/api-mocks/src/feature-mocks.ts', ...RENDERED_FOLDERS.flatMap(filesUnder)];
  const before = snapshot(watched);
  const newFolders = [...new Set(files.map((file) => file.path.split('/')[0]!))].filter((folder) => !existsSync(path.join(root, folder)));
  const ours = new Set(files.map((file) => file.path));

  try {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, file.path)), { recursive: true });
      writeFileSync(path.join(root, file.path), file.content);
    }
    addToRegistry(f);
    addToArchitecture(f);
    addToReadme(f);
    // Fresh processes: they read the registry as just edited.
    for (const renderer of RENDERERS) runStep(renderer, process.execPath, ['--import', 'tsx', renderer]);
  } catch (error) {
    rollBack(before, ours, newFolders);
    throw error instanceof ScaffoldError ? new ScaffoldError(`${error.message}\nNothing was left behind: every file is as it was.`) : error;
  }

  const after = snapshot([...watched, ...RENDERED_FOLDERS.flatMap(filesUnder)]);
  const created = [...ours];
  const edited: string[] = [];
  for (const [file, content] of after) {
    if (ours.has(file)) continue;
    if (!before.has(file)) created.push(file);
    else if (before.get(file) !== content) edited.push(file);
  }
  return { created: created.sort(), edited: edited.sort() };
}

/** Puts the tree back as it was before a failed scaffold: edited files restored, new files and folders gone. */
function rollBack(before: ReadonlyMap<string, string>, ours: ReadonlySet<string>, newFolders: readonly string[]): void {
  for (const [file, content] of before) writeFileSync(path.join(root, file), content);
  const rendered = RENDERED_FOLDERS.flatMap(filesUnder).filter((file) => !before.has(file));
  for (const file of [...ours, ...rendered]) rmSync(path.join(root, file), { force: true });
  for (const folder of newFolders) rmSync(path.join(root, folder), { recursive: true, force: true });
  // Folders a new file made inside existing ones, deepest first; rmdir refuses any that still holds something.
  const parents = [...new Set([...ours, ...rendered].map((file) => path.dirname(file)))].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of parents) {
    try {
      rmdirSync(path.join(root, folder));
    } catch {
      // Not empty, or already gone with its new top folder.
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { created, edited } = scaffoldFeature(process.argv.slice(2));
    const deploy = [...created, ...edited].filter((file) => file.startsWith('deploy/')).length;
    console.log(`created ${created.length} files:\n${created.map((file) => `  + ${file}`).join('\n')}`);
    console.log(`edited ${edited.length} files:\n${edited.map((file) => `  ~ ${file}`).join('\n')}`);
    console.log(`${created.length + edited.length} files in all, ${deploy} of them under deploy/ (rendered from the registry).`);
    console.log('Next: npm install (links the two new workspaces and records them in package-lock.json).');
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(`scaffold:feature: ${error.message}`);
    process.exitCode = 1;
  }
}
