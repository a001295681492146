import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIMENSIONS, PROFILE_TYPES } from '@alive/domain';
import { PLATFORM_PROCESSES, REMOTES } from '@alive/features';
import { documentedSettings } from './render-settings.ts';
import { featureFiles, featureNames } from './scaffold-feature-templates.ts';

/**
 * Claims the docs make that the code can check: names and counts written in prose, which no generator
 * writes (the generated tables have their own tests: doc-tables, render-settings, render-api-tables).
 * A claim that goes stale fails here; the fix is the doc, unless the code is what went wrong.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = fileURLToPath(import.meta.url);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const markdownIn = (dir: string) => readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.md')).map((name) => path.posix.join(dir, name));
/** docs/*.md, docs/product/*.md and README.md: the prose a reader meets. */
const DOCS = ['README.md', ...markdownIn('docs'), ...markdownIn('docs/product')];

const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
/** `5`, `five`, `Five` → 5. */
const count = (text: string) => NUMBER_WORDS[text.toLowerCase()] ?? Number(text);
const NUMBER = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;

/** Every `N <noun>` a pattern finds in the docs, with where. */
function countsIn(pattern: RegExp): { where: string; said: number }[] {
  return DOCS.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(pattern)].map((match) => ({ where: `${file}:${index + 1} "${match[0]}"`, said: count(match.slice(1).find(Boolean)!) })),
      ),
  );
}

/** Text of a `## ` section, up to the next `## ` heading. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no "## ${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe('what docs/architecture.md says each process is', () => {
  it("gives each platform process (the edge's role included) the role the feature registry gives it", () => {
    const features = section(read('docs/architecture.md'), 'Features');
    const rows = [...features.matchAll(/^\| ([a-z]+) \| `services\/[a-z]+` \| \d+ \| (.+) \|$/gm)].map((match) => ({ name: match[1]!, role: match[2]! }));
    expect(rows).toEqual(PLATFORM_PROCESSES.map((process) => ({ name: process.name, role: process.summary })));
  });

  it('counts the feature remotes the shell loads as the registry does', () => {
    // The sentence wraps in the source: paragraphs read as one line.
    const text = read('docs/architecture.md').replace(/\n(?!\n)/g, ' ');
    const said = [...text.matchAll(new RegExp(`\\b${NUMBER} independently built \\*\\*feature remotes\\*\\*`, 'gi'))].map((match) => count(match[1]!));
    expect(said).toEqual([REMOTES.length]);
  });
});

describe('counts written in the docs', () => {
  it('counts the A.L.I.V.E dimensions and profile types as libs/domain does', () => {
    // "the five dimensions", "a five-dimension profile", "Five binary dimensions"; not "a two-dimension pair" or "on one dimension".
    const dimensions = countsIn(new RegExp(`\\b(?:the|all|a|of) ${NUMBER}[ -](?:binary )?dimensions?\\b(?! pairs?\\b)|\\b${NUMBER} binary dimensions\\b`, 'gi'));
    const types = countsIn(new RegExp(`\\b${NUMBER} (?:A\\.L\\.I\\.V\\.E )?(?:profile )?types\\b`, 'gi'));
    expect(dimensions.length).toBeGreaterThan(5);
    expect(types.length).toBeGreaterThan(3);
    for (const { where, said } of dimensions) expect(said, where).toBe(DIMENSIONS.length);
    for (const { where, said } of types) expect(said, where).toBe(PROFILE_TYPES.length);
  });

  it("counts the scaffold's template files as scripts/scaffold-feature-templates.ts writes them", () => {
    const said = /\*\*(\d+) written from templates\.\*\*/.exec(section(read('docs/architecture.md'), 'Adding a feature'))?.[1];
    const anyRange = new Proxy({}, { get: () => '*' }) as Record<string, string>;
    expect(Number(said)).toBe(featureFiles(featureNames('journal', 'A summary.', 4999, 100, anyRange)).length);
  });

  it('counts the Kubernetes objects podman kube play leaves out as deploy/k8s/base holds them (docs/deploy.md)', () => {
    const kinds = new Map<string, number>();
    const yamlUnder = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? yamlUnder(path.posix.join(dir, entry.name)) : entry.name.endsWith('.yaml') ? [path.posix.join(dir, entry.name)] : [],
      );
    for (const file of yamlUnder('deploy/k8s/base')) for (const [, kind] of read(file).matchAll(/^kind: (\w+)$/gm)) kinds.set(kind!, (kinds.get(kind!) ?? 0) + 1);
    const leftOut = /\*\*Left out:\*\*([\s\S]*?)runs Pods and Deployments only/.exec(read('docs/deploy.md'))?.[1]?.replace(/\s+/g, ' ') ?? '';
    const said = Object.fromEntries(
      [...leftOut.matchAll(/(\d+) (Services|PodDisruptionBudgets|HorizontalPodAutoscalers|KEDA ScaledObjects|NetworkPolicies)/g)].map((match) => [match[2]!, Number(match[1])]),
    );
    expect(said).toEqual({
      Services: kinds.get('Service'),
      PodDisruptionBudgets: kinds.get('PodDisruptionBudget'),
      HorizontalPodAutoscalers: kinds.get('HorizontalPodAutoscaler'),
      'KEDA ScaledObjects': kinds.get('ScaledObject'),
      NetworkPolicies: kinds.get('NetworkPolicy'),
    });
    expect(kinds.get('Ingress'), 'the Ingress, one').toBe(1);
  });
});

describe('UPPER_CASE names in the docs', () => {
  /**
   * Variables the OpenTelemetry SDK reads by itself, named in docs/architecture.md ("Exporting spans")
   * as not declared settings.
   */
  const READ_BY_THE_OPENTELEMETRY_SDK = new Set(['OTEL_EXPORTER_OTLP_HEADERS', 'OTEL_EXPORTER_OTLP_TIMEOUT', 'OTEL_EXPORTER_OTLP_COMPRESSION']);
  const SOURCE_ROOTS = ['shell', 'services', 'libs', 'scripts', 'tools', 'e2e', 'deploy', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))];
  const SKIPPED = new Set(['node_modules', 'dist', 'generated', '.data']);
  const SOURCE = /\.(ts|tsx|mjs|cjs|js|json|ya?ml|sql|prisma|conf|sh)$|Dockerfile$/;

  /** Every code and config file, and the root's: where a constant, a read variable or a secret's key is written. */
  function sourceText(): string {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : files(full);
        return SOURCE.test(entry.name) && full !== thisFile ? [full] : [];
      });
    const rootFiles = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isFile() && SOURCE.test(entry.name)).map((entry) => path.join(root, entry.name));
    return [...rootFiles, ...SOURCE_ROOTS.flatMap((dir) => files(path.join(root, dir)))].map((file) => readFileSync(file, 'utf8')).join('\n');
  }

  /** Names a text mentions that are neither declared settings nor written anywhere in the code. */
  async function unknownNames(text: string): Promise<string[]> {
    const declared = new Set((await documentedSettings()).map((setting) => setting.declaration.env));
    source ??= sourceText();
    const inCode = (name: string) => new RegExp(`\\b${name}\\b`).test(source!);
    // Not `$NAME` / `${NAME}` (a shell variable of a command shown) and not a prefix (`OTEL_BSP_*`).
    const names = [...text.matchAll(/(?<![$\w{])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b(?![_*])/g)].map((match) => match[0]);
    return [...new Set(names)].filter((name) => !declared.has(name) && !READ_BY_THE_OPENTELEMETRY_SDK.has(name) && !inCode(name));
  }
  let source: string | undefined;

  it('names only declared settings, or constants and variables the code has', async () => {
    const unknown: string[] = [];
    for (const file of DOCS) for (const name of await unknownNames(read(file))) unknown.push(`${file}: ${name}`);
    expect(unknown).toEqual([]);
  });

  it('fails on a setting name nothing declares, and passes a declared one and a constant', async () => {
    expect(await unknownNames('Set `CHOICES_MAX_PERSONAL_PAIRZ` to 50.')).toEqual(['CHOICES_MAX_PERSONAL_PAIRZ']);
    expect(await unknownNames('`CHOICES_MAX_PERSONAL_PAIRS` (a setting), `PLAN_RESERVE` (a constant), `psql "$OWNER_URL"`, `OTEL_BSP_*`')).toEqual([]);
  });
});
